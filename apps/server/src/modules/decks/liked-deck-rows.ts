import { isRowId } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { queryDecks } from './deck-contents.ts'
import { LISTED_COLUMNS, type ListedDeck } from './deck-rows.ts'
import {
  type DeckVisibility,
  listedDeck,
  maySeeDeck,
  sourceOf,
  VISIBILITY_COLUMNS,
} from './visibility.ts'

// The decks as the likes module sees them (migration 0020): a like goes to a source deck, so
// every version of a deck counts the same likes. The likes module keeps the deck_like rows.

/** The deck a page id names, as far as a like of it is concerned. */
export interface LikeTarget {
  /** The source deck the like goes to. */
  deckId: number
  ownerId: number
  /**
   * Anyone may see it (visibility.ts) and its source deck is published (api-decks 4.4): a live
   * public snapshot of a published deck, or a published source deck. Private and deleted decks,
   * and old snapshots of a deck since made private, are not.
   */
  likeable: boolean
}

export async function findLikeTarget(db: Queryable, id: number): Promise<LikeTarget | undefined> {
  if (!isRowId(id)) return undefined
  const [row] = await db.query<DeckVisibility & { deckId: number; listed: boolean }>(
    `SELECT t.target AS "deckId", ${VISIBILITY_COLUMNS}, EXISTS (
       SELECT 1 FROM deck s WHERE ${listedDeck('s')} AND coalesce(s.source_id, s.id) = t.target
     ) AS listed
     FROM deck d, LATERAL (SELECT ${sourceOf('d')} AS target) t WHERE d.id = $1`,
    [id],
  )
  if (!row) return undefined
  return {
    deckId: row.deckId,
    ownerId: row.ownerId,
    likeable: maySeeDeck(row, undefined) && row.listed,
  }
}

/** How many players like the published deck `deckId` (a source deck), as kept on its snapshot. */
export async function likeCount(db: Queryable, deckId: number): Promise<number> {
  const [row] = await db.query<{ like_count: number }>(
    `SELECT like_count FROM deck d WHERE ${listedDeck('d')} AND coalesce(d.source_id, d.id) = $1`,
    [deckId],
  )
  return row?.like_count ?? 0
}

/** Whether the player likes the deck a page id names (any version of it). */
export async function likesDeck(db: Queryable, playerId: number, id: number): Promise<boolean> {
  if (!isRowId(id)) return false
  const [row] = await db.query<{ liked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM deck d JOIN deck_like l ON l.deck_id = ${sourceOf('d')}
       WHERE d.id = $1 AND l.player_id = $2) AS liked`,
    [id, playerId],
  )
  return row?.liked ?? false
}

/**
 * The liked decks the listing shows: the listed snapshot of each, so a deck made private or
 * deleted, which has none, drops out, and comes back if published again.
 */
const LIKED = `FROM deck_like l
  JOIN deck d ON ${listedDeck('d')} AND coalesce(d.source_id, d.id) = l.deck_id
  JOIN player p ON p.id = d.player_id
  WHERE l.player_id = $1`

/** One page of "Decks I like" (GET /v2/decks/liked), the latest like first, and its total. */
export async function listLikedDecks(
  db: Queryable,
  playerId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ListedDeck[] }> {
  const rows = await queryDecks<Omit<ListedDeck, 'cards' | 'dice' | 'selected'>>(
    db,
    `SELECT ${LISTED_COLUMNS} ${LIKED}
     ORDER BY l.liked DESC, l.deck_id DESC LIMIT $2 OFFSET $3`,
    [playerId, page.limit, page.offset],
  )
  const [total] = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${LIKED}`, [
    playerId,
  ])
  return { count: total?.count ?? 0, rows }
}
