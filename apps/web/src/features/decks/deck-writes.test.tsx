import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../lib/api.ts'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { routes } from '../../router.tsx'
import { listedDeck } from '../../test-fixtures/decks.ts'
import { mockFetch } from '../../test-utils.tsx'
import { deckWriteOf } from './deck-writes.ts'

const LONG = { timeout: 10_000 }
const page = (results: unknown[]) => ({
  body: { count: results.length, next: null, previous: null, results },
})

describe('deck writes', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('name every call that changes decks, and how', () => {
    expect(deckWriteOf('PUT', '/v2/decks')).toBe('saved')
    expect(deckWriteOf('POST', '/v2/decks/10/snapshot')).toBe('changed')
    expect(deckWriteOf('PATCH', '/v2/decks/snapshots/12')).toBe('changed')
    expect(deckWriteOf('DELETE', '/v2/decks/10')).toBe('deleted')
    // The reference clones and imports with GET.
    expect(deckWriteOf('GET', '/v2/decks/10/clone?red_rains=true')).toBe('changed')
    expect(deckWriteOf('GET', '/v2/decks/import/abc?from_date=x')).toBe('changed')
    expect(deckWriteOf('POST', '/v2/subscription/120')).toBe('seen')
    expect(deckWriteOf('PATCH', '/v2/subscription/120')).toBe('seen')
    expect(deckWriteOf('GET', '/v2/decks/10')).toBeNull()
    expect(deckWriteOf('GET', '/v2/decks/10/snapshots')).toBeNull()
    expect(deckWriteOf('POST', '/v2/comments/120')).toBeNull()
  })

  it('a deck page shows a new publication at once, without a reload', async () => {
    let title = 'First publication'
    mockFetch((url) => {
      const path = new URL(url, 'http://site.test').pathname
      if (path === '/v2/decks/10') {
        return { body: { deck: { ...listedDeck({ id: 12, source_id: 10, title }) }, releases: [] } }
      }
      if (path === '/v2/decks/10/snapshot') return { status: 201, body: { snapshot_id: 13 } }
      return page([])
    })
    // As in the app: a read stays fresh for a minute unless a write says otherwise.
    const client = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 60_000 } },
    })
    const router = createMemoryRouter(routes, { initialEntries: ['/decks/10/'] })
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'First publication' }, LONG)).toBeTruthy()
    await act(() => router.navigate('/decks/'))
    title = 'Second publication'
    await api('/v2/decks/10/snapshot', { method: 'POST', json: { is_public: true } })
    await act(() => router.navigate('/decks/10/'))
    expect(screen.queryByRole('heading', { name: 'First publication' })).toBeNull()
    expect(await screen.findByRole('heading', { name: 'Second publication' }, LONG)).toBeTruthy()
  }, 20_000)
})
