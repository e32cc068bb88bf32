import type { Queryable } from '@ashes/runtime'
import { jtiAsUuid, type TokenClaims } from './tokens.ts'

/** Ends one session: its token is refused from now on (caller.ts checks revoked_token). */
export async function revokeToken(
  db: Queryable,
  playerId: number,
  token: TokenClaims,
): Promise<void> {
  // Revocations are needed only until the token would have expired anyway.
  await db.query(`DELETE FROM revoked_token WHERE expires < now() - interval '1 day'`)
  await db.query(
    `INSERT INTO revoked_token (jti, player_id, expires) VALUES ($1, $2, to_timestamp($3))
     ON CONFLICT (jti) DO NOTHING`,
    [jtiAsUuid(token.jti), playerId, token.exp],
  )
}

/** A new reset link replacing any earlier one; the current password keeps working meanwhile. */
export async function newResetLink(db: Queryable, playerId: number): Promise<string> {
  const [row] = await db.query<{ reset_uuid: string }>(
    `UPDATE player SET reset_uuid = gen_random_uuid(), modified = now()
     WHERE id = $1 RETURNING reset_uuid::text`,
    [playerId],
  )
  return row?.reset_uuid ?? ''
}

/** Drops the reset link `resetUuid` if it is still the pending one. */
export async function dropResetLink(
  db: Queryable,
  playerId: number,
  resetUuid: string,
): Promise<void> {
  await db.query('UPDATE player SET reset_uuid = NULL WHERE id = $1 AND reset_uuid = $2', [
    playerId,
    resetUuid,
  ])
}
