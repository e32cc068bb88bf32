import type { Queryable } from '../../db/client.ts'

/** Ids of the releases in a player's collection. */
export async function ownedReleaseIds(db: Queryable, playerId: number): Promise<Set<number>> {
  const rows = await db.query<{ release_id: number }>(
    'SELECT release_id FROM player_release WHERE player_id = $1',
    [playerId],
  )
  return new Set(rows.map((row) => row.release_id))
}
