import type { Queryable } from '@ashes/runtime'

/** What a player's deck write tells the apps they granted `decks:read` (issue 28). */
export type DeckEvent = 'deck.saved' | 'deck.published' | 'deck.deleted'

/**
 * SQL announcing the deck row aliased `alias`, for a write of one statement (a save) to run in
 * its RETURNING: the deliveries are queued by the statement that saves, or not at all. The row
 * is the one written, so its revision is the one the save answers in its ETag.
 */
export const deckEventSql = (event: DeckEvent, alias: string) =>
  `webhook_deck_event('${event}', ${alias}.player_id, ${alias}.id, ${alias}.source_id,
     ${alias}.is_snapshot, ${alias}.is_public, ${alias}.revision)`

/** Queues `result.recorded` for the player's apps, in the transaction that records it. */
export async function announceResult(
  tx: Queryable,
  playerId: number,
  result: object,
): Promise<void> {
  await tx.query("SELECT webhook_announce($1, 'result.recorded', $2::jsonb)", [
    playerId,
    JSON.stringify({ result }),
  ])
}
