import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { listedDeck } from '../test-fixtures/decks.ts'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const LONG = { timeout: 10_000 }

/** A published deck: source deck 10, its public snapshot 12 (the id in the snapshot's own URL). */
const snapshot = listedDeck({ id: 12, source_id: 10, title: 'Rhino Rush' })
const page = (results: unknown[]) => ({
  body: { count: results.length, next: null, previous: null, results },
})

/** The API as the reference answers: a snapshot's own id has no snapshot listing (api-decks 4.7). */
function publishedDeckApi(url: string) {
  const path = new URL(url, 'http://site.test').pathname
  if (path === '/v2/decks/10/snapshots') return page([snapshot])
  if (path === '/v2/decks/12/snapshots') return { status: 404, body: { detail: 'Deck not found.' } }
  if (path === '/v2/decks/12' || path === '/v2/decks/10') {
    return { body: { deck: { ...snapshot, description: null }, releases: [] } }
  }
  return { status: 404, body: { detail: 'Not Found' } }
}

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] })
  render(withQueryClient(<RouterProvider router={router} />))
  return router
}

describe('deck history', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('opens from the source id', async () => {
    mockFetch(publishedDeckApi)
    renderAt('/decks/10/history/')
    expect(
      await screen.findByRole('heading', { name: 'History for: Rhino Rush' }, LONG),
    ).toBeTruthy()
  }, 15_000)

  it("opens from the id in a published snapshot's own URL, at the source deck's history", async () => {
    mockFetch(publishedDeckApi)
    const router = renderAt('/decks/12/history/')
    expect(
      await screen.findByRole('heading', { name: 'History for: Rhino Rush' }, LONG),
    ).toBeTruthy()
    expect(screen.queryByText('No deck found')).toBeNull()
    expect(router.state.location.pathname).toBe('/decks/10/history/')
  }, 15_000)

  it("still says 'No deck found' for an id that is no deck", async () => {
    mockFetch(publishedDeckApi)
    renderAt('/decks/99/history/')
    expect(await screen.findByRole('heading', { name: 'No deck found' }, LONG)).toBeTruthy()
  }, 15_000)
})
