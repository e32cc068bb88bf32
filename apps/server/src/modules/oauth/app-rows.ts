import type { OAuthScope } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { AdapterPayload } from 'oidc-provider'

export interface AppRow {
  client_id: string
  name: string
  redirect_uris: string[]
  logo_url: string | null
  webhook_url: string | null
  webhook_secret: string
  created: Date
}

const APP_COLUMNS =
  'a.client_id, a.name, a.redirect_uris, a.logo_url, a.webhook_url, a.webhook_secret, a.created'

/**
 * A registered app as the authorization server sees a client: its secret is the hash kept
 * (client-secret.ts turns the presented secret into it), and it may only use the code flow
 * with PKCE and refresh tokens, authenticating with HTTP Basic.
 */
export async function appClient(
  db: Queryable,
  clientId: string,
): Promise<AdapterPayload | undefined> {
  const [row] = await db.query<{
    client_secret_hash: string
    redirect_uris: string[]
    name: string
  }>(`SELECT client_secret_hash, redirect_uris, name FROM oauth_app WHERE client_id = $1`, [
    clientId,
  ])
  if (!row) return undefined
  return {
    client_id: clientId,
    client_secret: row.client_secret_hash,
    client_name: row.name,
    redirect_uris: row.redirect_uris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_basic',
  }
}

export async function appById(db: Queryable, clientId: string): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow>(
    `SELECT ${APP_COLUMNS} FROM oauth_app a WHERE a.client_id = $1`,
    [clientId],
  )
  return row
}

/** The apps a developer registered, newest first. */
export function appsOwnedBy(db: Queryable, ownerId: number): Promise<AppRow[]> {
  return db.query<AppRow>(
    `SELECT ${APP_COLUMNS} FROM oauth_app a WHERE a.owner_id = $1 ORDER BY a.created DESC`,
    [ownerId],
  )
}

/** The apps a player has allowed and not revoked, with what each may do. */
export function appsGrantedBy(db: Queryable, playerId: number) {
  return db.query<{
    client_id: string
    name: string
    logo_url: string | null
    scopes: OAuthScope[]
    created: Date
  }>(
    `SELECT a.client_id, a.name, a.logo_url, g.scopes, g.created
     FROM oauth_grant g JOIN oauth_app a USING (client_id)
     WHERE g.player_id = $1 AND g.revoked IS NULL ORDER BY g.created DESC`,
    [playerId],
  )
}
