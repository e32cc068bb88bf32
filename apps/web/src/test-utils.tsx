import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { api } from './lib/api.ts'

export function withQueryClient(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}

/** Replaces fetch with a handler from request path (with query) to a JSON reply. */
export function mockFetch(
  handler: (url: string, init?: RequestInit) => { status?: number; body: unknown },
) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status = 200, body } = handler(String(input), init)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

/** No network: every request fails as fetch fails without one. */
export function failEveryFetch() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch')
    }),
  )
}

/**
 * An API request (a deck save) under way until the test answers it, for what the page shows
 * while one runs: `answer()` answers it and waits for the call to end.
 */
export function pendingApiRequest() {
  let answer = (_: Response) => {}
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  )
  let saved: Promise<unknown> = Promise.resolve()
  act(() => {
    saved = api('/v2/decks', { method: 'PUT', json: {} })
  })
  return {
    answer: () =>
      act(async () => {
        answer(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))
        await saved
      }),
  }
}

/** A JWT with the given payload (unsigned: the client never verifies signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}
