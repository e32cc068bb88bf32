// A deck page asks for the deck's record (GET /v2/decks/{id}/results) only where the viewer may
// see it: the owner always, anyone else when the deck answer says it is shown (`record_shared`).
// Otherwise the server answers 404, which the browser logs as an error on every visit.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { listedDeck } from '../test-fixtures/decks.ts'
import { fakeJwt, mockFetch, withQueryClient } from '../test-utils.tsx'

const LONG = { timeout: 10_000 }
const RECORD = {
  deck_id: 10,
  games: 1,
  wins: 1,
  losses: 0,
  draws: 0,
  win_rate: 1,
  opponents: [
    {
      phoenixborn: { stub: 'coal-roarkwin', name: 'Coal Roarkwin' },
      games: 1,
      wins: 1,
      losses: 0,
      draws: 0,
      win_rate: 1,
    },
  ],
}

/** Opens /decks/12/ with the deck answer saying `recordShared`; answers the paths it asked. */
async function openDeckPage(recordShared: boolean) {
  const fetch = mockFetch((url) => {
    const path = new URL(url, 'http://site.test').pathname
    if (path === '/v2/decks/12') {
      return { body: { deck: listedDeck(), releases: [], record_shared: recordShared } }
    }
    if (path === '/v2/decks/12/results') return { body: RECORD }
    return { body: { count: 0, next: null, previous: null, results: [] } }
  })
  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/decks/12/'] })} />,
    ),
  )
  await screen.findByRole('heading', { name: 'Rhino Rush', level: 1 }, LONG)
  const askedForRecord = () =>
    fetch.mock.calls.some(([url]) => String(url).startsWith('/v2/decks/12/results'))
  return { askedForRecord }
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.getState().logOut()
})

describe("a deck page's record", () => {
  it('is not asked for by a visitor when the owner keeps it to themselves', async () => {
    const page = await openDeckPage(false)
    expect(page.askedForRecord()).toBe(false)
    expect(screen.queryByRole('heading', { name: 'Record' })).toBeNull()
  }, 15_000)

  it('is asked for and shown to a visitor when the owner shows it', async () => {
    const page = await openDeckPage(true)
    // Asked as the page is drawn: the check above is made when it would have been sent.
    expect(page.askedForRecord()).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Record' })).toBeTruthy()
  }, 15_000)

  it('is asked for by its owner whatever the setting', async () => {
    useAuth.getState().logIn(fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }), {
      username: 'Skaak',
      badge: 'a1b2',
    })
    const page = await openDeckPage(false)
    expect(page.askedForRecord()).toBe(true)
    expect(await screen.findByRole('heading', { name: 'Record' })).toBeTruthy()
  }, 15_000)
})
