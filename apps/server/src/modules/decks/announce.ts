import type { Queryable } from '@ashes/runtime'
import type { DeckEvent } from '../webhooks/events.ts'

/** The deck columns an event names, as a deck row holds them. */
interface AnnouncedDeck {
  id: number
  player_id: number
  source_id: number | null
  is_snapshot: boolean
  is_public: boolean
}

/**
 * Queues `event` of `deck` for its owner's apps (webhook_announce, migration 0018), in the
 * transaction `tx` of the write: rolled back with it. The event names the deck's revision as the
 * transaction holds it now (migration 0029): a caller announces after its write (a deletion
 * before, the deck as it was), and the row it passes may have been read before the write. Here,
 * not in webhooks/, since only deck writes announce decks, and the revision is the deck table's.
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
