import type { Queryable } from '@ashes/runtime'
import { badRequest, forbidden } from '../../http/api-error.ts'
import { announceDeck } from './announce.ts'
import { findDeck } from './deck-rows.ts'
import { namedByCreationKey } from './deck-write.ts'
import { removeDeckStream, streamAfterDelete } from './stream.ts'

/**
 * DELETE /v2/decks/{id} (api-decks 4.9). A source deck nothing refers to is removed outright;
 * otherwise rows are soft-deleted so snapshot history and clones keep their links, and so a
 * live Idempotency-Key of its creation still names it (a retry is then told it was deleted).
 */
export async function deleteDeck(tx: Queryable, playerId: number, id: number): Promise<void> {
  const deck = await findDeck(tx, id, true)
  if (!deck || deck.player_id !== playerId)
    throw forbidden('You cannot delete a deck you do not own.')
  if (deck.is_legacy) throw badRequest('You cannot delete legacy decks.')
  if (deck.is_deleted) return
  await announceDeck(tx, 'deck.deleted', deck)
  if (!deck.is_snapshot) {
    const [referenced] = await tx.query('SELECT 1 FROM deck WHERE source_id = $1 LIMIT 1', [id])
    if (!referenced && !(await namedByCreationKey(tx, id))) {
      await tx.query('DELETE FROM deck WHERE id = $1', [id])
      return
    }
    await tx.query(
      'UPDATE deck SET is_deleted = true WHERE id = $1 OR (source_id = $1 AND is_snapshot)',
      [id],
    )
    await removeDeckStream(tx, deck.entity_id)
    return
  }
  await tx.query('UPDATE deck SET is_deleted = true WHERE id = $1', [id])
  if (deck.is_public && deck.source_id !== null)
    await streamAfterDelete(tx, deck.source_id, deck.entity_id)
}
