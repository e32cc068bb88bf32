import type { SuggestionsResponse } from '@ashes/api'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import type { DeckIndex } from './deck-index.ts'
import { discoveryCard, round, Top } from './discovery-cards.ts'
import { MIN_PAIR_DECKS } from './played-with.ts'

const SUGGESTIONS_MAX = 10

interface Best {
  card: number
  /** Position in the deck's cards of the card it is played with, or -1 for none. */
  with: number
  decks: number
  of: number
}

/**
 * Up to ten cards for a deck being built, which public decks of its Phoenixborn play and it does
 * not. For a card x not in the deck, and each card y of the deck:
 *
 *   share(x, y) = decks of the Phoenixborn holding x and y / decks of the Phoenixborn holding y
 *
 * and x's reason is the y of the highest share (at least MIN_PAIR_DECKS decks holding both): "in
 * 42% of Aradel decks with Hypnotize". A card no such y vouches for may still come from all the
 * Phoenixborn's decks (decks holding x / decks of the Phoenixborn, at least MIN_PAIR_DECKS of
 * them). Ranked by share, then by decks, then by name. Undefined for an unknown Phoenixborn.
 * With the number of decks read, and of the deck's cards that would have been suggested (held
 * in MIN_PAIR_DECKS of them): no results then tells a full deck from too few decks.
 */
export function suggestions(
  index: DeckIndex,
  snapshot: CardSnapshot,
  query: { phoenixborn: string; cards: string[]; includePreconstructed: boolean },
): SuggestionsResponse | undefined {
  const phoenixborn = snapshot.byStub.get(`false:${query.phoenixborn}`)
  if (phoenixborn?.type !== 'Phoenixborn') return undefined
  const cardCount = index.cardIds.length
  const position = new Int32Array(cardCount).fill(-1)
  const chosen: number[] = []
  for (const stub of new Set(query.cards)) {
    const entry = snapshot.byStub.get(`false:${stub}`)
    const card = entry && index.cardNumbers.get(entry.id)
    if (card === undefined || position[card] !== -1) continue
    position[card] = chosen.length
    chosen.push(card)
  }
  const m = chosen.length
  const withDecks = new Int32Array(m)
  const pairs = new Int32Array(cardCount * m)
  const alone = new Int32Array(cardCount)
  let of = 0
  const held: number[] = []
  for (const d of index.byPhoenixborn.get(phoenixborn.id) ?? []) {
    if (!query.includePreconstructed && index.preconstructed[d]) continue
    of += 1
    const cards = index.deckCards[d] as Int32Array
    held.length = 0
    for (let k = 0; k < cards.length; k += 1) {
      const at = position[cards[k] ?? 0] ?? -1
      if (at >= 0) {
        held.push(at)
        withDecks[at] = (withDecks[at] ?? 0) + 1
      }
    }
    for (let k = 0; k < cards.length; k += 1) {
      const x = cards[k] ?? 0
      if ((position[x] ?? -1) >= 0) continue
      alone[x] = (alone[x] ?? 0) + 1
      for (const at of held) pairs[x * m + at] = (pairs[x * m + at] ?? 0) + 1
    }
  }
  const share = (best: Best) => best.decks / best.of
  const top = new Top<Best & { name: string }>(
    SUGGESTIONS_MAX,
    (a, b) => share(b) - share(a) || b.decks - a.decks || a.name.localeCompare(b.name),
  )
  for (let x = 0; x < cardCount; x += 1) {
    if ((alone[x] ?? 0) < MIN_PAIR_DECKS) continue
    let best: Best = { card: x, with: -1, decks: alone[x] ?? 0, of }
    for (let at = 0; at < m; at += 1) {
      const both = pairs[x * m + at] ?? 0
      if (both < MIN_PAIR_DECKS) continue
      const candidate = { card: x, with: at, decks: both, of: withDecks[at] ?? 1 }
      if (share(candidate) > share(best) || (best.with === -1 && share(candidate) === share(best)))
        best = candidate
    }
    const entry = snapshot.byId.get(index.cardIds[x] ?? 0)
    if (entry) top.offer({ ...best, name: entry.name })
  }
  const cardOf = (card: number) => snapshot.byId.get(index.cardIds[card] ?? 0)
  let inDeck = 0
  for (let at = 0; at < m; at += 1) if ((withDecks[at] ?? 0) >= MIN_PAIR_DECKS) inDeck += 1
  return {
    phoenixborn: discoveryCard(phoenixborn),
    decks: of,
    in_deck: inDeck,
    results: top.items.flatMap((best) => {
      const card = cardOf(best.card)
      const withCard = best.with >= 0 ? cardOf(chosen[best.with] ?? 0) : undefined
      if (!card) return []
      return [
        {
          card: discoveryCard(card),
          with: withCard ? discoveryCard(withCard) : null,
          decks: best.decks,
          of_decks: best.of,
          share: round(share(best)),
        },
      ]
    }),
  }
}
