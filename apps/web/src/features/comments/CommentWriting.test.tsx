import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  cleanUpAfterEach,
  comment,
  ENTITY,
  logIn,
  me,
  page,
  renderSection,
  serve,
} from './comments-test-support.tsx'

describe('writing comments', () => {
  cleanUpAfterEach()

  it('disables Preview and Publish while the comment is empty, and previews the markup', async () => {
    logIn()
    serve(() => ({ body: page(0, []) }))
    renderSection('/cards/ash/')
    expect(await screen.findByText('No comments yet!')).toBeTruthy()
    const preview = screen.getByRole('button', { name: 'Preview' }) as HTMLButtonElement
    const publish = screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement
    expect(preview.disabled).toBe(true)
    expect(publish.disabled).toBe(true)
    const box = screen.getByLabelText('Comment')
    fireEvent.change(box, { target: { value: '   ' } })
    expect(preview.disabled).toBe(true)
    fireEvent.change(box, { target: { value: 'A **bold** idea' } })
    expect(preview.disabled).toBe(false)
    expect(publish.disabled).toBe(false)
    fireEvent.click(preview)
    const shown = screen.getByRole('region', { name: 'Preview' })
    expect(within(shown).getByText('bold').tagName).toBe('STRONG')
    expect(screen.getByRole('link', { name: /Content Policies/ }).getAttribute('href')).toBe(
      '/policies/',
    )
    expect(screen.getByText(/Ashes Deckbuilder Content Policies/)).toBeTruthy()
  })

  it('posts a comment, then shows it and the subscription it started', async () => {
    logIn()
    let posted = false
    const calls = serve(
      () => ({ body: posted ? page(1, [comment(5, { user: me, text: 'Hello' })]) : page(0, []) }),
      () => {
        posted = true
        return { status: 201, body: { detail: 'Comment successfully posted!' } }
      },
    )
    renderSection('/cards/ash/')
    await screen.findByText('No comments yet!')
    fireEvent.change(screen.getByLabelText('Comment'), { target: { value: 'Hello' } })
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }))
    expect(await screen.findByText('Your comment has been posted!')).toBeTruthy()
    expect(await screen.findByText('Hello')).toBeTruthy()
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      url: `/v2/comments/${ENTITY}`,
      method: 'POST',
      body: { text: 'Hello' },
    })
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy()
  })

  it('offers edit and delete on your own comments only, and no edit once moderated', async () => {
    logIn()
    serve(() => ({
      body: page(3, [
        comment(1, { user: me, text: 'Mine' }),
        comment(2, { user: me, text: 'Mine, moderated', is_moderated: true }),
        comment(3, { text: 'Theirs' }),
      ]),
    }))
    renderSection('/cards/ash/')
    const mine = (await screen.findByText('Mine')).closest('li') as HTMLElement
    const moderated = screen.getByText('Mine, moderated').closest('li') as HTMLElement
    const theirs = screen.getByText('Theirs').closest('li') as HTMLElement
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeTruthy()
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeTruthy()
    expect(within(moderated).queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(within(moderated).getByRole('button', { name: 'Delete' })).toBeTruthy()
    expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('edits your own comment without moderation notes', async () => {
    logIn()
    const calls = serve(() => ({ body: page(1, [comment(1, { user: me, text: 'Mine' })]) }))
    renderSection('/cards/ash/')
    const mine = (await screen.findByText('Mine')).closest('li') as HTMLElement
    fireEvent.click(within(mine).getByRole('button', { name: 'Edit' }))
    expect(within(mine).queryByLabelText('Moderation notes')).toBeNull()
    fireEvent.change(within(mine).getByLabelText('Edit comment'), { target: { value: 'Better' } })
    fireEvent.click(within(mine).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Your comment has been edited!')).toBeTruthy()
    expect(calls.find((call) => call.method === 'PATCH')).toEqual({
      url: '/v2/comment/1',
      method: 'PATCH',
      body: { text: 'Better' },
    })
  })

  it("makes an admin give moderation notes to delete someone else's comment", async () => {
    logIn(me, true)
    const calls = serve(() => ({ body: page(1, [comment(3, { text: 'Theirs' })]) }))
    renderSection('/cards/ash/')
    const theirs = (await screen.findByText('Theirs')).closest('li') as HTMLElement
    expect(within(theirs).getByRole('button', { name: 'Edit' })).toBeTruthy()
    fireEvent.click(within(theirs).getByRole('button', { name: 'Delete' }))
    expect(screen.getByText('Are you sure you want to delete this comment?')).toBeTruthy()
    const confirm = within(theirs)
      .getAllByRole('button', { name: 'Delete' })
      .find((button) => button.getAttribute('type') === 'submit') as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    fireEvent.change(within(theirs).getByLabelText('Moderation notes'), {
      target: { value: 'Spam' },
    })
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    expect(await screen.findByText('Your comment has been deleted!')).toBeTruthy()
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(
      '/v2/comment/3?moderation_notes=Spam',
    )
  })

  it('subscribes and unsubscribes with the toggle', async () => {
    logIn()
    const calls = serve(
      () => ({ body: page(0, []) }),
      (call) =>
        call.method === 'POST' ? { status: 201, body: { last_seen_entity_id: 1 } } : { body: {} },
    )
    renderSection('/cards/ash/')
    fireEvent.click(await screen.findByRole('button', { name: 'Subscribe' }))
    expect(await screen.findByText("You have subscribed to this card's comments!")).toBeTruthy()
    fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }))
    expect(await screen.findByText('You have unsubscribed from this card!')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeTruthy()
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual([
      'POST',
      'DELETE',
    ])
  })
})
