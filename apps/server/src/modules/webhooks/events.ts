import type { Queryable } from '@ashes/runtime'

/** What a player's deck write tells the apps they granted `decks:read` (issue 28). */
export type DeckEvent = 'deck.saved' | 'deck.published' | 'deck.deleted'

/** The deck columns an event names, as a deck row holds them. */
export interface AnnouncedDeck {
  id: number
  player_id: number
  source_id: number | null
  is_snapshot: boolean
  is_public: boolean
}

/**
 * SQL announcing the deck row aliased `alias`, for a write of one statement (a save) to run in
 * its RETURNING: the deliveries are queued by the statement that saves, or not at all. The row
 * is the one written, so its revision is the one the save answers in its ETag.
 */
export const deckEventSql = (event: DeckEvent, alias: string) =>
  `webhook_deck_event('${event}', ${alias}.player_id, ${alias}.id, ${alias}.source_id,
     ${alias}.is_snapshot, ${alias}.is_public, ${alias}.revision)`

/**
 * Queues `event` of `deck` for its owner's apps (webhook_announce, migration 0018), in the
 * transaction `tx` of the write: rolled back with it. The event names the deck's revision as the
 * transaction holds it now (migration 0029): a caller announces after its write (a deletion
 * before, the deck as it was), and the row it passes may have been read before the write.
 */
export async function announceDeck(
  tx: Queryable,
  event: DeckEvent,
  deck: AnnouncedDeck,
): Promise<void> {
  await tx.query(
    `SELECT webhook_deck_event($1, $2, $3, $4, $5, $6,
       (SELECT revision FROM deck WHERE id = $3))`,
    [event, deck.player_id, deck.id, deck.source_id, deck.is_snapshot, deck.is_public],
  )
}

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
