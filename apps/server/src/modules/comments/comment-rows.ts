import { type CommentListQuery, type CommentOut, fitsInt4 } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { z } from 'zod'
import { isPublicSnapshotOf, newestPublicSnapshot } from '../decks/public-deck-rows.ts'

export interface CommentRow extends Omit<CommentOut, 'user' | 'text'> {
  id: number
  player_id: number
  text: string
  username: string
  badge: string
}

const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
const COMMENT_COLUMNS = `c.id, c.entity_id, c.source_entity_id, c.source_version, c.text,
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

/** One page of a thread in the order asked for, and how many comments the thread holds. */
export async function threadPage(
  db: Queryable,
  sourceEntityId: number,
  query: z.infer<typeof CommentListQuery>,
): Promise<{ count: number; rows: CommentRow[] }> {
  const [total] = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM comment WHERE source_entity_id = $1',
    [sourceEntityId],
  )
  const order = query.order === 'desc' ? 'DESC' : 'ASC'
  const rows = await db.query<CommentRow>(
    `SELECT ${COMMENT_COLUMNS} FROM comment c JOIN player p ON p.id = c.player_id
     WHERE c.source_entity_id = $1 ORDER BY c.created ${order}, c.id ${order} LIMIT $2 OFFSET $3`,
    [sourceEntityId, query.limit, query.offset],
  )
  return { count: total?.count ?? 0, rows }
}

/** The newest comment (deleted ones count) or, for decks without comments, public snapshot. */
export async function newestInThread(
  db: Queryable,
  target: { kind: 'card' | 'deck'; entityId: number },
): Promise<number | null> {
  const [comment] = await db.query<{ last: number | null }>(
    'SELECT max(entity_id) AS last FROM comment WHERE source_entity_id = $1',
    [target.entityId],
  )
  if (comment?.last != null || target.kind === 'card') return comment?.last ?? null
  return newestPublicSnapshot(db, target.entityId)
}

/** Whether an entity is a comment on that thread or one of that deck's public snapshots. */
export async function isInThread(
  db: Queryable,
  sourceEntityId: number,
  entityId: number,
): Promise<boolean> {
  if (!fitsInt4(entityId)) return false
  const comments = await db.query(
    'SELECT 1 FROM comment WHERE entity_id = $2 AND source_entity_id = $1',
    [sourceEntityId, entityId],
  )
  return comments.length > 0 || isPublicSnapshotOf(db, sourceEntityId, entityId)
}
