import { isRowId } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'

/**
 * The deck a like of the deck row `d` goes to: its source deck (a snapshot's `source_id`; a
 * snapshot without one is its own source), so every version of a deck counts the same likes
 * (migration 0020).
 */
const TARGET = 'CASE WHEN d.is_snapshot THEN coalesce(d.source_id, d.id) ELSE d.id END'

/** The deck a page id names, as far as a like of it is concerned. */
export interface LikeTarget {
  /** The source deck the like goes to. */
  deckId: number
  ownerId: number
  /**
   * Anyone may see it and it is published (api-decks 4.4): a live public snapshot or a source
   * deck, whose source has a latest public snapshot. Private and deleted decks are not.
   */
  likeable: boolean
}

export async function findLikeTarget(db: Queryable, id: number): Promise<LikeTarget | undefined> {
  if (!isRowId(id)) return undefined
  const [row] = await db.query<LikeTarget>(
    `SELECT t.target AS "deckId", d.player_id AS "ownerId",
       NOT d.is_deleted AND (d.is_public OR NOT d.is_snapshot) AND EXISTS (
         SELECT 1 FROM deck s WHERE s.is_latest_public AND coalesce(s.source_id, s.id) = t.target
       ) AS likeable
     FROM deck d, LATERAL (SELECT ${TARGET} AS target) t WHERE d.id = $1`,
    [id],
  )
  return row
}

/** How many players like the published deck `deckId` (a source deck), as kept on its snapshot. */
export async function likeCount(db: Queryable, deckId: number): Promise<number> {
  const [row] = await db.query<{ like_count: number }>(
    `SELECT like_count FROM deck
     WHERE is_latest_public AND coalesce(source_id, id) = $1`,
    [deckId],
  )
  return row?.like_count ?? 0
}

/** Whether the player likes the deck a page id names (any version of it). */
export async function likesDeck(db: Queryable, playerId: number, id: number): Promise<boolean> {
  if (!isRowId(id)) return false
  const [row] = await db.query<{ liked: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM deck d JOIN deck_like l ON l.deck_id = ${TARGET}
       WHERE d.id = $1 AND l.player_id = $2) AS liked`,
    [id, playerId],
  )
  return row?.liked ?? false
}
