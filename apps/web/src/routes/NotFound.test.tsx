// Issue 50 item 14: a page that is not there kept the previous screen's tab title and offered no
// way on. Its tab says what it is, and it links where a visitor may go next.
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const LONG = { timeout: 10_000 }

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  render(withQueryClient(<RouterProvider router={router} />))
  return router
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('pages that are not there', () => {
  it('Not Found links the cards, the decks and the home page', async () => {
    renderAt('/no/such/page/')
    const section = (await screen.findByRole('heading', { name: 'No page found' }, LONG))
      .parentElement as HTMLElement
    const links = within(section).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Browse cards', '/cards/'],
      ['Browse decks', '/decks/'],
      ['Home page', '/'],
    ])
    expect(document.title).toBe('Not found - Ashes Deckbuilder')
  }, 15_000)

  it("a player that is not there does not keep the last player's title", async () => {
    mockFetch((url) =>
      url === '/v2/players/1abc'
        ? { body: { username: 'Ann', badge: '1abc' } }
        : url.startsWith('/v2/players/')
          ? { status: 404, body: { detail: 'Not found.' } }
          : { body: { count: 0, next: null, previous: null, results: [] } },
    )
    const router = renderAt('/players/1abc/')
    await screen.findByRole('heading', { name: 'Ann#1abc' }, LONG)
    expect(document.title).toContain('Ann')
    await act(() => router.navigate('/players/gone/'))
    await screen.findByRole('heading', { name: 'No player found' }, LONG)
    expect(document.title).toBe('No player found - Ashes Deckbuilder')
  }, 15_000)

  it("a deck that is not there says so in the tab, not the route's 'Deck details'", async () => {
    mockFetch((url) =>
      url.startsWith('/v2/decks/')
        ? { status: 404, body: { detail: 'Not found.' } }
        : { body: { count: 0, next: null, previous: null, results: [] } },
    )
    renderAt('/decks/999999/')
    await screen.findByRole('heading', { name: 'No deck found' }, LONG)
    expect(document.title).toBe('No deck found - Ashes Deckbuilder')
  }, 15_000)
})
