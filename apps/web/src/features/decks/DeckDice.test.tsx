import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DeckDice } from './DeckDice.tsx'

describe("a deck page's dice", () => {
  afterEach(cleanup)

  it("names each type it holds beside its icon and count, in the deck's order", () => {
    const { container } = render(
      <DeckDice
        named
        dice={[
          { name: 'natural', count: 2 },
          { name: 'time', count: 0 },
          { name: 'charm', count: 8 },
        ]}
      />,
    )
    expect(screen.getByRole('img', { name: '2 Natural dice, 8 Charm dice' })).toBeTruthy()
    const named = [...container.querySelectorAll('[data-testid="die-count"]')]
    expect(named.map((entry) => entry.textContent)).toEqual(['Natural ×2', 'Charm ×8'])
    expect(named[0]?.querySelector('.icon-die.sym-natural-power')).not.toBeNull()
  })

  it('lists no names where space is short (deck listings) or no dice are assigned', () => {
    const dice = [{ name: 'natural', count: 10 }]
    const { container, rerender } = render(<DeckDice dice={dice} />)
    expect(container.querySelectorAll('[data-testid="die-count"]')).toHaveLength(0)
    rerender(<DeckDice named dice={[]} />)
    expect(container.querySelectorAll('[data-testid="die-count"]')).toHaveLength(0)
    expect(screen.getByRole('img', { name: '(No dice assigned)' })).toBeTruthy()
  })
})
