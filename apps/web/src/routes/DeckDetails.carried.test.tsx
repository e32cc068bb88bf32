// A public deck page the server rendered for a visitor carries its "No deck found" answer
// (lib/query-failures.ts). A logged-in player's app asks again as them once it has the page;
// that answer cannot differ (api-decks 4.4), so the page must not show "Loading deck..." between
// the two "No deck found"s.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { useAuth } from '../lib/auth-store.ts'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { fakeJwt, withQueryClient } from '../test-utils.tsx'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  useAuth.getState().logOut()
  document.getElementById('query-failures')?.remove()
})

it("keeps the carried 'No deck found' while a logged-in player's own ask is on its way", async () => {
  const carried = document.createElement('script')
  carried.type = 'application/json'
  carried.id = 'query-failures'
  carried.textContent = JSON.stringify([
    [['decks', 'details', '999', false, null], 404, 'Deck not found.'],
  ])
  document.body.append(carried)
  useAuth.getState().logIn(fakeJwt({ exp: Math.floor(Date.now() / 1000) + 3600 }), {
    username: 'Skaak',
    badge: 'a1b2',
  })
  let answer = (_: Response) => {}
  const fetch = vi.fn(
    (_url: RequestInfo | URL) => new Promise<Response>((resolve) => (answer = resolve)),
  )
  vi.stubGlobal('fetch', fetch)

  render(
    withQueryClient(
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/decks/999/'] })} />,
    ),
  )
  const heading = await screen.findByRole('heading', { name: 'No deck found' }, { timeout: 10_000 })
  expect(heading).toBeTruthy()
  // The player's own ask is under way, and the page still says what it said.
  expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/v2/decks/999')
  expect(screen.queryByText('Loading deck...')).toBeNull()

  await act(async () => {
    answer(
      new Response(JSON.stringify({ detail: 'Deck not found.' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
  })
  expect(screen.getByRole('heading', { name: 'No deck found' })).toBeTruthy()
  expect(screen.queryByText('Loading deck...')).toBeNull()
}, 15_000)
