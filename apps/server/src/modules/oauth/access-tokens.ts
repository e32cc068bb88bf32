import type { OAuthScope } from '@ashes/api'
import { OAUTH_SCOPES } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'

/** What an app's access token stands for: the granting player, the app, and what it may do. */
export interface AppAccess {
  playerId: number
  clientId: string
  scopes: ReadonlySet<OAuthScope>
}

const KNOWN = new Set<string>(OAUTH_SCOPES)

/**
 * An app's access token as the authorization server stored it (oauth_payload, migration 0016),
 * or undefined when it is unknown, expired, or its player revoked the app. It may do only what
 * the player's Apps list shows (oauth_grant.scopes) as well as what it was issued for, so the
 * list is never less than the truth. Read from the database on every request: a revocation on
 * any server ends the token at once.
 */
export async function appAccess(db: Queryable, token: string): Promise<AppAccess | undefined> {
  const [row] = await db.query<{
    payload: { accountId?: string; clientId?: string; scope?: string }
    listed: string[]
  }>(
    `SELECT t.payload, g.scopes AS listed FROM oauth_payload t
     JOIN oauth_grant g ON g.client_id = t.payload->>'clientId'
       AND g.player_id::text = t.payload->>'accountId' AND g.revoked IS NULL
     WHERE t.model = 'AccessToken' AND t.id = $1 AND t.expires_at > now()`,
    [token],
  )
  const { accountId, clientId, scope } = row?.payload ?? {}
  if (!accountId || !clientId) return undefined
  const listed = new Set(row?.listed)
  const scopes = new Set(
    (scope ?? '').split(' ').filter((s): s is OAuthScope => KNOWN.has(s) && listed.has(s)),
  )
  return { playerId: Number(accountId), clientId, scopes }
}
