import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_OPTIONS, useOptions } from '../../../lib/options-store.ts'
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts'
import { OPTIONS_KEY } from '../../../lib/storage.ts'
import { listedDeck } from '../../../test-fixtures/decks.ts'
import { mockFetch, withQueryClient } from '../../../test-utils.tsx'
import { DeckListing } from './DeckListing.tsx'

const mine = { kind: 'competitive', mine: true } as const

function showAt(entries: string[]) {
  const router = createMemoryRouter(
    [
      { path: '/decks/mine/', element: withQueryClient(<DeckListing scope={mine} />) },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: entries },
  )
  return { router, view: render(<RouterProvider router={router} />) }
}

/** Requests for the player's decks, by URL, in the order they were made. */
const deckRequests = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith('/v2/decks/mine'))

const sortSelect = () => screen.getByLabelText('Sort by') as HTMLSelectElement

describe('My decks sort', () => {
  let fetchMock: ReturnType<typeof mockFetch>
  beforeEach(() => {
    localStorage.clear()
    useOptions.setState(DEFAULT_OPTIONS)
    fetchMock = mockFetch((url) => ({
      body: {
        count: 1,
        next: null,
        previous: null,
        results: url.startsWith('/v2/decks/mine') ? [listedDeck({ is_snapshot: false })] : [],
      },
    }))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('asks for newest created first by default, keeping the plain URL plain', async () => {
    const { router } = showAt(['/decks/mine/'])
    await screen.findByRole('link', { name: 'Rhino Rush' })
    expect(sortSelect().value).toBe('created')
    expect(deckRequests(fetchMock)).toEqual(['/v2/decks/mine?sort=created&order=desc&limit=30'])
    expect(router.state.location.search).toBe('')
  })

  it('sorts by modified date on request, mirrors it in the URL and remembers it', async () => {
    const { router } = showAt(['/decks/mine/?offset=30'])
    await screen.findByRole('link', { name: 'Rhino Rush' })
    fireEvent.change(sortSelect(), { target: { value: 'modified' } })
    await waitFor(() =>
      expect(deckRequests(fetchMock).at(-1)).toBe(
        '/v2/decks/mine?sort=modified&order=desc&limit=30',
      ),
    )
    await waitFor(() => expect(router.state.location.search).toBe('?sort=modified'))
    expect(sortSelect().value).toBe('modified')
    expect(JSON.parse(localStorage.getItem(OPTIONS_KEY) ?? '{}').myDecksSort).toBe('modified')
  })

  it('a later visit without a sort in the URL uses the remembered one, in place', async () => {
    useOptions.getState().setOption('myDecksSort', 'modified')
    const { router } = showAt(['/elsewhere/', '/decks/mine/'])
    await screen.findByRole('link', { name: 'Rhino Rush' })
    expect(sortSelect().value).toBe('modified')
    expect(deckRequests(fetchMock)).toEqual(['/v2/decks/mine?sort=modified&order=desc&limit=30'])
    await waitFor(() => expect(router.state.location.search).toBe('?sort=modified'))
    // Spelling out the remembered sort made no history entry of its own: back leaves the list.
    await router.navigate(-1)
    expect(router.state.location.pathname).toBe('/elsewhere/')
  })

  it("the URL's sort wins over the remembered one", async () => {
    useOptions.getState().setOption('myDecksSort', 'modified')
    showAt(['/decks/mine/?sort=created'])
    await screen.findByRole('link', { name: 'Rhino Rush' })
    expect(sortSelect().value).toBe('created')
    expect(deckRequests(fetchMock)).toEqual(['/v2/decks/mine?sort=created&order=desc&limit=30'])
  })
})
