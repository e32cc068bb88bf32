import type { RegistrationBody, UserSelf } from '@ashes/api'
import type { Db } from '@ashes/runtime'
import { badRequest, notFound } from '../../http/api-error.ts'
import { hashPassword } from '../auth/passwords.ts'
import { userSelf } from '../auth/session.ts'
import { insertPlayer } from './create.ts'
import { EMAIL_IN_USE } from './invite.ts'
import { inviteExists, takeInvite } from './invite-rows.ts'
import { randomUsername } from './usernames.ts'

const INVITE_UNKNOWN = 'Token not found. Please request a new invite.'

/** POST /v2/players/new/{token} (api-core 3.2): the invited person's new account. */
export async function joinByInvite(
  db: Db,
  token: string,
  body: RegistrationBody,
): Promise<UserSelf> {
  if (!(await inviteExists(db, token))) throw notFound(INVITE_UNKNOWN)
  const passwordHash = await hashPassword(body.password)
  const outcome = await db.transaction(async (tx) => {
    const email = await takeInvite(tx, token)
    if (email === undefined) return 'unknown' as const
    const player = await insertPlayer(tx, {
      email,
      username: body.username ?? randomUsername(),
      description: body.description ?? null,
      newsletterOptIn: body.newsletter_opt_in,
      passwordHash,
      isAdmin: false,
    })
    return player ?? ('taken' as const)
  })
  if (outcome === 'unknown') throw notFound(INVITE_UNKNOWN)
  // Only when an account was made for this email in another way (the admin command).
  if (outcome === 'taken') throw badRequest(EMAIL_IN_USE)
  const user = await userSelf(db, outcome.id)
  if (!user) throw notFound(INVITE_UNKNOWN)
  return user
}
