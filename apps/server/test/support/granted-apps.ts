import { randomBytes } from 'node:crypto'
import type { TestApp } from './app.ts'
import type { TestPlayer } from './players.ts'

export interface GrantedApp {
  clientId: string
  webhookSecret: string
  /** An access token of the app for the granting player. */
  token: string
}

/**
 * An app registered by `developer` and granted `scopes` by `player`, with an access token as
 * the authorization server stores it (oauth_payload, migration 0016): rows written directly, for
 * tests of what an app does with a grant rather than of how it got one.
 */
export async function grantedApp(
  t: TestApp,
  developer: TestPlayer,
  player: TestPlayer,
  options: { scopes: string[]; webhookUrl?: string; revoked?: boolean },
): Promise<GrantedApp> {
  const clientId = `app-${randomBytes(6).toString('hex')}`
  const webhookSecret = randomBytes(24).toString('hex')
  await t.db.query(
    `INSERT INTO oauth_app (client_id, client_secret_hash, name, redirect_uris, webhook_url,
       webhook_secret, owner_id)
     VALUES ($1, 'x', $2, ARRAY['https://app.example/callback'], $3, $4, $5)`,
    [clientId, `App ${clientId}`, options.webhookUrl ?? null, webhookSecret, developer.id],
  )
  await t.db.query(
    `INSERT INTO oauth_grant (player_id, client_id, scopes, revoked)
     VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END)`,
    [player.id, clientId, options.scopes, options.revoked ?? false],
  )
  const token = randomBytes(24).toString('base64url')
  await t.db.query(
    `INSERT INTO oauth_payload (model, id, payload, expires_at)
     VALUES ('AccessToken', $1, $2, now() + interval '1 hour')`,
    [token, { accountId: String(player.id), clientId, scope: options.scopes.join(' ') }],
  )
  return { clientId, webhookSecret, token }
}
