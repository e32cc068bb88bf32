import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { listedDeck } from '../../test-fixtures/decks.ts'
import { withQueryClient } from '../../test-utils.tsx'
import { DeckStub } from './DeckStub.tsx'

function show(element: React.ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: withQueryClient(element) }])
  render(<RouterProvider router={router} />)
}

const release = { name: 'Master Set', stub: 'master-set' }
const card = (name: string, type: string, count: number) => ({
  name,
  type,
  count,
  stub: name.toLowerCase().replaceAll(' ', '-'),
  phoenixborn: null,
  is_legacy: false,
  release,
})

const deck = listedDeck({
  cards: [
    card('Summon Iron Rhino', 'Ready Spell', 3),
    card('Hammer Knight', 'Ally', 3),
    card('Anchornaut', 'Ally', 2),
    card('Close Combat', 'Reaction Spell', 1),
  ],
})

describe("a listed deck's cards", () => {
  afterEach(cleanup)

  it('shows every card with its count, grouped by type under plural headings with their totals', () => {
    show(<DeckStub deck={deck} />)
    const cards = screen.getByTestId('stub-cards')
    const groups = [...cards.children].map((group) => group.textContent)
    // The deck page's section order (SECTION_ORDER of packages/game), names A to Z.
    expect(groups).toEqual([
      'Ready Spells (3)3 Summon Iron Rhino',
      'Allies (5)2 Anchornaut3 Hammer Knight',
      'Reaction Spells (1)1 Close Combat',
    ])
    expect(
      within(cards).getByRole('link', { name: 'Summon Iron Rhino' }).getAttribute('href'),
    ).toBe('/cards/summon-iron-rhino/')
  })

  it("ends with the deck's conjurations under their own heading, as the reference's list does", () => {
    show(
      <DeckStub
        deck={{
          ...deck,
          conjurations: [
            card('Iron Rhino', 'Conjuration', 1),
            card('Fox Spirit', 'Conjuration', 3),
            card('Spirit Form', 'Conjured Alteration Spell', 2),
          ],
        }}
      />,
    )
    const cards = screen.getByTestId('stub-cards')
    const groups = [...cards.children].map((group) => group.textContent)
    // One group whatever the conjuration's type, names A to Z, after the deck's own cards.
    expect(groups.at(-1)).toBe('Conjurations (6)3 Fox Spirit1 Iron Rhino2 Spirit Form')
    expect(groups).toHaveLength(4)
    expect(within(cards).getByRole('link', { name: 'Iron Rhino' }).getAttribute('href')).toBe(
      '/cards/iron-rhino/',
    )
    // The phone's button still counts the deck's 30, which conjurations are not part of.
    expect(screen.getByRole('button', { name: 'Show cards of Rhino Rush (9)' })).toBeTruthy()
  })

  it('links legacy cards to their legacy pages', () => {
    show(<DeckStub deck={{ ...deck, is_legacy: true }} />)
    const link = within(screen.getByTestId('stub-cards')).getByRole('link', { name: 'Anchornaut' })
    expect(link.getAttribute('href')).toBe('/cards/legacy/anchornaut/')
  })

  it('folds behind a disclosure button, closed at first, which narrow screens show (sm:hidden)', () => {
    show(<DeckStub deck={deck} />)
    const button = screen.getByRole('button', { name: 'Show cards of Rhino Rush (9)' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(button.className).toContain('sm:hidden')
    const cards = screen.getByTestId('stub-cards')
    expect(button.getAttribute('aria-controls')).toBe(cards.id)
    // Closed, the list is hidden below 640 px and shown from there up.
    expect(cards.classList.contains('hidden')).toBe(true)
    expect(cards.classList.contains('sm:block')).toBe(true)
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(button.textContent).toBe('Hide cards of Rhino Rush')
    expect(cards.classList.contains('hidden')).toBe(false)
  })

  it('leaves the list and its button out of a deck without cards', () => {
    show(<DeckStub deck={listedDeck({ cards: [] })} />)
    expect(screen.queryByTestId('stub-cards')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
