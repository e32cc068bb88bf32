// Who may see a deck: the one rule, written here and nowhere else. Other modules never read the
// deck table; they ask the decks module's reads (public-deck-rows.ts, liked-deck-rows.ts,
// `findDeckAccess` in deck-rows.ts), which apply it.
//
// Why functions of this module and not a `public_deck` SQL view: a view freezes the columns it
// lists when it is created, so every new deck column would need a migration that recreates it
// (issue 51 wants a new deck field in few files); the rule has a per-caller half (a deck's owner
// sees it while it lives) no view can hold; and the public listings are planned on the deck
// table's partial indexes, which the predicates below keep using word for word.

/** What decides who may see a deck row. */
export interface DeckVisibility {
  ownerId: number
  isDeleted: boolean
  isSnapshot: boolean
  isPublic: boolean
  /** A source deck with a live public snapshot: its page shows the latest one to anyone. */
  isPublished: boolean
}

/**
 * A live public snapshot of the deck row aliased `alias`: what anyone may see of a deck besides
 * its owner (below). Snapshots are never edited, so a public one stays as it was published.
 */
export const publicSnapshot = (alias: string) =>
  `${alias}.is_snapshot AND ${alias}.is_public AND NOT ${alias}.is_deleted`

/**
 * The deck row aliased `alias` is the one a published deck is listed by: the latest public
 * snapshot of its source deck (migration 0003 keeps the flag; never a deleted one), a subset of
 * `publicSnapshot`. Listings, counts, the sitemap and discovery read these, from their indexes.
 */
export const listedDeck = (alias: string) => `${alias}.is_latest_public`

/**
 * The source deck of the row aliased `alias`: a snapshot's `source_id` (a snapshot without one is
 * its own source), a source deck itself. Comments, likes and a deck's page hang on it.
 */
export const sourceOf = (alias: string) =>
  `CASE WHEN ${alias}.is_snapshot THEN coalesce(${alias}.source_id, ${alias}.id) ELSE ${alias}.id END`

/** The DeckVisibility of the deck row aliased `d` (migration 0003). */
export const VISIBILITY_COLUMNS = `d.player_id AS "ownerId", d.is_deleted AS "isDeleted",
  d.is_snapshot AS "isSnapshot", d.is_public AS "isPublic",
  EXISTS (SELECT 1 FROM deck s WHERE s.source_id = d.id AND ${listedDeck('s')}) AS "isPublished"`

/**
 * Whether a caller may see a deck row on some page of it (GET /v2/decks/{id}, api-decks 4.4):
 * nobody once it is deleted; its owner while it lives; anyone else a public snapshot, or a
 * source deck once published. Admins are anyone else (private decks never reach them). A share
 * link shows one row without its comment thread (`comments_entity_id: null`), so it grants
 * nothing beyond that row.
 */
export function maySeeDeck(deck: DeckVisibility, playerId: number | undefined): boolean {
  if (deck.isDeleted) return false
  if (deck.ownerId === playerId) return true
  return deck.isSnapshot ? deck.isPublic : deck.isPublished
}
