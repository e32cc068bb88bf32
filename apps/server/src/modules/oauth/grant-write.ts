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

/**
 * Ends the player's link to the app once the authorization server holds no grant for the pair
 * (a reused refresh token makes it destroy one): the Apps list and the webhooks follow.
 */
export async function endLinksWithoutGrant(
  db: Queryable,
  playerId: number,
  clientId: string,
): Promise<void> {
  await db.query(
    `UPDATE oauth_grant SET revoked = now()
     WHERE player_id = $1 AND client_id = $2 AND revoked IS NULL AND NOT EXISTS (
       SELECT 1 FROM oauth_payload WHERE model = 'Grant' AND payload->>'accountId' = $3
         AND payload->>'clientId' = $2 AND expires_at > now())`,
    [playerId, clientId, String(playerId)],
  )
}

/**
 * A new consent is what the app may do from now on: the pair's earlier grants that allowed more
 * (a link narrowed to `profile`) are destroyed with their codes and tokens. Earlier grants within
 * it stay (the app's other installations keep working).
 */
export async function dropWiderGrants(
  db: Queryable,
  grant: { accountId: string; clientId: string; keep: string; resource: string },
  scopes: readonly OAuthScope[],
): Promise<void> {
  const others = await db.query<{ id: string; scope: string | null }>(
    `SELECT id, payload->'resources'->>$4 AS scope FROM oauth_payload
     WHERE model = 'Grant' AND payload->>'accountId' = $1 AND payload->>'clientId' = $2
       AND id <> $3`,
    [grant.accountId, grant.clientId, grant.keep, grant.resource],
  )
  const allowed = new Set<string>(scopes)
  const wider = others
    .filter((row) => (row.scope ?? '').split(' ').some((scope) => scope && !allowed.has(scope)))
    .map((row) => row.id)
  if (wider.length === 0) return
  await db.query(
    `DELETE FROM oauth_payload WHERE grant_id = ANY($1::text[])
       OR (model = 'Grant' AND id = ANY($1::text[]))`,
    [wider],
  )
}

/**
 * Each Allow saves a new grant, so a player answering the screen again and again would pile up
 * grants: the pair's others go once no live code or token was issued under them and no pending
 * screen's answer names them (a grant an installed copy's tokens stand on stays), nor was given in
 * the last ten minutes (another tab's Allow between saving its grant and its answer), with the
 * expired codes and tokens that still name them.
 */
export async function pruneIdleGrants(
  db: Queryable,
  grant: { accountId: string; clientId: string; keep: string },
): Promise<void> {
  await db.query(
    `WITH idle AS (
       SELECT g.id FROM oauth_payload g
       WHERE g.model = 'Grant' AND g.payload->>'accountId' = $1 AND g.payload->>'clientId' = $2
         AND g.id <> $3
         -- A grant another tab's Allow saved a moment ago has no code nor saved answer yet.
         AND (g.payload->>'iat')::bigint < extract(epoch FROM now()) - 600
         AND NOT EXISTS (SELECT 1 FROM oauth_payload t
           WHERE t.grant_id = g.id AND (t.expires_at IS NULL OR t.expires_at > now()))
         AND NOT EXISTS (SELECT 1 FROM oauth_payload i
           WHERE i.model = 'Interaction' AND i.payload->'result'->'consent'->>'grantId' = g.id
             AND (i.expires_at IS NULL OR i.expires_at > now())))
     DELETE FROM oauth_payload
     WHERE grant_id IN (SELECT id FROM idle) OR (model = 'Grant' AND id IN (SELECT id FROM idle))`,
    [grant.accountId, grant.clientId, grant.keep],
  )
}
