import type { PlayedWithResponse } from '@ashes/api'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import type { DeckIndex } from './deck-index.ts'
import { discoveryCard, round } from './discovery-cards.ts'

/**
 * Pairs seen in fewer decks than this are not ranked: with two decks sharing a rare card, its
 * lift would be in the hundreds and say nothing.
 */
export const MIN_PAIR_DECKS = 3

/**
 * The cards most often played with one card, ranked by lift:
 *
 *   lift(x) = (decks with card and x / decks with card) / (decks with x / all decks)
 *
 * the share of the card's decks holding x over the share of all decks holding x, so a staple in
 * every deck has a lift of 1 and does not crowd out cards that really go with this one. Ties go
 * to the pair in more decks, then to the name. Undefined when the card is unknown.
 */
export function playedWith(
  index: DeckIndex,
  snapshot: CardSnapshot,
  stub: string,
  options: { includePreconstructed: boolean; limit: number },
): PlayedWithResponse | undefined {
  const entry = snapshot.byStub.get(`false:${stub}`)
  if (!entry) return undefined
  const withPrecons = options.includePreconstructed
  const totals = withPrecons ? index.totals.all : index.totals.played
  const cardDecks = withPrecons ? index.cardDecks.all : index.cardDecks.played
  const card = index.cardNumbers.get(entry.id)
  const together = new Int32Array(index.cardIds.length)
  let decks = 0
  if (card !== undefined) {
    const postings = index.postings[card] as Int32Array
    const end = index.postingCounts[card] ?? 0
    for (let p = 0; p < end; p += 1) {
      const d = postings[p] ?? 0
      if (!withPrecons && index.preconstructed[d]) continue
      decks += 1
      const cards = index.deckCards[d] as Int32Array
      for (let k = 0; k < cards.length; k += 1) {
        const other = cards[k] ?? 0
        together[other] = (together[other] ?? 0) + 1
      }
    }
  }
  const ranked: { other: number; both: number; lift: number }[] = []
  together.forEach((both, other) => {
    if (other === card || both < MIN_PAIR_DECKS) return
    const lift = both / decks / ((cardDecks[other] ?? 1) / totals)
    ranked.push({ other, both, lift })
  })
  const results = ranked.flatMap(({ other, both, lift }) => {
    const found = snapshot.byId.get(index.cardIds[other] ?? 0)
    return found ? [{ card: discoveryCard(found), decks: both, share: both / decks, lift }] : []
  })
  results.sort(
    (a, b) => b.lift - a.lift || b.decks - a.decks || a.card.name.localeCompare(b.card.name),
  )
  return {
    card: discoveryCard(entry),
    total_decks: totals,
    decks,
    min_decks: MIN_PAIR_DECKS,
    results: results.slice(0, options.limit).map((result) => ({
      ...result,
      share: round(result.share),
      lift: round(result.lift),
    })),
  }
}
