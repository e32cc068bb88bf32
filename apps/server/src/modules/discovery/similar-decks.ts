import type { SimilarDecksResponse } from '@ashes/api'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import type { DeckIndex } from './deck-index.ts'
import { discoveryCard, round, Top } from './discovery-cards.ts'

/** What a shared Phoenixborn adds to the similarity of two decks. */
const SAME_PHOENIXBORN_BONUS = 0.1
const SIMILAR_MAX = 5

/**
 * The public decks most like deck `id` (a public snapshot, or a source deck by its latest public
 * snapshot): similarity = cards in both / cards in either (Jaccard, over distinct cards), plus
 * 0.1 when both have the same Phoenixborn; decks sharing no card are left out. Ties go to the
 * newer deck (higher id). Undefined when the deck is not among the public decks counted.
 */
export function similarDecks(
  index: DeckIndex,
  snapshot: CardSnapshot,
  id: number,
  options: { includePreconstructed: boolean },
): SimilarDecksResponse | undefined {
  const deck = index.bySnapshot.get(id) ?? index.byGroup.get(id)
  if (deck === undefined) return undefined
  const shared = new Int32Array(index.size)
  const touched: number[] = []
  const cards = index.deckCards[deck] as Int32Array
  for (const card of cards) {
    const postings = index.postings[card] as Int32Array
    const end = index.postingCounts[card] ?? 0
    for (let p = 0; p < end; p += 1) {
      const other = postings[p] ?? 0
      if (shared[other] === 0) touched.push(other)
      shared[other] = (shared[other] ?? 0) + 1
    }
  }
  const size = cards.length
  const phoenixborn = index.phoenixborns[deck]
  const scored = new Top<{ other: number; both: number; similarity: number }>(
    SIMILAR_MAX,
    (a, b) => b.similarity - a.similarity || (index.ids[b.other] ?? 0) - (index.ids[a.other] ?? 0),
  )
  for (const other of touched) {
    if (other === deck) continue
    if (!options.includePreconstructed && index.preconstructed[other]) continue
    const both = shared[other] ?? 0
    const otherSize = index.deckSizes[other] ?? 0
    const jaccard = both / (size + otherSize - both)
    const bonus = index.phoenixborns[other] === phoenixborn ? SAME_PHOENIXBORN_BONUS : 0
    scored.offer({ other, both, similarity: jaccard + bonus })
  }
  return {
    results: scored.items.flatMap(({ other, both, similarity }) => {
      const pb = snapshot.byId.get(index.phoenixborns[other] ?? 0)
      if (!pb) return []
      return [
        {
          id: index.ids[other] ?? 0,
          title: index.titles[other] ?? null,
          phoenixborn: discoveryCard(pb),
          shared_cards: both,
          similarity: round(similarity),
        },
      ]
    }),
  }
}
