/** What decides who may see a deck row. */
export interface DeckVisibility {
  ownerId: number
  isDeleted: boolean
  isSnapshot: boolean
  isPublic: boolean
  /** A source deck with a live public snapshot: its page shows the latest one to anyone. */
  isPublished: boolean
}

/** The DeckVisibility of the deck row aliased `d`, as the deck page reads it (migration 0003). */
export const VISIBILITY_COLUMNS = `d.player_id AS "ownerId", d.is_deleted AS "isDeleted",
  d.is_snapshot AS "isSnapshot", d.is_public AS "isPublic",
  EXISTS (SELECT 1 FROM deck s WHERE s.source_id = d.id AND s.is_latest_public) AS "isPublished"`

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
