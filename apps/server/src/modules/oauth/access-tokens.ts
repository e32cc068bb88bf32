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
 * or undefined when it is unknown, expired, or its player revoked the app. Read from the
 * database on every request: a revocation on any server ends the token at once.
 */
export async function appAccess(db: Queryable, token: string): Promise<AppAccess | undefined> {
  const [row] = await db.query<{
    payload: { accountId?: string; clientId?: string; scope?: string }
  }>(
    `SELECT t.payload FROM oauth_payload t
     JOIN oauth_grant g ON g.client_id = t.payload->>'clientId'
       AND g.player_id::text = t.payload->>'accountId' AND g.revoked IS NULL
     WHERE t.model = 'AccessToken' AND t.id = $1 AND t.expires_at > now()`,
    [token],
  )
  const { accountId, clientId, scope } = row?.payload ?? {}
  if (!accountId || !clientId) return undefined
  const scopes = new Set((scope ?? '').split(' ').filter((s): s is OAuthScope => KNOWN.has(s)))
  return { playerId: Number(accountId), clientId, scopes }
}
