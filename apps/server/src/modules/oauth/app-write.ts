import type { AppEditBody } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { APP_COLUMNS, type AppRow } from './app-rows.ts'
import { SECRET_GRACE_HOURS } from './client-secret.ts'

/** The grace of a replaced secret, as SQL: a constant, never a parameter of the request. */
const GRACE = `now() + interval '${SECRET_GRACE_HOURS} hours'`

/** Sets the fields of `edit` that were sent, on the owner's app; undefined when it is not theirs. */
export async function updateApp(
  db: Queryable,
  clientId: string,
  ownerId: number,
  edit: AppEditBody,
): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow>(
    `UPDATE oauth_app a SET
       name = CASE WHEN $3 THEN $4 ELSE a.name END,
       redirect_uris = CASE WHEN $5 THEN $6::text[] ELSE a.redirect_uris END,
       logo_url = CASE WHEN $7 THEN $8 ELSE a.logo_url END,
       webhook_url = CASE WHEN $9 THEN $10 ELSE a.webhook_url END
     WHERE a.client_id = $1 AND a.owner_id = $2
     RETURNING ${APP_COLUMNS}`,
    [
      clientId,
      ownerId,
      edit.name !== undefined,
      edit.name ?? null,
      edit.redirect_uris !== undefined,
      edit.redirect_uris ?? null,
      edit.logo_url !== undefined,
      edit.logo_url ?? null,
      edit.webhook_url !== undefined,
      edit.webhook_url ?? null,
    ],
  )
  return row
}

/**
 * A new client secret hash for the owner's confidential app; the one it replaces stays valid
 * for the grace (a rotation within a grace ends the older secret at once).
 */
export async function replaceClientSecret(
  db: Queryable,
  clientId: string,
  ownerId: number,
  hash: string,
): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow>(
    `UPDATE oauth_app a SET previous_secret_hash = a.client_secret_hash,
       previous_secret_expires = ${GRACE}, client_secret_hash = $3
     WHERE a.client_id = $1 AND a.owner_id = $2 AND a.client_type = 'confidential'
     RETURNING ${APP_COLUMNS}`,
    [clientId, ownerId, hash],
  )
  return row
}

/** A new webhook secret for the owner's app; deliveries are signed with both for the grace. */
export async function replaceWebhookSecret(
  db: Queryable,
  clientId: string,
  ownerId: number,
  secret: string,
): Promise<AppRow | undefined> {
  const [row] = await db.query<AppRow>(
    `UPDATE oauth_app a SET previous_webhook_secret = a.webhook_secret,
       previous_webhook_secret_expires = ${GRACE}, webhook_secret = $3
     WHERE a.client_id = $1 AND a.owner_id = $2
     RETURNING ${APP_COLUMNS}`,
    [clientId, ownerId, secret],
  )
  return row
}

/**
 * Deletes the owner's app and everything of it: the authorization server's grants, codes and
 * tokens for it (oauth_payload rows naming it), and by cascade its players' grants (so its
 * tokens are refused at once, access-tokens.ts) and its webhook deliveries, pending ones too.
 * Whether there was such an app.
 */
export async function deleteAppRows(
  db: Queryable,
  clientId: string,
  ownerId: number,
): Promise<boolean> {
  const deleted = await db.query(
    `DELETE FROM oauth_app WHERE client_id = $1 AND owner_id = $2 RETURNING 1`,
    [clientId, ownerId],
  )
  if (deleted.length === 0) return false
  await db.query(
    `DELETE FROM oauth_payload WHERE payload->>'clientId' = $1 OR grant_id IN (
       SELECT id FROM oauth_payload WHERE model = 'Grant' AND payload->>'clientId' = $1)`,
    [clientId],
  )
  return true
}
