import { startDraw } from '@ashes/game'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { withQueryClient } from '../../test-utils.tsx'
import TestDrawDialog from './TestDrawDialog.tsx'

const deck = {
  cards: ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((stub) => ({
    stub,
    name: `Card ${stub}`,
    type: 'Ally',
    count: 3,
  })),
  dice: [{ name: 'natural', count: 3 }],
  first_five: [],
}

function show(props: Partial<Parameters<typeof TestDrawDialog>[0]> = {}) {
  const onReset = vi.fn()
  const element = (
    <TestDrawDialog deck={deck} seed="s1" onReset={onReset} onClose={() => {}} {...props} />
  )
  const router = createMemoryRouter([{ path: '*', element: withQueryClient(element) }])
  render(<RouterProvider router={router} />)
  return { onReset }
}
const hand = () =>
  within(screen.getByRole('list', { name: 'Hand' }))
    .getAllByRole('link')
    .map((link) => link.textContent)

describe('test draw dialog', () => {
  afterEach(cleanup)

  it("shows the seed's hand and each die's face, in icons and in words", () => {
    show()
    expect(hand()).toEqual(startDraw(deck, 's1').hand.map((card) => card.name))
    const dice = within(screen.getByRole('list', { name: 'Dice roll' })).getAllByRole('img')
    expect(dice).toHaveLength(3)
    expect(screen.getByText(/^Natural: \d power, \d class, \d basic$/)).toBeTruthy()
    expect(screen.getByText('5 in hand, 16 left to draw, 0 discarded')).toBeTruthy()
  })

  it('draws, discards, starts the next round and asks for a new seed on Reset', () => {
    const { onReset } = show()
    fireEvent.click(screen.getByRole('button', { name: 'Draw' }))
    fireEvent.click(screen.getAllByRole('button', { name: /^Discard / })[0] as HTMLElement)
    fireEvent.click(screen.getAllByRole('button', { name: /^Discard / })[0] as HTMLElement)
    expect(screen.getByText('4 in hand, 15 left to draw, 2 discarded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Next round' }))
    expect(screen.getByRole('heading', { name: 'Round 2' })).toBeTruthy()
    expect(screen.getByText('5 in hand, 14 left to draw, 2 discarded')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(onReset).toHaveBeenCalledOnce()
  })

  it('says so when the deck has no cards or dice', () => {
    show({ deck: { cards: [], dice: [], first_five: [] } })
    expect(screen.getByText('No cards in hand.')).toBeTruthy()
    expect(screen.getByText('This deck has no dice.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Draw' }).hasAttribute('disabled')).toBe(true)
  })
})
