import type { AppClientType, OAuthScope } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { AdapterPayload } from 'oidc-provider'

export interface AppRow {
  client_id: string
  name: string
  client_type: AppClientType
  redirect_uris: string[]
  logo_url: string | null
  webhook_url: string | null
  webhook_secret: string
  previous_secret_expires: Date | null
  previous_webhook_secret_expires: Date | null
  created: Date
}

/** An app's columns as AppRow has them; a grace that ended reads as none. */
export const APP_COLUMNS = `a.client_id, a.name, a.client_type, a.redirect_uris, a.logo_url,
  a.webhook_url, a.webhook_secret,
  CASE WHEN a.previous_secret_expires > now() THEN a.previous_secret_expires END
    AS previous_secret_expires,
  CASE WHEN a.previous_webhook_secret_expires > now() THEN a.previous_webhook_secret_expires END
    AS previous_webhook_secret_expires,
  a.created`

/**
 * A registered app as the authorization server sees a client; it may only use the code flow
 * with PKCE and refresh tokens. A confidential app authenticates with HTTP Basic, its secret
 * being the hash kept (client-secret.ts turns the presented secret into it). A public app has
 * no secret (`none`) and is a native client to the provider, which then takes a loopback
 * redirect URI on any port (RFC 8252 7.3) and a private-use scheme (7.1).
 */
export async function appClient(
  db: Queryable,
  clientId: string,
): Promise<AdapterPayload | undefined> {
  const [row] = await db.query<{
    client_secret_hash: string | null
    client_type: AppClientType
    redirect_uris: string[]
    name: string
  }>(
    `SELECT client_secret_hash, client_type, redirect_uris, name FROM oauth_app
     WHERE client_id = $1`,
    [clientId],
  )
  if (!row) return undefined
  const flows = {
    client_id: clientId,
    client_name: row.name,
    redirect_uris: row.redirect_uris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  }
  if (row.client_type === 'public' || row.client_secret_hash === null)
    return { ...flows, token_endpoint_auth_method: 'none', application_type: 'native' }
  return {
    ...flows,
    client_secret: row.client_secret_hash,
    token_endpoint_auth_method: 'client_secret_basic',
  }
}

/**
 * The secret hash the provider knows for the client, given the hash of the secret presented:
 * the current one when the presented secret is the one replaced last and its grace has not
 * ended (docs/integrations.md); else the presented hash itself, which the provider compares.
 */
export async function secretHashInForce(
  db: Queryable,
  clientId: string,
  presented: string,
): Promise<string> {
  const [row] = await db.query<{ client_secret_hash: string }>(
    `SELECT client_secret_hash FROM oauth_app WHERE client_id = $1
       AND previous_secret_hash = $2 AND previous_secret_expires > now()`,
    [clientId, presented],
  )
  return row?.client_secret_hash ?? presented
}

/** The app if `ownerId` registered it; else undefined (another's app is as one that is not). */
export async function ownedApp(
  db: Queryable,
  clientId: string,
  ownerId: number,
): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow>(
    `SELECT ${APP_COLUMNS} FROM oauth_app a WHERE a.client_id = $1 AND a.owner_id = $2`,
    [clientId, ownerId],
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

/** What the consent screen says of an app: its registration, its developer, whether checked. */
export async function appForConsent(db: Queryable, clientId: string) {
  const [row] = await db.query<{
    client_id: string
    name: string
    logo_url: string | null
    verified: boolean
    developer_username: string
    developer_badge: string
  }>(
    `SELECT a.client_id, a.name, a.logo_url, a.verified, p.username AS developer_username,
       p.badge AS developer_badge
     FROM oauth_app a JOIN player p ON p.id = a.owner_id WHERE a.client_id = $1`,
    [clientId],
  )
  return row
}

/** The scopes a player's live link to the app allows; undefined when there is no live link. */
export async function grantedScopes(
  db: Queryable,
  playerId: number,
  clientId: string,
): Promise<OAuthScope[] | undefined> {
  const [row] = await db.query<{ scopes: OAuthScope[] }>(
    `SELECT scopes FROM oauth_grant WHERE player_id = $1 AND client_id = $2 AND revoked IS NULL`,
    [playerId, clientId],
  )
  return row?.scopes
}
