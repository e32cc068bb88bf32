import { typeOrder } from './card-types.ts'
import type { CostInput } from './cost.ts'
import { conjurationPile } from './deck-pile.ts'
import { DICE, type DieName, isDieName } from './dice.ts'
import { payProbability } from './dice-odds.ts'

/** A card as the statistics read it: the card endpoints' shape, fields optional as there. */
export interface StatsCard {
  name: string
  stub: string
  type: string
  cost?: CostInput | undefined
  magicCost?: Readonly<Record<string, number>> | undefined
  effectMagicCost?: Readonly<Record<string, number>> | undefined
  /** Set on a Phoenixborn's unique cards. */
  phoenixborn?: string | null | undefined
  copies?: number | null | undefined
  conjurations?: readonly { stub: string }[] | undefined
}

export interface StatsDeck<C extends StatsCard> {
  phoenixborn: C | null
  dice: readonly { name: string; count: number }[]
  cards: readonly { card: C; count: number }[]
  /** Looks a conjuration up by stub; one not found is left out of the pile. */
  cardByStub: (stub: string) => C | undefined
}

/** Symbols of one magic the deck asks for, against the dice of that magic in the pool. */
export interface MagicDemand {
  magic: DieName
  dice: number
  main: { power: number; class: number }
  effect: { power: number; class: number }
  /** Names of the cards asking for it, in deck order. */
  cards: string[]
}

export interface DeckStats {
  types: { type: string; count: number }[]
  magic: MagicDemand[]
  /** Magic some cards ask for that no die in the pool has: the most common mistake. */
  missing: { magic: DieName; cards: string[] }[]
  /** Basic symbols in main costs, any die pays them. */
  basic: number
  /** Cards by the total dice of their main cost, from 0 to the dearest. */
  curve: { dice: number; count: number }[]
  conjurations: { name: string; stub: string; count: number }[]
  uniques: { name: string; stub: string; count: number }[]
}

type Tally = Map<DieName, MagicDemand>

const emptyRow = (magic: DieName, dice: number): MagicDemand => ({
  magic,
  dice,
  main: { power: 0, class: 0 },
  effect: { power: 0, class: 0 },
  cards: [],
})

/**
 * Adds one card's symbols, `times` over. An either/or key ("charm:class / time:class") counts
 * for both magics: either pays it, so the card asks for each.
 */
function tally(tally: Tally, card: StatsCard, times: number, dice: (magic: DieName) => number) {
  const costs = [
    ['main', card.magicCost],
    ['effect', card.effectMagicCost],
  ] as const
  for (const [where, cost] of costs) {
    for (const [key, count] of Object.entries(cost ?? {})) {
      for (const half of key.split(' / ')) {
        const [magic = '', face] = half.split(':')
        if (!isDieName(magic)) continue
        const row = tally.get(magic) ?? emptyRow(magic, dice(magic))
        row[where][face === 'power' ? 'power' : 'class'] += count * times
        if (!row.cards.includes(card.name)) row.cards.push(card.name)
        tally.set(magic, row)
      }
    }
  }
}

/** Whether the pool pays some way of every key: an either/or key needs only one of its magics. */
function missingOf(cards: readonly StatsCard[], dice: (magic: DieName) => number) {
  const missing = new Map<DieName, string[]>()
  for (const card of cards) {
    const keys = [...Object.keys(card.magicCost ?? {}), ...Object.keys(card.effectMagicCost ?? {})]
    for (const key of keys) {
      const magics = key.split(' / ').map((half) => half.split(':')[0] ?? '')
      if (!magics.every(isDieName) || magics.some((magic) => dice(magic) > 0)) continue
      for (const magic of magics) {
        const names = missing.get(magic) ?? []
        if (!names.includes(card.name)) names.push(card.name)
        missing.set(magic, names)
      }
    }
  }
  return [...missing].map(([magic, cards]) => ({ magic, cards }))
}

/** Total dice a card's main cost takes: the sum of its magic counts (X counts as none). */
export function mainCostDice(card: StatsCard): number {
  return Object.values(card.magicCost ?? {}).reduce((sum, count) => sum + count, 0)
}

/** The deck's statistics (issue 17 item 1): types, magic against dice, curve, piles, uniques. */
export function deckStats<C extends StatsCard>(deck: StatsDeck<C>): DeckStats {
  const dice = (magic: DieName) =>
    deck.dice.reduce((sum, die) => sum + (die.name === magic ? die.count : 0), 0)
  const types = new Map<string, number>()
  const curve: number[] = []
  const magic: Tally = new Map()
  let basic = 0
  for (const { card, count } of deck.cards) {
    types.set(card.type, (types.get(card.type) ?? 0) + count)
    const total = mainCostDice(card)
    curve[total] = (curve[total] ?? 0) + count
    basic += (card.magicCost?.basic ?? 0) * count
    tally(magic, card, count, dice)
  }
  const roots = [...(deck.phoenixborn ? [deck.phoenixborn] : []), ...deck.cards.map((e) => e.card)]
  const pile = conjurationPile(roots, (card) =>
    (card.conjurations ?? []).flatMap((c) => deck.cardByStub(c.stub) ?? []),
  )
  // The Phoenixborn and the conjurations ask for magic too, once each.
  for (const card of [...(deck.phoenixborn ? [deck.phoenixborn] : []), ...pile.map((e) => e.card)])
    tally(magic, card, 1, dice)
  return {
    types: [...types]
      .map(([type, count]) => ({ type, count }))
      .sort((a, b) => typeOrder(a.type) - typeOrder(b.type)),
    // Every magic asked for or in the pool, in dice order.
    magic: DICE.flatMap(
      (name) => magic.get(name) ?? (dice(name) > 0 ? emptyRow(name, dice(name)) : []),
    ),
    missing: missingOf([...roots, ...pile.map((e) => e.card)], dice),
    basic,
    curve: Array.from(curve, (count, dice) => ({ dice, count: count ?? 0 })),
    conjurations: pile.map(({ card, count }) => ({ name: card.name, stub: card.stub, count })),
    uniques: deck.cards
      .filter(({ card }) => card.phoenixborn)
      .map(({ card, count }) => ({ name: card.name, stub: card.stub, count })),
  }
}

/** Each deck card's chance that one roll of the deck's dice pays its main cost. */
export function deckDiceOdds<C extends StatsCard>(
  deck: Pick<StatsDeck<C>, 'cards' | 'dice'>,
): { card: C; odds: number }[] {
  return deck.cards.map(({ card }) => ({ card, odds: payProbability(card.cost ?? [], deck.dice) }))
}
