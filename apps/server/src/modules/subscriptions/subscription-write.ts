import { fitsInt4 } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'

/** Subscribes a player (or moves their "last seen" mark) — posting and publishing do this. */
export async function upsertSubscription(
  tx: Queryable,
  playerId: number,
  sourceEntityId: number,
  lastSeenEntityId: number | null,
): Promise<void> {
  await tx.query(
    `INSERT INTO subscription (player_id, source_entity_id, last_seen_entity_id) VALUES ($1, $2, $3)
     ON CONFLICT (player_id, source_entity_id) DO UPDATE SET last_seen_entity_id = excluded.last_seen_entity_id`,
    [playerId, sourceEntityId, lastSeenEntityId],
  )
}

/** Unsubscribes a player; nothing to do when they were not subscribed. */
export async function deleteSubscription(
  db: Queryable,
  playerId: number,
  sourceEntityId: number,
): Promise<void> {
  if (!fitsInt4(sourceEntityId)) return
  await db.query('DELETE FROM subscription WHERE player_id = $1 AND source_entity_id = $2', [
    playerId,
    sourceEntityId,
  ])
}
