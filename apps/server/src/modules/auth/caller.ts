import type { Queryable } from '../../db/client.ts'
import { BANNED, forbidden, unauthorized } from '../../http/api-error.ts'
import { jtiAsUuid, type TokenClaims, verifyToken } from './tokens.ts'

export interface Player {
  id: number
  email: string
  badge: string
  username: string
  description: string | null
  is_admin: boolean
  is_banned: boolean
  newsletter_opt_in: boolean
  email_subscriptions: boolean
  exclude_subscriptions: boolean
  colorize_icons: boolean
}

export interface Caller {
  player: Player
  token: TokenClaims
}

export const PLAYER_COLUMNS = `p.id, p.email, p.badge, p.username, p.description, p.is_admin, p.is_banned,
  p.newsletter_opt_in, p.email_subscriptions, p.exclude_subscriptions, p.colorize_icons`

/** The bearer token of an Authorization header, or undefined for anonymous callers. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header)
  return match ? (match[1] ?? '').trim() : undefined
}

/**
 * Who is calling (api-core 0.3): undefined for anonymous; 401 for a bad, expired or revoked
 * token; 403 for a banned player.
 */
export async function resolveCaller(
  db: Queryable,
  secret: string,
  header: string | undefined,
): Promise<Caller | undefined> {
  const token = bearerToken(header)
  if (token === undefined) return undefined
  const claims = token ? await verifyToken(secret, token) : undefined
  if (!claims) throw unauthorized()
  const [row] = await db.query<
    Player & { revoked: boolean; tokens_valid_after: Date | null; kept_token_jti: string | null }
  >(
    `SELECT ${PLAYER_COLUMNS}, p.tokens_valid_after, p.kept_token_jti,
       EXISTS (SELECT 1 FROM revoked_token r WHERE r.jti = $2) AS revoked
     FROM player p WHERE p.badge = $1 AND NOT p.is_system`,
    [claims.sub, jtiAsUuid(claims.jti)],
  )
  if (!row || row.revoked) throw unauthorized()
  // A password change or reset ends the sessions that were open before it, except the session
  // that changed the password (its jti is kept).
  if (
    row.tokens_valid_after &&
    claims.iat * 1000 < row.tokens_valid_after.getTime() - 999 &&
    row.kept_token_jti !== jtiAsUuid(claims.jti)
  )
    throw unauthorized()
  if (row.is_banned) throw forbidden(BANNED)
  const { revoked: _revoked, tokens_valid_after: _after, kept_token_jti: _kept, ...player } = row
  return { player, token: claims }
}
