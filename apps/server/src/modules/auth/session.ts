import type { TokenResponse, UserSelf } from '@ashes/api'
import type { Db, Queryable } from '@ashes/runtime'
import { jtiAsUuid, newTokenId, signToken, tokenLifetime } from './tokens.ts'

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
 * The id of a log-in's token, minted while the password the log-in checked (`checkedHash`) is
 * still the account's, under a share lock of its row; undefined when a reset or change replaced
 * it meanwhile. setPassword takes the row's lock before it fixes its cut-off, so a token minted
 * here is either refused by the cut-off or minted before the new password existed: no token
 * minted from a replaced password ever works (issue 49 item 3).
 */
export function mintLoginTokenId(
  db: Db,
  playerId: number,
  checkedHash: string,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ password_hash: string }>(
      'SELECT password_hash FROM player WHERE id = $1 FOR SHARE',
      [playerId],
    )
    return row?.password_hash === checkedHash ? newTokenId() : undefined
  })
}

/**
 * Sets a new password and ends every session of the player opened before now, except the one
 * whose jti is `keptJti` (the session that changed the password, or the one a reset opens); a
 * pending reset link stops working. With `resetUuid`, only if that reset is still pending. The
 * cut-off is this server's clock, as token ids are, read once the row is locked: a log-in
 * minting its token under the row's share lock (mintLoginTokenId) has finished by then, so its
 * token is before the cut-off, and one still to mint sees the new password.
 */
export function setPassword(
  db: Db,
  change: { playerId: number; passwordHash: string; keptJti?: string; resetUuid?: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM player WHERE id = $1 FOR UPDATE', [change.playerId])
    const rows = await tx.query(
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
  })
}
