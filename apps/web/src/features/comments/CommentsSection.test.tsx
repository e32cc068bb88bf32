import type { CommentOut } from '@ashes/api'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../../components/Toaster.tsx'
import { useAuth } from '../../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { useLoginPrompt } from '../../lib/session.ts'
import { useToasts } from '../../lib/toast-store.ts'
import { fakeJwt, mockFetch, withQueryClient } from '../../test-utils.tsx'
import { LegacyContext } from '../cards/RichText.tsx'
import { CommentsSection } from './CommentsSection.tsx'

const ENTITY = 900
const me = { username: 'Reader', badge: '1234' }
const other = { username: 'Writer', badge: '5678' }

function comment(id: number, fields: Partial<CommentOut> = {}): CommentOut {
  return {
    entity_id: id,
    source_entity_id: ENTITY,
    source_version: 1,
    text: `Comment number ${id}`,
    ordering_increment: id,
    created: new Date(Date.now() - 5 * 60_000).toISOString(),
    modified: new Date().toISOString(),
    is_moderated: false,
    is_deleted: false,
    user: other,
    ...fields,
  }
}

const page = (count: number, results: CommentOut[]) => ({
  count,
  next: null,
  previous: null,
  results,
})

type Reply = { status?: number; body: unknown }
type Call = { url: string; method: string; body: unknown }

/** Serves comment pages and records every call; `other` answers writes. */
function serve(list: (url: string) => Reply, write: (call: Call) => Reply = () => ({ body: {} })) {
  const calls: Call[] = []
  mockFetch((url, init) => {
    const call = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    calls.push(call)
    return call.method === 'GET' ? list(url) : write(call)
  })
  return calls
}

function renderSection(url: string, lastSeen: number | null = null, legacy = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/cards/:stub/',
        element: (
          <LegacyContext.Provider value={legacy}>
            <CommentsSection entityId={ENTITY} lastSeenEntityId={lastSeen} />
            <Toaster />
          </LegacyContext.Provider>
        ),
      },
      { path: '/policies/', element: <p>Policies</p> },
    ],
    { initialEntries: [url] },
  )
  render(withQueryClient(<RouterProvider router={router} />))
  return router
}

function logIn(user = me, isAdmin = false) {
  const token = fakeJwt({ sub: user.badge, exp: Math.floor(Date.now() / 1000) + 3600 })
  useAuth.setState({ token, username: user.username, badge: user.badge, isAdmin })
}

const header = (text: string) => {
  const item = screen.getByText(text).closest('li') as HTMLElement
  return item.querySelector('[data-new]') as HTMLElement
}

describe('comments', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    useAuth.getState().logOut()
    useToasts.setState({ toasts: [] })
    useLoginPrompt.setState({ open: false, resolve: null })
  })

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
    expect(header('Comment number 12').className).toContain('bg-amber-50')
    expect(header('Comment number 10').className).toContain('bg-sky-50')
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
