import { isCardType, isConjuredType } from './card-types.ts'
import {
  DECK_CARD_LIMIT,
  type DeckEntry,
  type DeckRuleCard,
  type DeckRuleInput,
  MAX_COPIES,
  MAX_PHOENIXBORN_CARDS,
} from './deck.ts'
import type { DieEntry } from './deck-dice.ts'
import { DICE_PER_DECK } from './dice.ts'

/** Rules the deck builder applies while a player edits a deck, on top of the save rules. */

/**
 * Whether a card takes copies in a deck (and so gets quantity buttons): Phoenixborn are chosen,
 * not counted; conjurations live in the pile; legacy cards and unknown kinds (reference cards)
 * cannot join a current deck.
 */
export function isDeckCard(card: { type: string; is_legacy?: boolean | null | undefined }) {
  return (
    card.is_legacy !== true &&
    isCardType(card.type) &&
    card.type !== 'Phoenixborn' &&
    !isConjuredType(card.type)
  )
}

/**
 * The most copies of each card the builder allows in `deck`, computed once per deck so a list of
 * cards can ask for every card cheaply: 3 (the Phoenixborn's cards: what their shared total of
 * 3 leaves), 100 when unrestricted, 0 for cards that cannot join (another Phoenixborn's
 * card, conjurations, Phoenixborn, legacy). Before a Phoenixborn is chosen any Phoenixborn's
 * cards may join (choosing one later drops the others'), each held to its own Phoenixborn's total.
 * No card may take the deck past DECK_CARD_LIMIT cards, which saving refuses.
 */
export function copyLimits(deck: DeckRuleInput): (card: DeckRuleCard) => number {
  const counts = new Map<string, number>()
  const uniques = new Map<string, number>()
  let total = 0
  for (const { card, count } of deck.cards) {
    counts.set(card.stub, count)
    total += Math.max(0, count)
    if (card.phoenixborn)
      uniques.set(card.phoenixborn, (uniques.get(card.phoenixborn) ?? 0) + count)
  }
  // A deck stored past the limit (before it) may still lose cards, never gain any.
  const room = Math.max(0, DECK_CARD_LIMIT - total)
  return (card) => Math.min(kindLimit(card), (counts.get(card.stub) ?? 0) + room)
  function kindLimit(card: DeckRuleCard): number {
    if (!isDeckCard(card)) return 0
    if (deck.isUnrestricted) return DECK_CARD_LIMIT
    if (!card.phoenixborn) return MAX_COPIES
    if (deck.phoenixborn && deck.phoenixborn.name !== card.phoenixborn) return 0
    const others = (uniques.get(card.phoenixborn) ?? 0) - (counts.get(card.stub) ?? 0)
    return Math.max(0, Math.min(MAX_COPIES, MAX_PHOENIXBORN_CARDS - others))
  }
}

/**
 * Whether the builder may set `card` to `count` copies: 0 always, else up to its copy limit
 * (see copyLimits). Setting it never adds a save problem (deckCardIssues) about that card or the
 * Phoenixborn's unique total.
 */
export function canSetCopies(deck: DeckRuleInput, card: DeckRuleCard, count: number): boolean {
  if (count === 0) return true
  return Number.isInteger(count) && count > 0 && count <= copyLimits(deck)(card)
}

/** The cards a deck keeps when `phoenixborn` becomes its Phoenixborn: others' cards leave. */
export function keepCardsFor<E extends DeckEntry>(cards: readonly E[], phoenixborn: string): E[] {
  return cards.filter((entry) => !entry.card.phoenixborn || entry.card.phoenixborn === phoenixborn)
}

/**
 * An unrestricted deck's cards made legal for a standard deck: other Phoenixborn's cards and
 * non-deck cards leave, counts drop to 3, and the Phoenixborn's cards to 3 in total (in list
 * order, later copies leave first).
 */
export function legalCards<E extends DeckEntry>(
  cards: readonly E[],
  phoenixborn: string | null,
): E[] {
  let uniquesLeft = MAX_PHOENIXBORN_CARDS
  const kept: E[] = []
  for (const entry of cards) {
    if (!isDeckCard(entry.card)) continue
    let count = Math.min(entry.count, MAX_COPIES)
    if (entry.card.phoenixborn) {
      if (entry.card.phoenixborn !== phoenixborn) continue
      count = Math.min(count, uniquesLeft)
      uniquesLeft -= count
    }
    if (count > 0) kept.push({ ...entry, count })
  }
  return kept
}

const diceTotal = (dice: readonly DieEntry[]) => dice.reduce((sum, die) => sum + die.count, 0)

/** Most dice of one kind the deck can hold: 10 minus the other dice. */
export function maxDieCount(dice: readonly DieEntry[], name: string): number {
  const own = dice.find((die) => die.name === name)?.count ?? 0
  return DICE_PER_DECK - diceTotal(dice) + own
}

/**
 * The dice with `name` set to `count`, clamped to 0..maxDieCount; 0 removes that die. A new
 * die goes last, so the dice row fills in the order dice were added.
 */
export function withDieCount<N extends string>(
  dice: readonly DieEntry<N>[],
  name: N,
  count: number,
): DieEntry<N>[] {
  const next = Math.max(0, Math.min(Math.floor(count) || 0, maxDieCount(dice, name)))
  if (next === 0) return dice.filter((die) => die.name !== name)
  if (!dice.some((die) => die.name === name)) return [...dice, { name, count: next }]
  return dice.map((die) => (die.name === name ? { name, count: next } : die))
}

/**
 * The deck's 10 dice slots, filled in the order the dice were added (the order of `dice`);
 * null marks an empty slot.
 */
export function diceSlots<N extends string>(dice: readonly DieEntry<N>[]): (N | null)[] {
  const slots: (N | null)[] = dice.flatMap((die) =>
    Array.from({ length: Math.max(0, die.count) }, () => die.name),
  )
  return Array.from({ length: DICE_PER_DECK }, (_, index) => slots[index] ?? null)
}
