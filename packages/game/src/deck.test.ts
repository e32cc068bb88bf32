import { describe, expect, it } from 'vitest'
import {
  canAddCopy,
  type DeckEntry,
  type DeckRuleCard,
  deckCardCount,
  deckCardIssues,
  deckSize,
  PUBLISH_COUNTS_MESSAGE,
  phoenixbornCardCount,
  publishIssues,
} from './deck.ts'
import { aradel, card, fireArchers, jaguar, waterSpirit } from './test-cards.ts'

const spirit = card('Mist Spirit', 'Conjuration')
const adaptation = card('Fire Adaptation', 'Conjured Alteration Spell')

const deck = (
  cards: DeckEntry[],
  isUnrestricted = false,
  phoenixborn: DeckRuleCard | null = aradel,
) => ({ phoenixborn, isUnrestricted, cards })
const codes = (cards: DeckEntry[], isUnrestricted = false, pb: DeckRuleCard | null = aradel) =>
  deckCardIssues(deck(cards, isUnrestricted, pb)).map((issue) => issue.code)
/** 30 distinct filler cards of one copy each. */
const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ card: card(`Card ${i}`), count: 1 }))
const tenDice = [{ count: 10 }]

describe('deck card rules', () => {
  it('accepts 0 to 3 copies of a card in a standard deck and refuses a fourth', () => {
    expect(codes([{ card: jaguar, count: 3 }])).toEqual([])
    expect(codes([{ card: jaguar, count: 0 }])).toEqual([])
    expect(codes([{ card: jaguar, count: 4 }])).toEqual(['too_many_copies'])
  })

  it('accepts any count of zero or more in an unrestricted deck, but never a negative one', () => {
    expect(codes([{ card: jaguar, count: 40 }], true)).toEqual([])
    expect(codes([{ card: jaguar, count: -1 }], true)).toEqual(['negative_count'])
  })

  it('allows at most 3 copies of the Phoenixborn’s unique cards in total', () => {
    const other = card('Shifting Mist', 'Reaction Spell', 'Aradel Summergaard')
    expect(
      codes([
        { card: waterSpirit, count: 2 },
        { card: other, count: 1 },
      ]),
    ).toEqual([])
    expect(
      codes([
        { card: waterSpirit, count: 2 },
        { card: other, count: 2 },
      ]),
    ).toEqual(['too_many_phoenixborn_cards'])
    expect(
      phoenixbornCardCount(
        [
          { card: waterSpirit, count: 2 },
          { card: other, count: 2 },
        ],
        aradel,
      ),
    ).toBe(4)
  })

  it('refuses a card bound to another Phoenixborn, naming the Phoenixborn it requires', () => {
    const [issue] = deckCardIssues(deck([{ card: fireArchers, count: 1 }]))
    expect(issue?.code).toBe('bound_to_other_phoenixborn')
    expect(issue?.message).toBe(
      'Your deck includes Fire Archers, but this card requires Jessa Na Ni.',
    )
  })

  it('lets an unrestricted deck without a Phoenixborn hold any Phoenixborn’s cards', () => {
    expect(
      codes(
        [
          { card: fireArchers, count: 5 },
          { card: waterSpirit, count: 5 },
        ],
        true,
        null,
      ),
    ).toEqual([])
  })

  it('requires a Phoenixborn for standard decks only', () => {
    expect(codes([], false, null)).toEqual(['phoenixborn_required'])
    expect(codes([], true, null)).toEqual([])
  })

  it('never accepts conjurations or conjured alteration spells as deck cards', () => {
    expect(codes([{ card: spirit, count: 1 }])).toEqual(['conjuration_in_cards'])
    expect(codes([{ card: adaptation, count: 1 }], true)).toEqual(['conjuration_in_cards'])
  })

  it('never accepts a Phoenixborn in the card list', () => {
    expect(codes([{ card: aradel, count: 1 }])).toEqual(['phoenixborn_in_cards'])
  })

  it('counts the copies of all cards', () => {
    expect(deckCardCount([{ count: 3 }, { count: 2 }])).toBe(5)
    expect(deckSize(false)).toBe(30)
    expect(deckSize(true)).toBe(100)
  })
})

describe('publishing', () => {
  it('needs exactly 30 cards and 10 dice for a standard deck', () => {
    expect(publishIssues({ ...deck(filler(30)), dice: tenDice })).toEqual([])
    const short = publishIssues({ ...deck(filler(29)), dice: [{ count: 9 }] })
    expect(short.map((issue) => issue.code)).toEqual(['card_count', 'dice_count'])
    expect(short[0]?.message).toBe(PUBLISH_COUNTS_MESSAGE)
    expect(publishIssues({ ...deck(filler(31)), dice: tenDice })).toHaveLength(1)
  })

  it('needs between 1 and 100 cards and at most 10 dice for an unrestricted deck', () => {
    expect(publishIssues({ ...deck(filler(100), true, null), dice: [] })).toEqual([])
    expect(publishIssues({ ...deck(filler(101), true, null), dice: [] })).toHaveLength(1)
    expect(publishIssues({ ...deck([], true, null), dice: [] })).toHaveLength(1)
  })
})

describe('canAddCopy', () => {
  it('stops at the copy limit and at the third unique card', () => {
    expect(canAddCopy(deck([{ card: jaguar, count: 2 }]), jaguar)).toBe(true)
    expect(canAddCopy(deck([{ card: jaguar, count: 3 }]), jaguar)).toBe(false)
    expect(canAddCopy(deck([{ card: waterSpirit, count: 3 }]), waterSpirit)).toBe(false)
    expect(canAddCopy(deck([{ card: jaguar, count: 3 }], true), jaguar)).toBe(true)
    expect(canAddCopy(deck([]), fireArchers)).toBe(false)
  })
})
