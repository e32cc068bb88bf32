import { describe, expect, it } from 'vitest'
import { capDice } from './deck-dice.ts'
import { conjurationPile } from './deck-pile.ts'

interface C {
  name: string
  copies?: number
  conjures: string[]
}
const cards: Record<string, C> = {
  pb: { name: 'Phoenixborn', conjures: ['Zeta Spirit'] },
  summon: { name: 'Summon Adaptodon', conjures: ['Adaptodon'] },
  summon2: { name: 'Another Summon', conjures: ['Adaptodon', 'Zeta Spirit'] },
  Adaptodon: { name: 'Adaptodon', copies: 2, conjures: ['Ice Adaptation', 'Fire Adaptation'] },
  'Ice Adaptation': { name: 'Ice Adaptation', copies: 4, conjures: [] },
  'Fire Adaptation': { name: 'Fire Adaptation', copies: 4, conjures: ['Adaptodon'] },
  'Zeta Spirit': { name: 'Zeta Spirit', copies: 1, conjures: [] },
}
const conjurationsOf = (card: C) => card.conjures.map((name) => cards[name] as C)
const pile = (...roots: C[]) =>
  conjurationPile(roots, conjurationsOf).map((e) => `${e.card.name}:${e.count}`)

describe('conjurationPile', () => {
  it('follows conjurations of conjurations, lists each once by name, counted by copies', () => {
    expect(pile(cards.pb as C, cards.summon as C, cards.summon2 as C)).toEqual([
      'Adaptodon:2',
      'Fire Adaptation:4',
      'Ice Adaptation:4',
      'Zeta Spirit:1',
    ])
  })

  it('is empty for cards that conjure nothing', () => {
    expect(pile(cards['Zeta Spirit'] as C)).toEqual([])
  })
})

describe('capDice', () => {
  it('caps the running total at 10, keeping the remainder and dropping the rest', () => {
    expect(
      capDice([
        { name: 'natural', count: 8 },
        { name: 'sympathy', count: 10 },
        { name: 'charm', count: 5 },
      ]),
    ).toEqual([
      { name: 'natural', count: 8 },
      { name: 'sympathy', count: 2 },
    ])
  })

  it('merges a repeated die into its first position and drops empty dice', () => {
    expect(
      capDice([
        { name: 'charm', count: 2 },
        { name: 'time', count: 0 },
        { name: 'natural', count: 3 },
        { name: 'charm', count: 1 },
      ]),
    ).toEqual([
      { name: 'charm', count: 3 },
      { name: 'natural', count: 3 },
    ])
  })
})
