import { describe, expect, it } from 'vitest'
import {
  DECK_CARD_LIMIT,
  type DeckEntry,
  type DeckRuleCard,
  type DeckRuleInput,
  deckCardIssues,
} from './deck.ts'
import {
  canSetCopies,
  copyLimits,
  diceSlots,
  isDeckCard,
  keepCardsFor,
  legalCards,
  maxDieCount,
  withDieCount,
} from './deck-builder.ts'
import { aradel, card, fireArchers, jaguar, waterSpirit } from './test-cards.ts'

const ward = card('Aradels Ward', 'Reaction Spell', 'Aradel Summergaard')
const deck = (
  cards: DeckEntry[],
  phoenixborn: DeckRuleCard | null = aradel,
  unrestricted = false,
) => ({
  phoenixborn,
  isUnrestricted: unrestricted,
  cards,
})

describe('isDeckCard: which cards get quantity buttons', () => {
  it('gives buttons to spells and allies only, never to Phoenixborn, conjurations or legacy cards', () => {
    expect(isDeckCard({ type: 'Ally' })).toBe(true)
    expect(isDeckCard({ type: 'Ready Spell' })).toBe(true)
    expect(isDeckCard({ type: 'Phoenixborn' })).toBe(false)
    expect(isDeckCard({ type: 'Conjuration' })).toBe(false)
    expect(isDeckCard({ type: 'Conjured Alteration Spell' })).toBe(false)
    expect(isDeckCard({ type: 'Reference' })).toBe(false)
    expect(isDeckCard({ type: 'Ally', is_legacy: true })).toBe(false)
  })
})

describe('canSetCopies', () => {
  it('allows 0 to 3 copies of a card in a standard deck', () => {
    expect([0, 1, 2, 3, 4].map((n) => canSetCopies(deck([]), jaguar, n))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ])
  })

  it('refuses a count that would push the Phoenixborn unique total above 3', () => {
    const two = deck([{ card: waterSpirit, count: 2 }])
    expect(canSetCopies(two, ward, 1)).toBe(true)
    expect(canSetCopies(two, ward, 2)).toBe(false)
    expect(canSetCopies(two, waterSpirit, 3)).toBe(true)
    // Ordinary cards are not held back by the unique total.
    expect(canSetCopies(deck([{ card: waterSpirit, count: 3 }]), jaguar, 3)).toBe(true)
  })

  it("refuses another Phoenixborn's card, but allows any before a Phoenixborn is chosen", () => {
    expect(canSetCopies(deck([]), fireArchers, 1)).toBe(false)
    expect(canSetCopies(deck([], null), fireArchers, 3)).toBe(true)
    expect(canSetCopies(deck([{ card: fireArchers, count: 3 }], null), fireArchers, 3)).toBe(true)
    expect(canSetCopies(deck([{ card: waterSpirit, count: 3 }], null), ward, 1)).toBe(false)
  })

  it('allows any count and any unique card in an unrestricted deck', () => {
    expect(canSetCopies(deck([], null, true), jaguar, 12)).toBe(true)
    expect(canSetCopies(deck([], aradel, true), fireArchers, 5)).toBe(true)
    expect(canSetCopies(deck([], null, true), jaguar, -1)).toBe(false)
  })

  it('never allows copies of conjurations', () => {
    expect(canSetCopies(deck([]), card('Blue Jaguar', 'Conjuration'), 1)).toBe(false)
  })
})

/** The rule as the save rules state it: setting the card adds no problem about it or the uniques. */
function saveRulesAllow(deck: DeckRuleInput, target: DeckRuleCard, count: number) {
  if (count === 0) return true
  if (!Number.isInteger(count) || count < 0 || !isDeckCard(target)) return false
  const phoenixborn =
    deck.phoenixborn ??
    (target.phoenixborn ? { name: target.phoenixborn, stub: '', type: 'Phoenixborn' } : null)
  const cards = deck.cards.filter((entry) => entry.card.stub !== target.stub)
  return !deckCardIssues({ ...deck, phoenixborn, cards: [...cards, { card: target, count }] }).some(
    (issue) =>
      issue.stub === target.stub ||
      (issue.code === 'too_many_phoenixborn_cards' && Boolean(target.phoenixborn)),
  )
}

describe('copyLimits: the copy limits of every card, computed once per deck', () => {
  it('gives 3 for ordinary cards, what the unique total leaves for uniques, 0 for others', () => {
    const limit = copyLimits(deck([{ card: waterSpirit, count: 2 }]))
    expect(limit(jaguar)).toBe(3)
    expect(limit(waterSpirit)).toBe(3)
    expect(limit(ward)).toBe(1)
    expect(limit(fireArchers)).toBe(0)
    expect(limit(card('Blue Jaguar', 'Conjuration'))).toBe(0)
    expect(copyLimits(deck([], null, true))(fireArchers)).toBe(DECK_CARD_LIMIT)
  })

  it(`lets no card take a deck past ${DECK_CARD_LIMIT} cards, which saving refuses`, () => {
    const nearlyFull = deck([{ card: jaguar, count: DECK_CARD_LIMIT - 2 }], null, true)
    expect(copyLimits(nearlyFull)(fireArchers)).toBe(2)
    expect(copyLimits(nearlyFull)(jaguar)).toBe(DECK_CARD_LIMIT)
    const full = deck([{ card: jaguar, count: DECK_CARD_LIMIT }], null, true)
    expect(copyLimits(full)(fireArchers)).toBe(0)
    expect(canSetCopies(full, jaguar, DECK_CARD_LIMIT - 1)).toBe(true)
  })

  it('agrees with the save rules for every card, deck and count', () => {
    const pool = [jaguar, waterSpirit, ward, fireArchers, card('Mist Spirit', 'Conjuration')]
    const decks = [
      deck([]),
      deck([], null),
      deck([], null, true),
      deck([{ card: waterSpirit, count: 2 }]),
      deck([
        { card: waterSpirit, count: 2 },
        { card: ward, count: 1 },
        { card: jaguar, count: 3 },
      ]),
      deck([{ card: fireArchers, count: 2 }], null),
      deck([{ card: waterSpirit, count: 3 }], null),
      deck(
        [
          { card: fireArchers, count: 5 },
          { card: jaguar, count: 9 },
        ],
        aradel,
        true,
      ),
    ]
    for (const rules of decks)
      for (const target of pool)
        for (const count of [0, 1, 2, 3, 4, 7, 1.5, -1])
          expect(canSetCopies(rules, target, count), `${target.name} ×${count}`).toBe(
            saveRulesAllow(rules, target, count),
          )
  })
})

describe('diceSlots: the 10-slot dice row', () => {
  it('fills the slots in the order the dice were added and leaves the rest empty', () => {
    expect(
      diceSlots([
        { name: 'natural', count: 2 },
        { name: 'charm', count: 1 },
      ]),
    ).toEqual(['natural', 'natural', 'charm', null, null, null, null, null, null, null])
    expect(diceSlots([])).toEqual(Array(10).fill(null))
  })
})

describe('keepCardsFor: swapping the Phoenixborn', () => {
  it('drops the cards bound to another Phoenixborn and keeps the rest', () => {
    const cards = [
      { card: jaguar, count: 3 },
      { card: waterSpirit, count: 1 },
      { card: fireArchers, count: 2 },
    ]
    expect(keepCardsFor(cards, 'Jessa Na Ni').map((entry) => entry.card)).toEqual([
      jaguar,
      fireArchers,
    ])
  })
})

describe('legalCards: leaving unrestricted mode', () => {
  it('caps counts at 3, drops other Phoenixborn cards and trims uniques to 3 in total', () => {
    const cards = [
      { card: jaguar, count: 7 },
      { card: waterSpirit, count: 2 },
      { card: ward, count: 3 },
      { card: fireArchers, count: 1 },
      { card: card('Mist Spirit', 'Conjuration'), count: 1 },
    ]
    expect(legalCards(cards, 'Aradel Summergaard')).toEqual([
      { card: jaguar, count: 3 },
      { card: waterSpirit, count: 2 },
      { card: ward, count: 1 },
    ])
  })
})

describe('dice counters', () => {
  it('caps one kind at 10 minus the other dice', () => {
    const dice = [
      { name: 'natural', count: 4 },
      { name: 'charm', count: 3 },
    ]
    expect(maxDieCount(dice, 'natural')).toBe(7)
    expect(maxDieCount(dice, 'time')).toBe(3)
  })

  it('sets a die count within the maximum, appends new dice and removes a die set to 0', () => {
    const dice = [{ name: 'natural', count: 4 }]
    expect(withDieCount(dice, 'charm', 9)).toEqual([
      { name: 'natural', count: 4 },
      { name: 'charm', count: 6 },
    ])
    expect(withDieCount(dice, 'natural', 0)).toEqual([])
    expect(withDieCount(dice, 'natural', -2)).toEqual([])
    expect(withDieCount(dice, 'natural', 5)).toEqual([{ name: 'natural', count: 5 }])
  })
})
