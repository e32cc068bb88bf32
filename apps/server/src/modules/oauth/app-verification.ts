import type { Queryable } from '@ashes/runtime'

/**
 * An admin's word that the site checked an app (or takes it back): the consent screen says so
 * to every player the app asks. Whether the app exists.
 */
export async function setAppVerified(
  db: Queryable,
  clientId: string,
  verified: boolean,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE oauth_app SET verified = $2 WHERE client_id = $1 RETURNING 1',
    [clientId, verified],
  )
  return rows.length > 0
}
