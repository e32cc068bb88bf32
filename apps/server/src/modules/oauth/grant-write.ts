import type { OAuthScope } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'

/** A player's consent to an app for these scopes; a consent after a revocation stands anew. */
export async function recordGrant(
  db: Queryable,
  playerId: number,
  clientId: string,
  scopes: OAuthScope[],
): Promise<void> {
  await db.query(
    `INSERT INTO oauth_grant (player_id, client_id, scopes) VALUES ($1, $2, $3)
     ON CONFLICT (player_id, client_id) DO UPDATE SET scopes = EXCLUDED.scopes,
       created = CASE WHEN oauth_grant.revoked IS NULL THEN oauth_grant.created ELSE now() END,
       revoked = NULL`,
    [playerId, clientId, scopes],
  )
}

/**
 * Ends an app's access for a player: the grant is marked revoked (every app token is checked
 * against it, so they stop at once on every server) and the authorization server's grants,
 * codes and tokens for the pair are deleted. Whether there was a live grant to revoke.
 */
export async function revokeGrant(
  db: Queryable,
  playerId: number,
  clientId: string,
): Promise<boolean> {
  const revoked = await db.query(
    `UPDATE oauth_grant SET revoked = now()
     WHERE player_id = $1 AND client_id = $2 AND revoked IS NULL RETURNING 1`,
    [playerId, clientId],
  )
  await db.query(
    `DELETE FROM oauth_payload WHERE grant_id IN (
       SELECT id FROM oauth_payload WHERE model = 'Grant'
         AND payload->>'accountId' = $1::text AND payload->>'clientId' = $2)
     OR (model = 'Grant' AND payload->>'accountId' = $1::text AND payload->>'clientId' = $2)`,
    [playerId, clientId],
  )
  return revoked.length > 0
}
