import type { TokenForm, UserSelf } from '@ashes/api'
import type { AppContext } from '../../context.ts'
import { BANNED, forbidden, unauthorized } from '../../http/api-error.ts'
import { findLogin } from './account-rows.ts'
import { knownDevice } from './known-device.ts'
import { passwordMatches, rehashIfCarried, spendPasswordCheckTime } from './passwords.ts'
import { mintLoginTokenId, userSelf } from './session.ts'

const INCORRECT_LOGIN = 'Incorrect username or password'

/** Who asks: the client's address and its Cookie header (a known device's cookie). */
export interface LoginClient {
  ip: string
  cookie: string | undefined
}

/**
 * POST /v2/token (api-core 2.1): the account whose email and password the form holds, within
 * the rate limits, and the id its token gets; 401 for a wrong pair, 403 for a banned player.
 */
export async function logIn(
  { db, config, rateLimit }: AppContext,
  form: TokenForm,
  client: LoginClient,
): Promise<{ playerId: number; user: UserSelf; jti: string }> {
  const email = form.username.trim().toLowerCase()
  await rateLimit.checkAddress('token', client.ip)
  const row = await findLogin(db, email)
  const device = row && knownDevice(config.secretKey, client.cookie, row.id)
  const attempt = await rateLimit.beginLogin(email.slice(0, 254), device)
  if (!row) {
    await spendPasswordCheckTime(form.password)
    throw unauthorized(INCORRECT_LOGIN)
  }
  if (!(await passwordMatches(row.password_hash, form.password))) {
    throw unauthorized(INCORRECT_LOGIN)
  }
  // The password checked may have been replaced while it was checked: then it is wrong now.
  const jti = await mintLoginTokenId(db, row.id, row.password_hash)
  if (!jti) throw unauthorized(INCORRECT_LOGIN)
  await rehashIfCarried(db, row.id, row.password_hash, form.password)
  await attempt.succeeded()
  if (row.is_banned) throw forbidden(BANNED)
  const user = await userSelf(db, row.id)
  if (!user) throw unauthorized(INCORRECT_LOGIN)
  return { playerId: row.id, user, jti }
}
