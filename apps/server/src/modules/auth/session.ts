import type { TokenResponse, UserSelf } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { jtiAsUuid, signToken, tokenLifetime } from './tokens.ts'

/** Columns of the caller's own account (UserSelf); the pending reset token is never read. */
const USER_SELF_COLUMNS = `username, badge, description, email, newsletter_opt_in,
  email_subscriptions, exclude_subscriptions, colorize_icons, is_admin`

export async function userSelf(db: Queryable, playerId: number): Promise<UserSelf | undefined> {
  const [row] = await db.query<UserSelf>(`SELECT ${USER_SELF_COLUMNS} FROM player WHERE id = $1`, [
    playerId,
  ])
  return row
}

/**
 * A fresh access token for `user` with the login response of the reference; `jti` when its id
 * had to be known before (a reset keeps the session it opens).
 */
export function tokenResponse(
  secret: string,
  user: UserSelf,
  { longTerm = false, jti }: { longTerm?: boolean; jti?: string } = {},
): TokenResponse {
  const access_token = signToken(secret, user.badge, tokenLifetime(longTerm), jti)
  return { access_token, token_type: 'bearer', user }
}

/**
 * Sets a new password and ends every session of the player opened before now, except the one
 * whose jti is `keptJti` (the session that changed the password, or the one a reset opens); a
 * pending reset link stops working. With `resetUuid`, only if that reset is still pending. Uses
 * this server's clock, as token ids do, so a token issued right after is never refused for
 * clock skew.
 */
export async function setPassword(
  db: Queryable,
  change: { playerId: number; passwordHash: string; keptJti?: string; resetUuid?: string },
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE player SET password_hash = $2, reset_uuid = NULL, tokens_valid_after = $3,
       kept_token_jti = $4, modified = now()
     WHERE id = $1 AND ($5::uuid IS NULL OR reset_uuid = $5::uuid) RETURNING id`,
    [
      change.playerId,
      change.passwordHash,
      new Date(),
      change.keptJti ? jtiAsUuid(change.keptJti) : null,
      change.resetUuid ?? null,
    ],
  )
  return rows.length > 0
}
