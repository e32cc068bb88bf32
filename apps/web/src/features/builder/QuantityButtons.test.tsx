import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Profiler } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetBuilder, setCardCount } from './commands.ts'
import { emptyDeck } from './deck-data.ts'
import QuantityButtons from './QuantityButtons.tsx'
import { useBuilder } from './state.ts'

const aradel = { name: 'Aradel Summergaard', stub: 'aradel-summergaard' }
const jaguar = { stub: 'summon-blue-jaguar', name: 'Summon Blue Jaguar', type: 'Ready Spell' }
const spirit = {
  stub: 'water-spirit',
  name: 'Water Spirit',
  type: 'Ally',
  phoenixborn: aradel.name,
}
const ward = { ...spirit, stub: 'aradels-ward', name: "Aradel's Ward" }
const archers = {
  stub: 'fire-archers',
  name: 'Fire Archers',
  type: 'Ally',
  phoenixborn: 'Jessa Na Ni',
}

function openDeck(deck: Partial<ReturnType<typeof emptyDeck>> = {}) {
  useBuilder.setState({ enabled: true, deck: { ...emptyDeck(), phoenixborn: aradel, ...deck } })
}

afterEach(() => {
  cleanup()
  resetBuilder()
  vi.useRealTimers()
})

describe('quantity buttons', () => {
  it('offers 0 to 3 copies, marks the current count and sets a new one', () => {
    vi.useFakeTimers()
    openDeck()
    render(<QuantityButtons card={jaguar} />)
    const two = screen.getByRole('button', { name: '2 copies of Summon Blue Jaguar' })
    expect(screen.getByRole('button', { name: '0 copies of Summon Blue Jaguar' })).toHaveProperty(
      'ariaPressed',
      'true',
    )
    fireEvent.click(two)
    expect(useBuilder.getState().deck.cards).toMatchObject([{ stub: jaguar.stub, count: 2 }])
    expect(two.getAttribute('aria-pressed')).toBe('true')
  })

  it("groups a card's buttons under the card's name", () => {
    openDeck({ cards: [{ ...jaguar, phoenixborn: null, count: 1 }] })
    render(<QuantityButtons card={jaguar} size="pane" />)
    const group = screen.getByRole('group', { name: 'Copies of Summon Blue Jaguar' })
    expect(
      [...group.querySelectorAll('button')].map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Remove Summon Blue Jaguar',
      '1 copy of Summon Blue Jaguar',
      '2 copies of Summon Blue Jaguar',
      '3 copies of Summon Blue Jaguar',
    ])
  })

  it('disables counts that would take the Phoenixborn cards above 3 in all', () => {
    openDeck({ cards: [{ ...spirit, count: 2 }] })
    render(<QuantityButtons card={ward} />)
    expect(screen.getByRole('button', { name: "1 copy of Aradel's Ward" })).toHaveProperty(
      'disabled',
      false,
    )
    expect(screen.getByRole('button', { name: "2 copies of Aradel's Ward" })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it("says why counts are disabled: at most 3 of the Phoenixborn's cards in all", () => {
    openDeck({ cards: [{ ...spirit, count: 2 }] })
    render(<QuantityButtons card={ward} />)
    const why = 'At most 3 cards unique to Aradel Summergaard in a deck'
    // The group's accessible description, visible beside the buttons (touch has no tooltips).
    expect(
      screen.getByRole('group', { name: "Copies of Aradel's Ward", description: why }),
    ).toBeTruthy()
    expect(screen.getByText(why)).toBeTruthy()
    expect(screen.getByRole('button', { name: "2 copies of Aradel's Ward" }).title).toBe(why)
    expect(screen.getByRole('button', { name: "1 copy of Aradel's Ward" }).title).toBe('')
  })

  it('says which Phoenixborn a held card of another Phoenixborn needs', () => {
    openDeck({ cards: [{ ...archers, count: 1 }] })
    render(<QuantityButtons card={archers} />)
    const why = 'Only with Jessa Na Ni: choose Jessa Na Ni as your Phoenixborn to add copies'
    expect(
      screen.getByRole('group', { name: 'Copies of Fire Archers', description: why }),
    ).toBeTruthy()
    expect(screen.getByRole('button', { name: '2 copies of Fire Archers' })).toHaveProperty(
      'disabled',
      true,
    )
  })

  it('adds no explanation while every count is allowed', () => {
    openDeck()
    render(<QuantityButtons card={ward} />)
    expect(
      screen
        .getByRole('group', { name: "Copies of Aradel's Ward" })
        .getAttribute('aria-describedby'),
    ).toBeNull()
  })

  it("hides the buttons of another Phoenixborn's card, of conjurations and of legacy cards", () => {
    openDeck()
    const { container } = render(
      <>
        <QuantityButtons card={archers} />
        <QuantityButtons card={{ stub: 'mist-spirit', name: 'Mist Spirit', type: 'Conjuration' }} />
        <QuantityButtons card={{ ...jaguar, is_legacy: true }} />
      </>,
    )
    expect(container.querySelectorAll('button')).toHaveLength(0)
  })

  it('shows minus and plus for an unrestricted deck', () => {
    vi.useFakeTimers()
    openDeck({ is_unrestricted: true, cards: [{ ...jaguar, phoenixborn: null, count: 5 }] })
    render(<QuantityButtons card={jaguar} />)
    fireEvent.click(screen.getByRole('button', { name: 'Add one Summon Blue Jaguar' }))
    expect(useBuilder.getState().deck.cards[0]?.count).toBe(6)
    expect(screen.getByText('6')).toBeTruthy()
  })

  it("labels a Phoenixborn card 'Use', 'Swap' or 'In use'", () => {
    vi.useFakeTimers()
    openDeck({ phoenixborn: null })
    const jessa = { name: 'Jessa Na Ni', stub: 'jessa-na-ni', type: 'Phoenixborn' }
    const { rerender } = render(<QuantityButtons card={jessa} />)
    fireEvent.click(screen.getByRole('button', { name: 'Use Jessa Na Ni as your Phoenixborn' }))
    expect(screen.getByRole('button', { name: 'Jessa Na Ni is in use' })).toHaveProperty(
      'disabled',
      true,
    )
    rerender(<QuantityButtons card={{ ...aradel, type: 'Phoenixborn' }} />)
    expect(
      screen.getByRole('button', { name: 'Swap Aradel Summergaard as your Phoenixborn' })
        .textContent,
    ).toBe('Swap')
  })

  it('a count change re-renders only the controls of the card that changed', () => {
    vi.useFakeTimers()
    openDeck()
    const renders = { jaguar: 0, spirit: 0 }
    const count = (id: string) => () => {
      renders[id as keyof typeof renders] += 1
    }
    render(
      <>
        <Profiler id="jaguar" onRender={count('jaguar')}>
          <QuantityButtons card={jaguar} />
        </Profiler>
        <Profiler id="spirit" onRender={count('spirit')}>
          <QuantityButtons card={spirit} />
        </Profiler>
      </>,
    )
    const before = { ...renders }
    fireEvent.click(screen.getByRole('button', { name: '2 copies of Summon Blue Jaguar' }))
    expect(renders.jaguar).toBe(before.jaguar + 1)
    expect(renders.spirit).toBe(before.spirit)
  })

  it('every control of a long list follows its own card, as controls come and go', () => {
    vi.useFakeTimers()
    openDeck()
    const cards = Array.from({ length: 40 }, (_, n) => ({
      ...jaguar,
      stub: `spell-${n}`,
      name: `Spell ${n}`,
    }))
    const list = (shown: typeof cards) => (
      <>
        {shown.map((card) => (
          <QuantityButtons key={card.stub} card={card} />
        ))}
      </>
    )
    const pressed = (name: string) =>
      screen.getByRole('button', { name }).getAttribute('aria-pressed')
    const { rerender, unmount } = render(list(cards))
    fireEvent.click(screen.getByRole('button', { name: '1 copy of Spell 7' }))
    act(() => setCardCount(cards[30] as (typeof cards)[number], 2))
    expect(pressed('1 copy of Spell 7')).toBe('true')
    expect(pressed('2 copies of Spell 30')).toBe('true')
    expect(pressed('1 copy of Spell 8')).toBe('false')
    // Controls unmounted and mounted again still follow the deck.
    rerender(list(cards.slice(20)))
    act(() => setCardCount(cards[25] as (typeof cards)[number], 3))
    expect(pressed('3 copies of Spell 25')).toBe('true')
    unmount()
    render(list(cards.slice(0, 10)))
    expect(pressed('1 copy of Spell 7')).toBe('true')
    act(() => setCardCount(cards[3] as (typeof cards)[number], 1))
    expect(pressed('1 copy of Spell 3')).toBe('true')
  })
})
