import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ConflictDialog } from './ConflictDialog.tsx'
import { resetBuilder } from './commands.ts'
import { APPLY_MINE, CONFLICT_TEXT, CONFLICT_TITLE, DISCARD_MINE } from './conflict.ts'
import { emptyDeck } from './deck-data.ts'
import { SaveStatusButton } from './SaveStatusButton.tsx'
import { useBuilder } from './state.ts'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const card = { stub: 'captivate', name: 'Captivate', type: 'Action Spell', phoenixborn: null }
const base = { ...emptyDeck(), id: 41, etag: '"41.1"', phoenixborn: aradel }
const theirs = { ...base, etag: '"41.2"', title: 'Saved elsewhere' }

afterEach(() => {
  cleanup()
  resetBuilder()
})

/** The builder with Captivate set to 2 unsaved, and deck 41 saved elsewhere meanwhile. */
function inConflict() {
  useBuilder.setState({
    enabled: true,
    isDirty: true,
    base,
    deck: { ...base, cards: [{ ...card, count: 2 }] },
    conflict: { deck: theirs, open: true },
  })
  render(
    <>
      <SaveStatusButton />
      <ConflictDialog />
    </>,
  )
}

describe('the conflict dialog', () => {
  it("says the deck changed elsewhere, lists the player's change and offers both ways out", () => {
    inConflict()
    const dialog = screen.getByRole('dialog', { name: CONFLICT_TITLE })
    expect(dialog.textContent).toContain(CONFLICT_TEXT)
    expect(dialog.textContent).toContain('Captivate: 2 copies')
    expect(screen.getByRole('button', { name: APPLY_MINE })).toBeTruthy()
    expect(screen.getByRole('button', { name: DISCARD_MINE })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Not saved: changed elsewhere' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Deck is saved!' })).toBeNull()
  })

  it('closing keeps the choice open; the save status shows it again', () => {
    inConflict()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useBuilder.getState().conflict?.deck).toBe(theirs)
    fireEvent.click(screen.getByRole('button', { name: 'Not saved: changed elsewhere' }))
    expect(screen.getByRole('dialog', { name: CONFLICT_TITLE })).toBeTruthy()
  })

  it("discarding takes the other save's deck and closes", () => {
    inConflict()
    act(() => fireEvent.click(screen.getByRole('button', { name: DISCARD_MINE })))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(useBuilder.getState().deck.title).toBe('Saved elsewhere')
    expect(screen.getByRole('button', { name: 'Deck is saved!' })).toBeTruthy()
  })
})

describe('what the conflict dialog says changed (issue 50 item 13)', () => {
  /** The player changed the dice; the other save changed a card and the dice too. */
  function diceConflict() {
    const start = { ...base, dice: [{ name: 'natural' as const, count: 10 }] }
    useBuilder.setState({
      enabled: true,
      isDirty: true,
      base: start,
      deck: {
        ...start,
        dice: [
          { name: 'natural', count: 3 },
          { name: 'astral', count: 7 },
        ],
      },
      conflict: {
        deck: {
          ...start,
          etag: '"41.2"',
          cards: [{ ...card, count: 3 }],
          dice: [{ name: 'charm', count: 10 }],
        },
        open: true,
      },
    })
    render(<ConflictDialog />)
  }

  const list = (name: string) =>
    Array.from(
      within(screen.getByRole('dialog')).getByRole('list', { name }).querySelectorAll('li'),
      (item) => item.textContent,
    )

  it('lists what changed elsewhere beside the player’s change', () => {
    diceConflict()
    expect(list('Changed elsewhere:')).toEqual(['Captivate: 3 copies', 'Dice: 10 Charm'])
  })

  it('says what the dice became, not only "Dice"', () => {
    diceConflict()
    expect(list('Your change:')).toEqual(['Dice: 3 Natural, 7 Astral'])
  })
})
