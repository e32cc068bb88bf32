import type { Queryable } from '@ashes/runtime'
import { badRequest, notFound } from '../../http/api-error.ts'
import type { CardStore } from '../cards/card-store.ts'
import { findSubscription } from '../subscriptions/subscription-rows.ts'
import { upsertSubscription } from '../subscriptions/subscription-write.ts'
import { isInThread, newestInThread } from './comment-rows.ts'
import { findVisibleTarget } from './target.ts'

/**
 * POST /v2/subscription/{entity_id}: subscribes a player to a live card or source deck they may
 * see, as having seen all there is so far. Returns their last-seen mark (null: nothing yet).
 */
export async function subscribe(
  db: Queryable,
  cards: CardStore,
  playerId: number,
  entityId: number,
): Promise<number | null> {
  const target = await findVisibleTarget(db, cards, entityId, playerId)
  if (!target) throw notFound('No valid resource found to subscribe to.')
  if (target.isLegacy) throw badRequest('Subscribing to legacy content is not allowed.')
  if (target.isSnapshot) throw badRequest('You cannot subscribe to snapshots.')
  const existing = await findSubscription(db, playerId, entityId)
  if (existing) return existing.last_seen_entity_id
  const lastSeen = await newestInThread(db, target)
  await upsertSubscription(db, playerId, entityId, lastSeen)
  return lastSeen
}

/** PATCH /v2/subscription/{entity_id}: moves a subscriber's mark to an entity of that thread. */
export async function markSeen(
  db: Queryable,
  cards: CardStore,
  playerId: number,
  entityId: number,
  lastSeen: number,
): Promise<void> {
  const existing = await findSubscription(db, playerId, entityId)
  // A subscription to a deck since hidden from the player is not theirs to use.
  const visible = existing && (await findVisibleTarget(db, cards, entityId, playerId))
  if (!visible) throw notFound('You are not subscribed to this content.')
  // Unlike the reference, a snapshot must belong to this deck, not just be public.
  if (!(await isInThread(db, entityId, lastSeen)))
    throw badRequest('Invalid entity ID passed for this subscription.')
  await upsertSubscription(db, playerId, entityId, lastSeen)
}
