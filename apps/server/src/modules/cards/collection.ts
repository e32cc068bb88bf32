import type { Db, Queryable } from '@ashes/runtime'

// A player's collection: the releases whose cards they own. It filters the cards (the card
// list's `releases=mine`), so the cards module keeps it; the release listing marks its releases.

/** Ids of the releases in a player's collection. */
export async function ownedReleaseIds(db: Queryable, playerId: number): Promise<Set<number>> {
  const rows = await db.query<{ release_id: number }>(
    'SELECT release_id FROM player_release WHERE player_id = $1',
    [playerId],
  )
  return new Set(rows.map((row) => row.release_id))
}

/**
 * Makes a player's collection exactly these releases. Only public current releases can be
 * owned; other stubs are ignored, as in the reference.
 */
export async function setOwnedReleases(db: Db, playerId: number, stubs: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM player_release WHERE player_id = $1', [playerId])
    await tx.query(
      `INSERT INTO player_release (player_id, release_id)
       SELECT $1, id FROM release WHERE stub = ANY($2::text[]) AND is_public AND NOT is_legacy
       ON CONFLICT DO NOTHING`,
      [playerId, stubs],
    )
  })
}
