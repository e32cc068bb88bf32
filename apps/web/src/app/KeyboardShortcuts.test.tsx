import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetBuilder } from '../features/builder/commands.ts'
import { emptyDeck } from '../features/builder/deck-data.ts'
import QuantityButtons from '../features/builder/QuantityButtons.tsx'
import { useBuilder } from '../features/builder/state.ts'
import { KeyboardShortcuts, loadShortcuts } from './KeyboardShortcuts.tsx'
import { SHORTCUTS } from './shortcuts.ts'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const jaguar = { stub: 'summon-blue-jaguar', name: 'Summon Blue Jaguar', type: 'Ready Spell' }
const spirit = {
  stub: 'water-spirit',
  name: 'Water Spirit',
  type: 'Ally',
  phoenixborn: aradel.name,
}
const ward = { ...spirit, stub: 'aradels-ward', name: "Aradel's Ward" }
const ROWS = [jaguar, ward, spirit]

/** A card browser in miniature: the search box, another field and rows with quantity buttons. */
function Page() {
  const [q, setQ] = useState('')
  return (
    <>
      <input
        id="card-search"
        type="search"
        aria-label="Search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <input aria-label="Deck title" />
      <ul data-card-rows>
        {ROWS.map((card) => (
          <li key={card.stub} data-card-row>
            {/* The buttons first, as in the card browser's rows. */}
            <QuantityButtons card={card} />
            <a href={`/cards/${card.stub}/`}>{card.name}</a>
          </li>
        ))}
      </ul>
      <KeyboardShortcuts />
    </>
  )
}

/** Presses a key on the focused element; true when a shortcut took it (default prevented). */
const press = (key: string) => !fireEvent.keyDown(document.activeElement ?? document.body, { key })
const count = (stub: string) =>
  useBuilder.getState().deck.cards.find((card) => card.stub === stub)?.count ?? 0
const link = (name: string) => screen.getByRole('link', { name })

function openDeck(deck: Partial<ReturnType<typeof emptyDeck>> = {}) {
  useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: aradel, ...deck } })
}

beforeEach(async () => {
  // The registry's own chunk, fetched as the page shows: here before the first key.
  await loadShortcuts()
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  resetBuilder()
  vi.useRealTimers()
})

describe('keyboard shortcuts', () => {
  it('/ focuses the card search', () => {
    render(<Page />)
    expect(press('/')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search' }))
  })

  it('runs nothing while typing in a field: the key is typed', () => {
    openDeck()
    render(<Page />)
    screen.getByRole('textbox', { name: 'Deck title' }).focus()
    for (const key of ['/', '?', '+', '-', 'ArrowDown']) expect(press(key)).toBe(false)
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Deck title' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useBuilder.getState().deck.cards).toEqual([])
  })

  it('? lists every shortcut of the registry; Escape closes the list, which has the keys', async () => {
    vi.useRealTimers() // the list is a lazy chunk, awaited below
    render(<Page />)
    expect(press('?')).toBe(true)
    const list = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
    // The list listens for Escape from when it has taken focus (the lazy chunk's effects run
    // after its markup is in place).
    await waitFor(() => expect(list.contains(document.activeElement)).toBe(true))
    const rows = within(list).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual(
      SHORTCUTS.map((entry) => `${entry.label}${entry.description}${entry.when}`),
    )
    expect(press('/')).toBe(false)
    expect(document.activeElement).not.toBe(screen.getByRole('searchbox', { name: 'Search' }))
    fireEvent.keyDown(window, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Escape clears the search with text, then leaves it; in another field it leaves it', () => {
    render(<Page />)
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' })
    search.focus()
    fireEvent.change(search, { target: { value: 'jaguar' } })
    expect(press('Escape')).toBe(true)
    expect(search.value).toBe('')
    expect(document.activeElement).toBe(search)
    expect(press('Escape')).toBe(true)
    expect(document.activeElement).toBe(document.body)
    screen.getByRole('textbox', { name: 'Deck title' }).focus()
    expect(press('Escape')).toBe(true)
    expect(document.activeElement).toBe(document.body)
    // Outside a field Escape belongs to whatever is open (dialogs, menus, the pane).
    expect(press('Escape')).toBe(false)
  })
})

describe('keyboard shortcuts in the builder', () => {
  it('+ and - change the copies of the focused row, within 0 to 3 as the buttons allow', () => {
    openDeck()
    render(<Page />)
    link(jaguar.name).focus()
    expect(press('-')).toBe(true)
    expect(count(jaguar.stub)).toBe(0)
    for (const _ of [1, 2, 3, 4]) press('+')
    expect(count(jaguar.stub)).toBe(3)
    // Focus on a quantity button of the row counts as the row's focus too.
    screen.getByRole('button', { name: '3 copies of Summon Blue Jaguar' }).focus()
    press('-')
    expect(count(jaguar.stub)).toBe(2)
  })

  it("holds the Phoenixborn's cards to 3 in all, as the buttons do", () => {
    openDeck({ cards: [{ ...spirit, count: 2 }] })
    render(<Page />)
    link(ward.name).focus()
    press('+')
    press('+')
    expect(count(ward.stub)).toBe(1)
    expect(screen.getByRole('button', { name: "2 copies of Aradel's Ward" })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('goes past 3 copies in an unrestricted deck', () => {
    openDeck({ is_unrestricted: true, cards: [{ ...jaguar, phoenixborn: null, count: 3 }] })
    render(<Page />)
    link(jaguar.name).focus()
    press('+')
    expect(count(jaguar.stub)).toBe(4)
  })

  it("arrow keys move focus to the rows' current counts, staying at either end", () => {
    openDeck({ cards: [{ ...spirit, count: 2 }] })
    render(<Page />)
    const current = (label: string) => screen.getByRole('button', { name: label })
    link(jaguar.name).focus()
    expect(press('ArrowUp')).toBe(true)
    expect(document.activeElement).toBe(link(jaguar.name))
    press('ArrowDown')
    expect(document.activeElement).toBe(current("0 copies of Aradel's Ward"))
    press('ArrowDown')
    press('ArrowDown')
    expect(document.activeElement).toBe(current('2 copies of Water Spirit'))
    press('ArrowUp')
    press('ArrowUp')
    expect(document.activeElement).toBe(current('0 copies of Summon Blue Jaguar'))
  })

  it('leaves + and the arrows alone outside a row or with the builder off', () => {
    openDeck()
    render(<Page />)
    expect(press('+')).toBe(false)
    expect(press('ArrowDown')).toBe(false)
    link(jaguar.name).focus()
    resetBuilder()
    expect(press('+')).toBe(false)
    expect(press('ArrowDown')).toBe(false)
  })
})
