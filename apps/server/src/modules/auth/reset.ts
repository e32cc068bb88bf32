import type { UserSelf } from '@ashes/api'
import type { Db } from '@ashes/runtime'
import type { AppContext } from '../../context.ts'
import { BANNED, badRequest, forbidden, notFound } from '../../http/api-error.ts'
import { resetMail } from '../mail/templates.ts'
import { findByResetLink, findResetTarget } from './account-rows.ts'
import { dropResetLink, newResetLink } from './account-write.ts'
import { hashPassword } from './passwords.ts'
import { setPassword, userSelf } from './session.ts'
import { newTokenId } from './tokens.ts'

const RESET_MAIL_FAILED =
  'Unable to send password reset email; please contact Skaak#0007 on Discord.'
const RESET_TOKEN_UNKNOWN = 'Token not found. Please request a new password reset.'
export const RESET_SENT = 'A link to reset your password has been sent to your email!'

/**
 * POST /v2/reset (api-core 2.3): mails a reset link to `email`'s account. A mail that could
 * not be sent is a 400, and `onMailError` is told why.
 */
export async function requestReset(
  { db, config, mailer, rateLimit }: AppContext,
  email: string,
  ip: string,
  onMailError: (error: unknown) => void,
): Promise<void> {
  await rateLimit.checkAddress('reset', ip)
  const player = await findResetTarget(db, email)
  if (!player) throw notFound('No account found for email.')
  if (player.is_banned) throw forbidden(BANNED)
  // Past the account's mail budget no other mail goes out and the link mailed last keeps
  // working, so the owner is never refused; only a request with no live link must send.
  if (!(await rateLimit.mayMail('reset', email)) && player.has_link) return
  const token = await newResetLink(db, player.id)
  try {
    await mailer.send(email, resetMail(config, email, token))
  } catch (error) {
    onMailError(error)
    // Nobody received this link: drop it rather than keep a token no one can use.
    await dropResetLink(db, player.id, token)
    throw badRequest(RESET_MAIL_FAILED)
  }
}

/** POST /v2/reset/{token} (api-core 2.4): sets the password the mailed link was for. */
export async function resetPassword(
  db: Db,
  resetUuid: string,
  password: string,
): Promise<{ playerId: number; user: UserSelf; jti: string }> {
  const player = await findByResetLink(db, resetUuid)
  if (!player) throw notFound(RESET_TOKEN_UNKNOWN)
  // The reference let a banned player reset and then refused the token it gave; say so now.
  if (player.is_banned) throw forbidden(BANNED)
  const passwordHash = await hashPassword(password)
  // The reset logs the player in: that session (the jti of its token) outlives the reset, even
  // when issued within the reset's millisecond.
  const jti = newTokenId()
  const done = await setPassword(db, { playerId: player.id, passwordHash, resetUuid, keptJti: jti })
  if (!done) throw notFound(RESET_TOKEN_UNKNOWN)
  const user = await userSelf(db, player.id)
  if (!user) throw notFound(RESET_TOKEN_UNKNOWN)
  return { playerId: player.id, user, jti }
}
