import { type CommentOut, fitsInt4 } from '@ashes/api'
import type { Queryable } from '../../db/client.ts'
import { upsertSubscription } from '../subscriptions/store.ts'
import type { Target } from '../subscriptions/target.ts'

export interface CommentRow extends Omit<CommentOut, 'user' | 'text'> {
  id: number
  player_id: number
  text: string
  username: string
  badge: string
}

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
export const COMMENT_COLUMNS = `c.id, c.entity_id, c.source_entity_id, c.source_version, c.text,
  c.ordering_increment, ${iso('c.created')} AS created, ${iso('c.modified')} AS modified,
  c.is_moderated, c.is_deleted, c.player_id, p.username, p.badge`

/** A comment as clients see it: deleted text is kept for admins only. */
export function commentOut(row: CommentRow, isAdmin: boolean): CommentOut {
  return {
    entity_id: row.entity_id,
    source_entity_id: row.source_entity_id,
    source_version: row.source_version,
    text: row.is_deleted && !isAdmin ? null : row.text,
    ordering_increment: row.ordering_increment,
    created: row.created,
    modified: row.modified,
    is_moderated: row.is_moderated,
    is_deleted: row.is_deleted,
    user: { username: row.username, badge: row.badge },
  }
}

export async function findComment(
  db: Queryable,
  entityId: number,
  lock = false,
): Promise<CommentRow | undefined> {
  if (!fitsInt4(entityId)) return undefined
  const [row] = await db.query<CommentRow>(
    `SELECT ${COMMENT_COLUMNS} FROM comment c JOIN player p ON p.id = c.player_id
     WHERE c.entity_id = $1 ${lock ? 'FOR UPDATE OF c' : ''}`,
    [entityId],
  )
  return row
}

/** Advisory lock class of comment threads (the second key is the target's entity id). */
const THREAD_LOCK = 4_130_002

/**
 * Posts a comment: numbered after the target's highest number (deleted comments included),
 * added to the stream, and the poster subscribed up to it. A per-target lock makes posts on one
 * thread take turns, and each is dated when its turn comes (not when its transaction began), so
 * the numbers run in the order the thread is listed; a unique index backs the numbering.
 */
export async function postComment(
  tx: Queryable,
  target: Target,
  playerId: number,
  text: string,
): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [THREAD_LOCK, target.entityId])
  const [row] = await tx.query<{ entity_id: number }>(
    `INSERT INTO comment (player_id, source_entity_id, source_type, source_version, text,
       ordering_increment, created, modified)
     SELECT $1, $2, $3, $4, $5, coalesce(max(ordering_increment), 0) + 1, now.at, now.at
     FROM (SELECT clock_timestamp() AS at) now LEFT JOIN comment ON source_entity_id = $2
     GROUP BY now.at
     RETURNING entity_id`,
    [playerId, target.entityId, target.kind, target.kind === 'card' ? target.version : null, text],
  )
  const entityId = row?.entity_id ?? 0
  await tx.query(
    `INSERT INTO stream (entity_type, entity_id, source_entity_id) VALUES ('comment', $1, $2)`,
    [entityId, target.entityId],
  )
  await upsertSubscription(tx, playerId, target.entityId, entityId)
}
