// Pins SPEC §2 "Card details": up to 10 recent decks using the card, and 'See all decks using
// this card' only when there are more than 10.
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../lib/router/index.ts'
import { routes } from '../router.tsx'
import { listedDeck } from '../test-fixtures/decks.ts'
import { mockFetch, withQueryClient } from '../test-utils.tsx'

const details = {
  card: {
    name: 'Hammer Knight',
    stub: 'hammer-knight',
    type: 'Ally',
    release: { name: 'Master Set', stub: 'master-set' },
  },
  usage: { users: 2, decks: 11 },
  preconstructed_deck: null,
  related_cards: {},
  entity_id: 1,
  last_seen_entity_id: null,
}

function showCard(deckCount: number) {
  const fetchMock = mockFetch((url) => {
    if (url.startsWith('/v2/cards/hammer-knight/details')) return { body: details }
    if (url.startsWith('/v2/decks?')) {
      return { body: { count: deckCount, next: null, previous: null, results: [listedDeck()] } }
    }
    return { body: { count: 0, next: null, previous: null, results: [] } }
  })
  render(
    withQueryClient(
      <RouterProvider
        router={createMemoryRouter(routes, { initialEntries: ['/cards/hammer-knight/'] })}
      />,
    ),
  )
  return fetchMock
}

describe('recent decks on a card page (SPEC §2 "Card details", §9 previews of 10)', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("asks for 10 decks with the card and links 'See all decks using this card' when there are more", async () => {
    const fetchMock = showCard(11)
    const link = await screen.findByRole(
      'link',
      { name: 'See all decks using this card' },
      { timeout: 10_000 },
    )
    expect(link.getAttribute('href')).toBe('/decks/?card=hammer-knight')
    const preview = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://site.test'))
      .find((url) => url.pathname === '/v2/decks')
    expect(preview?.searchParams.get('limit')).toBe('10')
    expect(preview?.searchParams.get('card')).toBe('hammer-knight')
  }, 15_000)

  it('has no such link when the 10 shown are all there are', async () => {
    showCard(10)
    await screen.findByRole('heading', { name: 'Rhino Rush' }, { timeout: 10_000 })
    expect(screen.queryByRole('link', { name: 'See all decks using this card' })).toBeNull()
  }, 15_000)
})
