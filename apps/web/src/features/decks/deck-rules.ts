import { deckCardCount, deckSize } from '@ashes/game'

/** How deck stubs and pages present a deck (SPEC §2 "Deck listings", "Deck details"). */

interface CountedDeck {
  cards: readonly { count: number }[]
  is_unrestricted?: boolean | null
}

/** 'n / 30' ('n / 100' when unrestricted); off target when the count is not the deck size. */
export function cardCount(deck: CountedDeck) {
  const count = deckCardCount(deck.cards)
  const size = deckSize(deck.is_unrestricted === true)
  return { text: `${count} / ${size}`, count, size, offTarget: count !== size }
}

interface VisibleDeck {
  id: number
  source_id: number | null
  is_snapshot: boolean
  is_public: boolean
}

export type Visibility = 'Latest' | 'Private' | 'Public'

/** The label of a deck on its owner's lists: the latest save, a private or a public snapshot. */
export function visibilityOf(deck: Omit<VisibleDeck, 'id' | 'source_id'>): Visibility {
  if (!deck.is_snapshot) return 'Latest'
  return deck.is_public ? 'Public' : 'Private'
}

/** The source deck of a snapshot (a legacy snapshot may have none), else the deck itself. */
export const sourceIdOf = (deck: VisibleDeck): number =>
  deck.is_snapshot ? (deck.source_id ?? deck.id) : deck.id

/**
 * Where a deck stub leads. Listings link a published deck by its source id (a stable URL that
 * always shows the latest publication); `direct` (history) links that very snapshot. Private
 * decks open on the owner's private route.
 */
export function deckPath(deck: VisibleDeck, options: { mine?: boolean; direct?: boolean } = {}) {
  const id = options.direct ? deck.id : sourceIdOf(deck)
  return options.mine && !deck.is_public ? `/decks/mine/${id}/` : `/decks/${id}/`
}

/** The share URL of SPEC §9: the site host plus /decks/share/{uuid}/. */
export const shareUrl = (uuid: string, origin = window.location.origin) =>
  `${origin}/decks/share/${uuid}/`
