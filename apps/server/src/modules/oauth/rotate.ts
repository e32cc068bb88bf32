import type { AppCredentials, RegisteredApp } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { ApiError, notFound } from '../../http/api-error.ts'
import { ownedApp } from './app-rows.ts'
import { replaceClientSecret, replaceWebhookSecret } from './app-write.ts'
import { hashClientSecret, newClientSecret } from './client-secret.ts'
import { NO_SUCH_APP } from './edit.ts'
import { newWebhookSecret, registeredApp } from './register.ts'

/**
 * A new client secret for the owner's confidential app, answered this once; the secret it
 * replaces keeps working for the grace (client-secret.ts), so the developer can roll it out to
 * their servers without a gap. A public app has none to rotate (422).
 */
export async function rotateClientSecret(
  tx: Queryable,
  ownerId: number,
  clientId: string,
): Promise<AppCredentials> {
  const app = await ownedApp(tx, clientId, ownerId)
  if (!app) throw notFound(NO_SUCH_APP)
  if (app.client_type === 'public') throw new ApiError(422, 'A public app has no client secret.')
  const secret = newClientSecret()
  const row = await replaceClientSecret(tx, clientId, ownerId, hashClientSecret(secret))
  if (!row) throw notFound(NO_SUCH_APP)
  return { ...registeredApp(row), client_secret: secret }
}

/** A new webhook secret for the owner's app; deliveries carry both signatures for the grace. */
export async function rotateWebhookSecret(
  tx: Queryable,
  ownerId: number,
  clientId: string,
): Promise<RegisteredApp> {
  const row = await replaceWebhookSecret(tx, clientId, ownerId, newWebhookSecret())
  if (!row) throw notFound(NO_SUCH_APP)
  return registeredApp(row)
}
