import { CURRENT_PASSWORD_INVALID, type PasswordChangeBody } from '@ashes/api'
import type { Db } from '@ashes/runtime'
import { RequestValidationError } from '../../http/validation.ts'
import type { Caller } from '../auth/caller.ts'
import { hashPassword, passwordMatches } from '../auth/passwords.ts'
import { setPassword } from '../auth/session.ts'
import { passwordHashOf } from './player-rows.ts'

/**
 * POST /v2/players/me/password (api-core 3.5). Other sessions end (a stolen token stops
 * working); the caller's carries on.
 */
export async function changePassword(
  db: Db,
  { player, token }: Caller,
  body: PasswordChangeBody,
): Promise<void> {
  const storedHash = await passwordHashOf(db, player.id)
  if (storedHash === undefined || !(await passwordMatches(storedHash, body.current_password))) {
    // The reference lost this message (`{"detail": [{}]}`); clients now get it.
    throw new RequestValidationError([
      {
        type: 'value_error',
        loc: ['body', 'current_password'],
        msg: CURRENT_PASSWORD_INVALID,
        input: body.current_password,
      },
    ])
  }
  const passwordHash = await hashPassword(body.password)
  await setPassword(db, { playerId: player.id, passwordHash, keptJti: token.jti })
}
