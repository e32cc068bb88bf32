import type { Card, DeckDetails } from '@ashes/api'
import { cardSections } from '@ashes/game'
import type { CardSnapshot } from '../cards/card-snapshot.ts'

/** One printed proxy: a card of the deck, once per copy. */
export interface ProxyCard {
  card: Card
  legacy: boolean
}

type DeckEntry = DeckDetails['deck']['cards'][number]

/** A deck entry of the `full_cards=true` form: the whole card with its count. */
function fullCard(entry: DeckEntry): Card {
  const { count: _count, ...card } = entry
  return card as Card
}

const copiesOf = (entry: DeckEntry, legacy: boolean): ProxyCard[] =>
  Array.from({ length: Math.max(0, entry.count) }, () => ({ card: fullCard(entry), legacy }))

/**
 * The proxies of a deck page read with `full_cards=true`, in print order: the Phoenixborn, then
 * the cards as the deck page lists them by default (by type, then name), one per copy, then, when
 * asked, the conjuration pile by name, as many of each as the card data says a player has.
 */
export function proxyCopies(
  deck: DeckDetails['deck'],
  snapshot: CardSnapshot,
  withConjurations: boolean,
): ProxyCard[] {
  const legacy = deck.is_legacy === true
  const copies: ProxyCard[] = []
  if (deck.phoenixborn) {
    const entry = snapshot.byStub.get(`${legacy}:${deck.phoenixborn.stub}`)
    if (entry) copies.push({ card: entry.doc, legacy })
  }
  for (const section of cardSections(deck.cards)) {
    for (const entry of section.cards) copies.push(...copiesOf(entry, legacy))
  }
  if (withConjurations) {
    for (const entry of deck.conjurations) copies.push(...copiesOf(entry, legacy))
  }
  return copies
}
