import type { Card, DeckDetails } from '@ashes/api'
import { cardSections } from '@ashes/game'
import { badRequest } from '../../http/api-error.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { CARDS_PER_PAGE } from './sheet-grid.ts'

/**
 * Pages one proxies sheet may have: the largest deck a player can save (100 cards), its
 * Phoenixborn and every conjuration of the card pool (275 copies today) fit in 42; a deck
 * stored past the deck limit before it is refused rather than rendered at any cost.
 */
export const PROXY_PAGE_LIMIT = 45
export const PROXY_LIMIT = PROXY_PAGE_LIMIT * CARDS_PER_PAGE
const proxyLimitMessage = (copies: number) =>
  `A proxies sheet has at most ${PROXY_PAGE_LIMIT} pages (${PROXY_LIMIT} proxies); this one would need ${Math.ceil(copies / CARDS_PER_PAGE)}.`

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
 * More than PROXY_LIMIT proxies: 400, saying the limit.
 */
export function proxyCopies(
  deck: DeckDetails['deck'],
  snapshot: CardSnapshot,
  withConjurations: boolean,
): ProxyCard[] {
  const legacy = deck.is_legacy === true
  const count = (entries: readonly DeckEntry[]) =>
    entries.reduce((total, entry) => total + Math.max(0, entry.count), 0)
  const total =
    (deck.phoenixborn ? 1 : 0) +
    count(deck.cards) +
    (withConjurations ? count(deck.conjurations) : 0)
  // Counted before any copy is made: the copies of a deck past the limit are never built.
  if (total > PROXY_LIMIT) throw badRequest(proxyLimitMessage(total))
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
