import { describe, expect, it } from 'vitest'
import { deckDiceOdds, deckStats, mainCostDice, type StatsCard } from './deck-stats.ts'

const card = (name: string, type: string, extra: Partial<StatsCard> = {}): StatsCard => ({
  name,
  stub: name.toLowerCase().replace(/ /g, '-'),
  type,
  ...extra,
})

const aradel = card('Aradel Summergaard', 'Phoenixborn', {
  effectMagicCost: { 'natural:class': 1 },
})
const jaguar = card('Blue Jaguar', 'Conjuration', { copies: 2 })
const summonJaguar = card('Summon Blue Jaguar', 'Ready Spell', {
  cost: ['[[main]]', '1 [[natural:class]]'],
  magicCost: { 'natural:class': 1 },
  effectMagicCost: { 'natural:power': 1 },
  conjurations: [{ stub: 'blue-jaguar' }],
})
const waterSpirit = card('Water Spirit', 'Ally', {
  phoenixborn: 'Aradel Summergaard',
  cost: ['[[main]]', '1 [[natural:class]]', '1 [[basic]]'],
  magicCost: { 'natural:class': 1, basic: 1 },
})
const crossSpell = card('Cross Spell', 'Action Spell', {
  cost: ['[[main]]', ['1 [[charm:class]]', '1 [[illusion:class]]']],
  magicCost: { 'charm:class / illusion:class': 1 },
})
const freeSpell = card('Free Spell', 'Reaction Spell', { cost: ['[[side]]'] })
const byStub = new Map([jaguar, summonJaguar].map((c) => [c.stub, c]))

const deck = (dice: [string, number][]) => ({
  phoenixborn: aradel,
  dice: dice.map(([name, count]) => ({ name, count })),
  cards: [
    { card: summonJaguar, count: 3 },
    { card: waterSpirit, count: 2 },
    { card: crossSpell, count: 1 },
    { card: freeSpell, count: 3 },
  ],
  cardByStub: (stub: string) => byStub.get(stub),
})

describe('deckStats', () => {
  it('counts card types in type order', () => {
    expect(deckStats(deck([['natural', 10]])).types).toEqual([
      { type: 'Ready Spell', count: 3 },
      { type: 'Ally', count: 2 },
      { type: 'Action Spell', count: 1 },
      { type: 'Reaction Spell', count: 3 },
    ])
  })

  it('tallies power and class symbols per magic, main and effect, against the dice', () => {
    const stats = deckStats(
      deck([
        ['natural', 6],
        ['charm', 4],
      ]),
    )
    expect(stats.magic.map((row) => row.magic)).toEqual(['charm', 'illusion', 'natural'])
    const natural = stats.magic.find((row) => row.magic === 'natural')
    // Main: 3 Summon + 2 Water Spirit class; effect: 3 Summon power + Aradel's class once.
    expect(natural).toMatchObject({
      dice: 6,
      main: { power: 0, class: 5 },
      effect: { power: 3, class: 1 },
    })
    expect(natural?.cards).toEqual(['Summon Blue Jaguar', 'Water Spirit', 'Aradel Summergaard'])
    expect(stats.basic).toBe(2)
  })

  it('warns of magic no die in the pool has; an either/or cost needs only one of its magics', () => {
    expect(
      deckStats(
        deck([
          ['natural', 6],
          ['charm', 4],
        ]),
      ).missing,
    ).toEqual([])
    expect(deckStats(deck([['charm', 10]])).missing).toEqual([
      { magic: 'natural', cards: ['Aradel Summergaard', 'Summon Blue Jaguar', 'Water Spirit'] },
    ])
    expect(deckStats(deck([['natural', 10]])).missing).toEqual([
      { magic: 'charm', cards: ['Cross Spell'] },
      { magic: 'illusion', cards: ['Cross Spell'] },
    ])
  })

  it('draws the cost curve as total dice per main cost, from 0', () => {
    expect(deckStats(deck([['natural', 10]])).curve).toEqual([
      { dice: 0, count: 3 },
      { dice: 1, count: 4 },
      { dice: 2, count: 2 },
    ])
    expect(
      mainCostDice(card('X', 'Ally', { magicCost: { 'ceremonial:class': 2, basic: 1 } })),
    ).toBe(3)
  })

  it('lists conjurations with their pile sizes and the unique cards', () => {
    const stats = deckStats(deck([['natural', 10]]))
    expect(stats.conjurations).toEqual([{ name: 'Blue Jaguar', stub: 'blue-jaguar', count: 2 }])
    expect(stats.uniques).toEqual([{ name: 'Water Spirit', stub: 'water-spirit', count: 2 }])
  })
})

describe('deckDiceOdds', () => {
  it("gives each card's chance that one roll pays its main cost", () => {
    const odds = deckDiceOdds(
      deck([
        ['natural', 1],
        ['charm', 1],
      ]),
    )
    expect(odds.map(({ card, odds }) => [card.name, odds])).toEqual([
      ['Summon Blue Jaguar', 0.5],
      ['Water Spirit', 0.5],
      ['Cross Spell', 0.5],
      ['Free Spell', 1],
    ])
  })
})
