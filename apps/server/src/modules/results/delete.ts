import { isRowId } from '@ashes/api'
import type { Db } from '@ashes/runtime'
import { notFound } from '../../http/api-error.ts'
import { ownedRecordDeck } from './owned-deck.ts'
import { deleteGame } from './result-rows.ts'

/**
 * DELETE /v2/decks/{id}/results/{result_id}: the deck's owner takes a game out of its record
 * (one they did not play, or an app's mistake). Once deleted, the app may report it again.
 */
export async function deleteDeckGame(
  db: Db,
  playerId: number,
  deckId: number,
  resultId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const sourceId = await ownedRecordDeck(
      tx,
      playerId,
      deckId,
      'You cannot delete the games of a deck you do not own.',
    )
    if (!isRowId(resultId) || !(await deleteGame(tx, sourceId, resultId)))
      throw notFound('No such game found.')
  })
}
