import { randomBytes } from 'node:crypto'
import type { AppCredentials, AppRegistrationBody, RegisteredApp } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { ApiError } from '../../http/api-error.ts'
import { queuePing } from '../webhooks/delivery-write.ts'
import { APP_COLUMNS, type AppRow } from './app-rows.ts'
import { hashClientSecret, newClientSecret } from './client-secret.ts'

/** Enough for any developer; past it a developer is more likely a script filling the table. */
const APPS_PER_OWNER = 20

const iso = (date: Date | null) => date?.toISOString() ?? null

export const registeredApp = (row: AppRow): RegisteredApp => ({
  client_id: row.client_id,
  name: row.name,
  client_type: row.client_type,
  redirect_uris: row.redirect_uris,
  logo_url: row.logo_url,
  webhook_url: row.webhook_url,
  webhook_secret: row.webhook_secret,
  previous_client_secret_expires: iso(row.previous_secret_expires),
  previous_webhook_secret_expires: iso(row.previous_webhook_secret_expires),
  created: row.created.toISOString(),
})

/** A new webhook secret: 256 random bits, shown in the app's settings. */
export const newWebhookSecret = () => randomBytes(32).toString('base64url')

/**
 * Registers an app for its developer: a new client id, a client secret for a confidential app
 * (answered this once; only its hash is kept; a public app has none), and the secret its
 * webhooks are signed with. A webhook URL given is checked at once with a ping.
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
  const secret = body.client_type === 'public' ? null : newClientSecret()
  const [row] = await db.query<AppRow>(
    `INSERT INTO oauth_app AS a (client_id, client_secret_hash, client_type, name, redirect_uris,
       logo_url, webhook_url, webhook_secret, owner_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING ${APP_COLUMNS}`,
    [
      clientId,
      secret === null ? null : hashClientSecret(secret),
      body.client_type,
      body.name,
      body.redirect_uris,
      body.logo_url ?? null,
      body.webhook_url ?? null,
      newWebhookSecret(),
      ownerId,
    ],
  )
  if (!row) throw new Error('oauth_app insert returned no row')
  if (row.webhook_url) await queuePing(db, clientId)
  return { ...registeredApp(row), client_secret: secret }
}
