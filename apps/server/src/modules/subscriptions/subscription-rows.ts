import { fitsInt4 } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { isPublicSnapshotOf, newestPublicSnapshot } from '../decks/public-deck-rows.ts'

/** The player's subscription to a card or source deck, if any. */
export async function findSubscription(
  db: Queryable,
  playerId: number,
  sourceEntityId: number,
): Promise<{ last_seen_entity_id: number | null } | undefined> {
  if (!fitsInt4(sourceEntityId)) return undefined
  const [row] = await db.query<{ last_seen_entity_id: number | null }>(
    'SELECT last_seen_entity_id FROM subscription WHERE player_id = $1 AND source_entity_id = $2',
    [playerId, sourceEntityId],
  )
  return row
}

/**
 * The last-seen id a page reports to its viewer: null when not subscribed, and 1 (the sentinel
 * of POST /v2/subscription) for a subscription that has seen nothing yet, so a client never
 * reads a real subscription as "not subscribed" (the reference reported null there).
 */
export async function reportedLastSeen(
  db: Queryable,
  playerId: number | undefined,
  sourceEntityId: number,
): Promise<number | null> {
  if (playerId === undefined) return null
  const subscription = await findSubscription(db, playerId, sourceEntityId)
  return subscription ? (subscription.last_seen_entity_id ?? 1) : null
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
