// Pins the texts SPEC §2 "Shared deck", "Deck history" and §8 give the deck pages, as the SPEC
// words them.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { listedDeck } from '../test-fixtures/decks.ts'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const UUID = '0b6c5f7e-3c1a-4d7e-9f2a-1b2c3d4e5f60'
const LONG = { timeout: 10_000 }

const renderAt = (url: string) =>
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [url] })} />,
    ),
  )

/** A shared deck as GET /v2/decks/shared/{uuid} answers it. */
const sharedDeck = (isPublic: boolean) => listedDeck({ is_public: isPublic, is_snapshot: isPublic })

const page = (results: unknown[], next: string | null) => ({
  body: { count: results.length, next, previous: null, results },
})

describe('shared deck banner (SPEC §2 "Shared deck")', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("names the player and, for a deck that is not public, says 'Please do not post this link publicly.'", async () => {
    mockFetch((url) =>
      url.startsWith('/v2/decks/shared/') ? { body: sharedDeck(false) } : page([], null),
    )
    renderAt(`/decks/share/${UUID}/`)
    const banner = (await screen.findByText(/This deck has been shared with you by/, {}, LONG))
      .parentElement
    expect(banner?.textContent).toBe(
      'This deck has been shared with you by Skaak#a1b2. Please do not post this link publicly.',
    )
  }, 15_000)

  it('leaves the warning out for a public deck', async () => {
    mockFetch((url) =>
      url.startsWith('/v2/decks/shared/') ? { body: sharedDeck(true) } : page([], null),
    )
    renderAt(`/decks/share/${UUID}/`)
    const banner = (await screen.findByText(/This deck has been shared with you by/, {}, LONG))
      .parentElement
    expect(banner?.textContent).toMatch(/^This deck has been shared with you by Skaak#a1b2\.\s*$/)
  }, 15_000)
})

describe('deck history (SPEC §2 "Deck history")', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("says 'No snapshots' when a deck has none", async () => {
    mockFetch(() => page([], null))
    renderAt('/decks/12/history/')
    expect(await screen.findByRole('heading', { name: 'No snapshots' }, LONG)).toBeTruthy()
  }, 15_000)

  it("offers 'Load more snapshots...' while the API has a next page", async () => {
    mockFetch(() => page([listedDeck()], 'http://api.test/v2/decks/12/snapshots?offset=30'))
    renderAt('/decks/12/history/')
    expect(await screen.findByRole('button', { name: 'Load more snapshots...' }, LONG)).toBeTruthy()
  }, 15_000)
})
