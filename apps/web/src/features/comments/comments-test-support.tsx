// Fixtures of the comments component tests: comments, a fake API, rendering and log-in.
import type { CommentOut } from '@ashes/api'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { LegacyContext } from '../../components/cards/RichText.tsx'
import { Toaster } from '../../components/Toaster.tsx'
import { useAuth } from '../../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { useLoginPrompt } from '../../lib/session.ts'
import { useToasts } from '../../lib/toast-store.ts'
import { fakeJwt, mockFetch, withQueryClient } from '../../test-utils.tsx'
import { CommentsSection } from './CommentsSection.tsx'

export const ENTITY = 900
export const me = { username: 'Reader', badge: '1234' }
const other = { username: 'Writer', badge: '5678' }

export function comment(id: number, fields: Partial<CommentOut> = {}): CommentOut {
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

export const page = (count: number, results: CommentOut[]) => ({
  count,
  next: null,
  previous: null,
  results,
})

export type Reply = { status?: number; body: unknown }
export type Call = { url: string; method: string; body: unknown }

/** Serves comment pages and records every call; `other` answers writes. */
export function serve(
  list: (url: string) => Reply,
  write: (call: Call) => Reply = () => ({ body: {} }),
) {
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

export function renderSection(url: string, lastSeen: number | null = null, legacy = false) {
  const router = createMemoryRouter(
    [
      {
        path: '/cards/:stub/',
        element: (
          <LegacyContext.Provider value={legacy}>
            <CommentsSection entityId={ENTITY} lastSeenEntityId={lastSeen} />
            <Toaster paneOpen={false} />
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

export function logIn(user = me, isAdmin = false) {
  const token = fakeJwt({ sub: user.badge, exp: Math.floor(Date.now() / 1000) + 3600 })
  useAuth.setState({ token, username: user.username, badge: user.badge, isAdmin })
}

export const header = (text: string) => {
  const item = screen.getByText(text).closest('li') as HTMLElement
  return item.querySelector('[data-new]') as HTMLElement
}

/** A clean page, player, toasts and log-in prompt after each test. */
export function cleanUpAfterEach() {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    useAuth.getState().logOut()
    useToasts.setState({ toasts: [] })
    useLoginPrompt.setState({ open: false, waiting: [] })
  })
}
