import type { OAuthScope } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { WatchedVersion } from '../../db/watched-version.ts'
import { BANNED, forbidden, invalidToken, unauthorized } from '../../http/api-error.ts'
import { appAccess } from '../oauth/access-tokens.ts'
import { issuedBy, jtiAsUuid, type TokenClaims, verifyToken } from './tokens.ts'

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
  /**
   * Set when the bearer token is an app's access token (issue 28): `player` is the player who
   * granted it, and the guard lets the app reach only the routes of these scopes.
   */
  app?: { clientId: string; scopes: ReadonlySet<OAuthScope> }
}

const PLAYER_COLUMNS = `p.id, p.email, p.badge, p.username, p.description, p.is_admin, p.is_banned,
  p.newsletter_opt_in, p.email_subscriptions, p.exclude_subscriptions, p.colorize_icons`

/** The bearer token of an Authorization header, or undefined for anonymous callers. */
function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^\s*bearer(?:\s+(.*))?$/i.exec(header)
  return match ? (match[1] ?? '').trim() : undefined
}

/** Who a token belongs to, as the database says now; undefined when revoked or unknown. */
async function lookUp(db: Queryable, claims: TokenClaims) {
  const [row] = await db.query<
    Player & {
      revoked: boolean
      tokens_valid_after: Date | null
      kept_token_jti: string | null
      version: number
    }
  >(
    `SELECT ${PLAYER_COLUMNS}, p.tokens_valid_after, p.kept_token_jti,
       EXISTS (SELECT 1 FROM revoked_token r WHERE r.jti = $2) AS revoked,
       (SELECT version FROM account_state) AS version
     FROM player p WHERE p.badge = $1 AND NOT p.is_system`,
    [claims.sub, jtiAsUuid(claims.jti)],
  )
  if (!row || row.revoked) return undefined
  // A password change or reset ends every session open before it, however shortly before,
  // except the session that changed the password or that the reset opened (its jti is kept).
  if (
    row.tokens_valid_after &&
    issuedBy(claims, row.tokens_valid_after.getTime()) &&
    row.kept_token_jti !== jtiAsUuid(claims.jti)
  )
    return undefined
  const {
    revoked: _revoked,
    tokens_valid_after: _after,
    kept_token_jti: _kept,
    version,
    ...player
  } = row
  return { player, version }
}

/** Enough for every token in use on a busy day; past it, the cache starts over. */
const MAX_CALLERS = 20_000

/**
 * Who is calling (api-core 0.3): undefined for anonymous; 401 for a bad, expired or revoked
 * token; 403 for a banned player. A token's player is looked up once and then kept while the
 * account version (migration 0005) stays where it was, so most requests need no query for it;
 * a kept token's signature, checked when it was first seen, is not computed again.
 */
export class Callers {
  private readonly known = new Map<
    string,
    { version: number; player: Player; claims: TokenClaims }
  >()

  constructor(
    private readonly db: Queryable,
    private readonly secret: string,
    private readonly accounts: WatchedVersion,
  ) {}

  async resolve(header: string | undefined): Promise<Caller | undefined> {
    const token = bearerToken(header)
    if (token === undefined) return undefined
    // The site's tokens are JWTs; an app's are opaque (no dot), kept by the OAuth server.
    if (token && !token.includes('.')) return this.resolveApp(token)
    let found = this.known.get(token)
    // Expiry comes with time: checked on every request.
    const claims = found ? found.claims : token ? verifyToken(this.secret, token) : undefined
    if (!claims || claims.exp <= Date.now() / 1000) {
      this.known.delete(token)
      throw unauthorized()
    }
    if (!found || found.version !== (await this.accounts.current())) {
      const current = await lookUp(this.db, claims)
      if (!current) {
        this.known.delete(token)
        throw unauthorized()
      }
      if (this.known.size >= MAX_CALLERS) this.known.clear()
      found = { ...current, claims }
      this.known.set(token, found)
    }
    if (found.player.is_banned) throw forbidden(BANNED)
    return { player: found.player, token: claims }
  }

  /**
   * An app's caller: checked against the database on every request, never cached. A token that
   * is no good says so (`invalid_token`), so the app knows to link the player again.
   */
  private async resolveApp(token: string): Promise<Caller> {
    const access = await appAccess(this.db, token)
    const [player] = access
      ? await this.db.query<Player>(
          `SELECT ${PLAYER_COLUMNS} FROM player p WHERE p.id = $1 AND NOT p.is_system`,
          [access.playerId],
        )
      : []
    if (!access || !player) throw invalidToken()
    if (player.is_banned) throw forbidden(BANNED)
    const now = Math.floor(Date.now() / 1000)
    return {
      // An app acts as the player, never as an admin: an admin's app token moderates nothing.
      player: { ...player, is_admin: false },
      token: { sub: player.badge, jti: '', iat: now, exp: now },
      app: { clientId: access.clientId, scopes: access.scopes },
    }
  }
}
