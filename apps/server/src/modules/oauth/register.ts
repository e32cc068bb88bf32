import { randomBytes } from 'node:crypto'
import type { AppCredentials, AppRegistrationBody, RegisteredApp } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { ApiError } from '../../http/api-error.ts'
import type { AppRow } from './app-rows.ts'
import { hashClientSecret, newClientSecret } from './client-secret.ts'

/** Enough for any developer; past it a developer is more likely a script filling the table. */
const APPS_PER_OWNER = 20

export const registeredApp = (row: AppRow): RegisteredApp => ({
  client_id: row.client_id,
  name: row.name,
  redirect_uris: row.redirect_uris,
  logo_url: row.logo_url,
  webhook_url: row.webhook_url,
  webhook_secret: row.webhook_secret,
  created: row.created.toISOString(),
})

/**
 * Registers an app for its developer: a new client id and secret (the secret is answered this
 * once; only its hash is kept) and the secret its webhooks are signed with.
 */
export async function registerApp(
  db: Queryable,
  ownerId: number,
  body: AppRegistrationBody,
): Promise<AppCredentials> {
  const [count] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM oauth_app WHERE owner_id = $1`,
    [ownerId],
  )
  if ((count?.n ?? 0) >= APPS_PER_OWNER)
    throw new ApiError(422, `You can register at most ${APPS_PER_OWNER} apps.`)
  const clientId = randomBytes(12).toString('base64url')
  const secret = newClientSecret()
  const [row] = await db.query<AppRow>(
    `INSERT INTO oauth_app (client_id, client_secret_hash, name, redirect_uris, logo_url,
       webhook_url, webhook_secret, owner_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING client_id, name, redirect_uris, logo_url, webhook_url, webhook_secret, created`,
    [
      clientId,
      hashClientSecret(secret),
      body.name,
      body.redirect_uris,
      body.logo_url ?? null,
      body.webhook_url ?? null,
      randomBytes(32).toString('base64url'),
      ownerId,
    ],
  )
  if (!row) throw new Error('oauth_app insert returned no row')
  return { ...registeredApp(row), client_secret: secret }
}
