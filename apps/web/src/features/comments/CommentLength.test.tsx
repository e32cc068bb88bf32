import { COMMENT_MAX_LENGTH } from '@ashes/game'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { LIVE_CARD_LINKS } from '../../components/cards/RichText.tsx'
import {
  cleanUpAfterEach,
  comment,
  logIn,
  page,
  renderSection,
  serve,
} from './comments-test-support.tsx'

/** The longest comment a player can post, every character of it in card references. */
const FULL_OF_CARDS = '[[A]]'.repeat(COMMENT_MAX_LENGTH / 5)

describe('long comments', () => {
  cleanUpAfterEach()

  it('renders a longest comment full of card references with a bounded number of live links', async () => {
    serve(() => ({ body: page(1, [comment(1, { text: `Start ${FULL_OF_CARDS} end` })]) }))
    renderSection('/cards/ash/')
    const item = (await screen.findByText(/end$/)).closest('li') as HTMLElement
    const body = item.lastElementChild as HTMLElement
    // Each reference used to be a live card link: 2,000 components with hover state.
    expect(within(body).getAllByRole('link')).toHaveLength(LIVE_CARD_LINKS)
    expect(body.textContent).toBe(`Start ${'A'.repeat(COMMENT_MAX_LENGTH / 5)} end`)
    expect(body.querySelectorAll('*').length).toBeLessThan(LIVE_CARD_LINKS + 10)
  })

  it('counts characters against the limit, and keeps a too long text unsent and in the box', async () => {
    logIn()
    const calls = serve(() => ({ body: page(0, []) }))
    renderSection('/cards/ash/')
    await screen.findByText('No comments yet!')
    const box = screen.getByLabelText('Comment')
    const publish = screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement
    fireEvent.change(box, { target: { value: 'Hello' } })
    expect(screen.getByText('5 of 10,000 characters')).toBeTruthy()
    expect(publish.disabled).toBe(false)
    const tooLong = 'x'.repeat(COMMENT_MAX_LENGTH + 2)
    fireEvent.change(box, { target: { value: tooLong } })
    expect(
      screen.getByText('Comments can be at most 10,000 characters long: 2 too many.'),
    ).toBeTruthy()
    expect(publish.disabled).toBe(true)
    fireEvent.submit(publish.closest('form') as HTMLFormElement)
    expect(calls.filter((call) => call.method === 'POST')).toEqual([])
    expect((box as HTMLTextAreaElement).value).toBe(tooLong)
  })
})
