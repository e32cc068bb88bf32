import type { Queryable } from '@ashes/runtime'

/** Records the player's like of a source deck; a second like of it changes nothing. */
export async function insertLike(db: Queryable, playerId: number, deckId: number): Promise<void> {
  await db.query(
    'INSERT INTO deck_like (deck_id, player_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [deckId, playerId],
  )
}

/** Takes the player's like of a source deck back, if there is one. */
export async function deleteLike(db: Queryable, playerId: number, deckId: number): Promise<void> {
  await db.query('DELETE FROM deck_like WHERE deck_id = $1 AND player_id = $2', [deckId, playerId])
}
