import type { Queryable } from '@ashes/runtime'
import { forbidden, notFound } from '../../http/api-error.ts'
import { findDeck } from '../decks/deck-rows.ts'

/**
 * The deck whose record holds the games of deck `deckId`, which `playerId` must own: the deck
 * itself, or for a snapshot the deck it was taken from. 404 for a deck that does not exist or
 * was deleted; 403 with `notOwner` for another player's.
 */
export async function ownedRecordDeck(
  db: Queryable,
  playerId: number,
  deckId: number,
  notOwner: string,
): Promise<number> {
  const deck = await findDeck(db, deckId)
  if (!deck || deck.is_deleted) throw notFound('No such deck found.')
  if (deck.player_id !== playerId) throw forbidden(notOwner)
  return deck.is_snapshot ? (deck.source_id ?? deck.id) : deck.id
}
