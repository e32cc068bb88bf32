import { fitsInt4 } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'

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
