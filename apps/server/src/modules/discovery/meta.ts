import type { MetaResponse } from '@ashes/api'
import { DIE_FLAGS } from '@ashes/game'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import type { DeckIndex } from './deck-index.ts'
import { discoveryCard, round } from './discovery-cards.ts'

/** The latest months shown, the cards listed overall and per magic, the dice mixes listed. */
const MONTHS = 12
const CARDS = 20
const CARDS_PER_MAGIC = 5
const DICE_MIXES = 10

const MAGICS = Object.entries(DIE_FLAGS).filter(([, flag]) => flag > 0)

const monthText = (month: number) =>
  `${Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}`

/**
 * The meta of the public decks: for each of the latest twelve months with decks, each
 * Phoenixborn's share of the decks published that month (a deck counts in the month of its
 * latest public snapshot); the cards in most decks, overall and per magic (cards whose cost or
 * dice name that magic); the mixes of dice types decks use. Shares are of all decks counted.
 */
export function meta(
  index: DeckIndex,
  snapshot: CardSnapshot,
  includePreconstructed: boolean,
): MetaResponse {
  const counted = (d: number) =>
    index.alive[d] === 1 && (includePreconstructed || !index.preconstructed[d])
  const total = includePreconstructed ? index.totals.all : index.totals.played
  const byMonth = new Map<number, Map<number, number>>()
  const mixes = new Map<number, number>()
  for (let d = 0; d < index.size; d += 1) {
    if (!counted(d)) continue
    const month = index.months[d] ?? 0
    const phoenixborns = byMonth.get(month) ?? new Map<number, number>()
    const pb = index.phoenixborns[d] ?? 0
    phoenixborns.set(pb, (phoenixborns.get(pb) ?? 0) + 1)
    byMonth.set(month, phoenixborns)
    const flags = index.diceFlags[d] ?? 0
    mixes.set(flags, (mixes.get(flags) ?? 0) + 1)
  }
  const months = [...byMonth.keys()]
    .sort((a, b) => b - a)
    .slice(0, MONTHS)
    .reverse()
    .map((month) => {
      const counts = [...(byMonth.get(month) ?? [])]
      const decks = counts.reduce((sum, [, count]) => sum + count, 0)
      return {
        month: monthText(month),
        decks,
        phoenixborns: counts
          .flatMap(([id, count]) => {
            const pb = snapshot.byId.get(id)
            return pb
              ? [{ phoenixborn: discoveryCard(pb), decks: count, share: round(count / decks) }]
              : []
          })
          .sort(byDecks((row) => row.phoenixborn.name)),
      }
    })
  const cardDecks = includePreconstructed ? index.cardDecks.all : index.cardDecks.played
  const cards = [...index.cardIds].flatMap((id, card) => {
    const entry = snapshot.byId.get(id)
    const decks = cardDecks[card] ?? 0
    return entry && decks > 0 ? [{ entry, decks }] : []
  })
  cards.sort(byDecks((row) => row.entry.name))
  const listed = (rows: typeof cards, size: number) =>
    rows.slice(0, size).map(({ entry, decks }) => ({
      card: discoveryCard(entry),
      decks,
      share: round(decks / Math.max(total, 1)),
    }))
  return {
    total_decks: total,
    months,
    cards: listed(cards, CARDS),
    magic: MAGICS.map(([magic, flag]) => ({
      magic,
      cards: listed(
        cards.filter(({ entry }) => (entry.diceFlags & flag) !== 0),
        CARDS_PER_MAGIC,
      ),
    })),
    dice: [...mixes]
      .map(([flags, decks]) => ({
        dice: MAGICS.filter(([, flag]) => (flags & flag) !== 0).map(([magic]) => magic),
        decks,
        share: round(decks / Math.max(total, 1)),
      }))
      .sort(byDecks((row) => row.dice.join(' ')))
      .slice(0, DICE_MIXES),
  }
}

/** Most decks first, then by name. */
const byDecks =
  <T extends { decks: number }>(name: (row: T) => string) =>
  (a: T, b: T) =>
    b.decks - a.decks || name(a).localeCompare(name(b))
