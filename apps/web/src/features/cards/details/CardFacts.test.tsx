import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryRouter, RouterProvider } from '../../../lib/router/index.ts'
import type { CardDetails } from '../api.ts'
import { CardFacts } from './CardFacts.tsx'

function details(usage: CardDetails['usage'], precon: CardDetails['preconstructed_deck'] = null) {
  return {
    card: {
      name: 'Hammer Knight',
      stub: 'hammer-knight',
      type: 'Ally',
      release: { name: 'Master Set', stub: 'master-set' },
    },
    usage,
    preconstructed_deck: precon,
    related_cards: {},
    entity_id: 1,
    last_seen_entity_id: null,
  } satisfies CardDetails
}

function show(data: CardDetails) {
  const router = createMemoryRouter([{ path: '*', element: <CardFacts details={data} /> }])
  render(<RouterProvider router={router} />)
}

const usageLine = () => screen.getByText(/have this card|has this card/).textContent

afterEach(cleanup)

describe('card usage: the players and decks using the card, in the right number, and what counts', () => {
  it('keeps the plural text for several users and decks', () => {
    show(details({ users: 9, decks: 12 }))
    expect(usageLine()).toBe('9 users have this card in 12 decks')
  })

  it('reads "1 user has this card in 1 deck" for one of each', () => {
    show(details({ users: 1, decks: 1 }))
    expect(usageLine()).toBe('1 user has this card in 1 deck')
  })

  it('reads "1 user has this card in 3 decks" and "2 users have this card in 1 deck"', () => {
    show(details({ users: 1, decks: 3 }))
    expect(usageLine()).toBe('1 user has this card in 3 decks')
    cleanup()
    show(details({ users: 2, decks: 1 }))
    expect(usageLine()).toBe('2 users have this card in 1 deck')
  })

  it('says the count leaves out preconstructed decks, beside a preconstructed deck with the card', () => {
    show(details({ users: 0, decks: 0 }, { id: 5, title: 'Starter deck' }))
    expect(usageLine()).toBe('0 users have this card in 0 decks')
    expect(screen.getByText(/preconstructed decks are not counted/)).toBeTruthy()
  })
})
