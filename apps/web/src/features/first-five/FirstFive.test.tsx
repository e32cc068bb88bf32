import type { FirstFiveSelection } from '@ashes/game'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../lib/router/index.ts'
import { mockFetch, withQueryClient } from '../../test-utils.tsx'
import type { FirstFiveDeck } from './deck.ts'
import FirstFiveDialog from './FirstFiveDialog.tsx'
import FirstFiveSection from './FirstFiveSection.tsx'

const card = (stub: string, count = 3, type = 'Ally') => ({
  stub,
  name: `Card ${stub}`,
  type,
  count,
})
const deck: FirstFiveDeck = {
  phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel' },
  dice: [{ name: 'charm', count: 5 }],
  cards: [...'abcdef'].map((stub) => card(stub)).concat(card('k', 1), card('z', 2)),
}

/** A card reply: costs one charm class symbol; `a` also has an effect cost. */
function cardsFromServer() {
  return mockFetch((url) => {
    const stub = /\/v2\/cards\/([^?]+)/.exec(url)?.[1] ?? ''
    return {
      body: {
        stub,
        name: `Card ${stub}`,
        type: stub === 'aradel' ? 'Phoenixborn' : 'Ally',
        release: { name: 'Core', stub: 'core' },
        ...(stub === 'aradel' ? {} : { cost: ['[[main]]', '1 [[charm:class]]'] }),
        ...(stub === 'a' ? { effectMagicCost: { 'charm:class': 1 } } : {}),
        ...(stub === 'b' ? { text: 'Search your draw pile for 1 card.' } : {}),
      },
    }
  })
}

/** Card links need a router. */
const routed = (element: ReactNode) =>
  withQueryClient(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function Editor() {
  const [selection, setSelection] = useState<FirstFiveSelection>({
    first_five: [],
    effect_costs: [],
    tutor_map: {},
  })
  return (
    <FirstFiveDialog deck={{ ...deck, ...selection }} onChange={setSelection} onClose={() => {}} />
  )
}

describe('the builder First Five', () => {
  it('takes five different cards, then offers no sixth', () => {
    cardsFromServer()
    render(routed(<Editor />))
    for (const stub of 'abcde')
      fireEvent.click(screen.getByRole('checkbox', { name: `Card ${stub}` }))
    expect(screen.getByText(/\(5 of 5\)/)).toBeTruthy()
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Card f' }).disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Card a' }))
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Card f' }).disabled).toBe(false)
  })

  it("marks an effect cost, which the card's odds then include", async () => {
    cardsFromServer()
    render(routed(<Editor />))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Card a' }))
    const row = await screen.findByText('Card a', { selector: 'li a' })
    const item = row.closest('li') as HTMLElement
    // 1 - (1/2)^5: a charm die shows class or power half the time
    expect(within(item).getByTestId('first-five-odds').textContent).toBe('96.9%')
    fireEvent.click(within(item).getByRole('checkbox', { name: /Pay its effect cost/ }))
    // two such faces among five dice: 1 - 6/32
    expect(within(item).getByTestId('first-five-odds').textContent).toBe('81.3%')
  })

  it('picks the card a tutor fetches', async () => {
    cardsFromServer()
    render(routed(<Editor />))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Card b' }))
    const fetches = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Fetches' })
    // only the tutor offers a pick
    expect(screen.getAllByRole('combobox')).toHaveLength(1)
    fireEvent.change(fetches, { target: { value: 'k' } })
    expect(fetches.value).toBe('k')
    fireEvent.change(fetches, { target: { value: '' } })
    expect(fetches.value).toBe('')
  })
})

describe('the deck page First Five', () => {
  it('shows the chosen cards with their odds, all of them together and the draw odds', async () => {
    cardsFromServer()
    const chosen = {
      ...deck,
      first_five: ['a', 'b', 'c', 'd', 'e'],
      effect_costs: [],
      tutor_map: {},
    }
    render(routed(<FirstFiveSection deck={chosen} />))
    expect(
      (await screen.findAllByTestId('first-five-odds')).map((odds) => odds.textContent),
    ).toEqual(Array(5).fill('96.9%'))
    // five class-or-power faces from five dice: (1/2)^5
    expect(screen.getByTestId('first-five-together').textContent).toBe('3.1%')
    const draws = screen.getByRole('table')
    const single = within(draws).getByRole('row', { name: /1× Card k/ })
    // the one copy among the 16 cards left: 5 of them by round 2 (5/16), 10 by round 3
    expect(
      within(single)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0%', '31.3%', '62.5%'])
  })

  it('says when no First Five is chosen, and draws five random cards', () => {
    render(routed(<FirstFiveSection deck={deck} />))
    expect(screen.getByText('No First Five chosen.')).toBeTruthy()
    expect(screen.getByText(/five random cards/)).toBeTruthy()
  })
})
