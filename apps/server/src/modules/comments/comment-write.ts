import type { Queryable } from '@ashes/runtime'
import { upsertSubscription } from '../subscriptions/subscription-write.ts'
import type { Target } from './target.ts'

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

/**
 * Replaces a comment's text. An edit by someone other than its author is moderation: the first
 * such edit keeps the text it replaced, and the notes say why.
 */
export async function updateCommentText(
  tx: Queryable,
  id: number,
  text: string,
  moderated: { notes: string | null } | undefined,
): Promise<void> {
  await tx.query(
    `UPDATE comment SET text = $2, modified = now(),
       original_text = CASE WHEN $3 THEN text ELSE original_text END,
       moderation_notes = CASE WHEN $3 THEN $4 ELSE moderation_notes END,
       is_moderated = is_moderated OR $3
     WHERE id = $1`,
    [id, text, moderated !== undefined, moderated?.notes ?? null],
  )
}

/** Marks a comment deleted (its text stays, for admins); by someone else it is moderation. */
export async function markCommentDeleted(
  tx: Queryable,
  id: number,
  moderated: { notes: string | null } | undefined,
): Promise<void> {
  await tx.query(
    `UPDATE comment SET is_deleted = true,
       moderation_notes = CASE WHEN $2 THEN $3 ELSE moderation_notes END,
       is_moderated = is_moderated OR $2
     WHERE id = $1`,
    [id, moderated !== undefined, moderated?.notes ?? null],
  )
}
