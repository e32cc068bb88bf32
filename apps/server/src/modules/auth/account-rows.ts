import type { Queryable } from '@ashes/runtime'

/** What a log-in needs of the account an email names (system players never log in). */
export interface LoginAccount {
  id: number
  password_hash: string
  is_banned: boolean
}

export async function findLogin(db: Queryable, email: string): Promise<LoginAccount | undefined> {
  // A NUL cannot be in a stored email, and PostgreSQL refuses it in text.
  if (email.includes('\0')) return undefined
  const [row] = await db.query<LoginAccount>(
    'SELECT id, password_hash, is_banned FROM player WHERE email = $1 AND NOT is_system',
    [email],
  )
  return row
}

/** The account a reset request names, and whether it holds a live reset link. */
export async function findResetTarget(
  db: Queryable,
  email: string,
): Promise<{ id: number; is_banned: boolean; has_link: boolean } | undefined> {
  const [row] = await db.query<{ id: number; is_banned: boolean; has_link: boolean }>(
    `SELECT id, is_banned, reset_uuid IS NOT NULL AS has_link
     FROM player WHERE email = $1 AND NOT is_system`,
    [email],
  )
  return row
}

/** The account whose pending reset link is `resetUuid`. */
export async function findByResetLink(
  db: Queryable,
  resetUuid: string,
): Promise<{ id: number; is_banned: boolean } | undefined> {
  const [row] = await db.query<{ id: number; is_banned: boolean }>(
    'SELECT id, is_banned FROM player WHERE reset_uuid = $1 AND NOT is_system',
    [resetUuid],
  )
  return row
}
