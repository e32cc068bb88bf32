import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useLoginPrompt } from '../../lib/session.ts'
import {
  cleanUpAfterEach,
  comment,
  ENTITY,
  header,
  logIn,
  me,
  page,
  renderSection,
  serve,
} from './comments-test-support.tsx'

describe('reading comments', () => {
  cleanUpAfterEach()

  it('reads 30 to a page from ?page=, with Page X of Y and Previous/Next links', async () => {
    const calls = serve((url) => {
      const offset = Number(new URL(url, 'http://x').searchParams.get('offset'))
      return { body: page(65, [comment(offset + 1), comment(offset + 2)]) }
    })
    const router = renderSection('/cards/ash/?page=2')
    expect(await screen.findByText('Comment number 31')).toBeTruthy()
    expect(calls[0]?.url).toBe(`/v2/comments/${ENTITY}?limit=30&offset=30`)
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/cards/ash/#comments',
    )
    fireEvent.click(screen.getByRole('link', { name: 'Next' }))
    expect(await screen.findByText('Comment number 61')).toBeTruthy()
    expect(router.state.location.search).toBe('?page=3')
    expect(screen.getByText('Page 3 of 3')).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull()
  })

  it('says when the page number is beyond the last page', async () => {
    serve(() => ({ body: page(3, []) }))
    renderSection('/cards/ash/?page=5')
    expect(await screen.findAllByText('Page number for comments too high!')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/cards/ash/#comments',
    )
  })

  it('shows an error with a retry when comments cannot load', async () => {
    let fail = true
    serve(() => (fail ? { status: 500, body: {} } : { body: page(1, [comment(1)]) }))
    renderSection('/cards/ash/')
    expect(await screen.findByText(/^Error loading comments/)).toBeTruthy()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Comment number 1')).toBeTruthy()
  })

  it('reads deleted comments as deleted by their author or by a moderator', async () => {
    serve(() => ({
      body: page(3, [
        comment(1, { is_deleted: true, text: null }),
        comment(2, { is_deleted: true, is_moderated: true, text: null }),
        comment(3),
      ]),
    }))
    renderSection('/cards/ash/')
    expect(await screen.findByText('Deleted by author.')).toBeTruthy()
    expect(screen.getByText('Deleted by moderator.')).toBeTruthy()
  })

  it('shows each comment with its author, age and permalink', async () => {
    serve(() => ({ body: page(1, [comment(7)]) }))
    renderSection('/cards/ash/?page=1')
    const item = (await screen.findByText('Comment number 7')).closest('li') as HTMLElement
    expect(item.id).toBe('comment-7')
    expect(item.textContent).toContain('Writer#5678 says:')
    const permalink = within(item).getByRole('link', { name: /5 minutes ago/ })
    expect(permalink.getAttribute('href')).toBe('/cards/ash/?page=1#comment-7')
  })

  // Issue 50 item 10: a right-to-left name took the badge's digits into its run.
  it("isolates the author's name from the badge and the words beside it", async () => {
    serve(() => ({ body: page(1, [comment(8, { user: { username: 'نار', badge: '8pyr' } })]) }))
    renderSection('/cards/ash/')
    const item = (await screen.findByText('Comment number 8')).closest('li') as HTMLElement
    expect(item.textContent).toContain('نار#8pyr says:')
    expect(
      within(item).getByRole('link', { name: 'نار#8pyr' }).querySelector('bdi')?.textContent,
    ).toBe('نار')
  })

  it('lets a visitor read but only offers "Log in to comment", which opens the log-in', async () => {
    serve(() => ({ body: page(1, [comment(1)]) }))
    renderSection('/cards/ash/')
    await screen.findByText('Comment number 1')
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Log in to comment' }))
    expect(useLoginPrompt.getState().open).toBe(true)
  })

  it('colours comments newer than the last seen one beige, then marks them seen', async () => {
    logIn()
    const calls = serve(() => ({
      body: page(4, [comment(9), comment(10), comment(11), comment(12)]),
    }))
    renderSection('/cards/ash/', 10)
    await screen.findByText('Comment number 9')
    expect(header('Comment number 9').dataset.new).toBe('false')
    expect(header('Comment number 10').dataset.new).toBe('false')
    expect(header('Comment number 11').dataset.new).toBe('true')
    expect(header('Comment number 12').className).toContain('bg-warn-tint')
    expect(header('Comment number 10').className).toContain('bg-info-tint')
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PATCH')).toEqual({
        url: `/v2/subscription/${ENTITY}`,
        method: 'PATCH',
        body: { last_seen_entity_id: 12 },
      }),
    )
    // what was new when the page opened stays marked while the reader is on it
    expect(header('Comment number 12').dataset.new).toBe('true')
  })

  it('marks nothing seen for a reader who is not subscribed', async () => {
    logIn()
    const calls = serve(() => ({ body: page(2, [comment(9), comment(10)]) }))
    renderSection('/cards/ash/', null)
    await screen.findByText('Comment number 10')
    expect(header('Comment number 10').dataset.new).toBe('false')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false)
  })

  it('keeps legacy comments read-only: no posting, no subscribing', async () => {
    logIn()
    serve(() => ({ body: page(1, [comment(1, { user: me, text: 'Old talk' })]) }))
    renderSection('/cards/ash/', null, true)
    await screen.findByText('Old talk')
    expect(screen.queryByRole('button', { name: 'Subscribe' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull()
    expect(screen.getByText(/Legacy cards and decks are read-only/)).toBeTruthy()
  })
})
