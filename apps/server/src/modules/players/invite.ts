import type { AppContext } from '../../context.ts'
import { badRequest } from '../../http/api-error.ts'
import { inviteMail } from '../mail/templates.ts'
import { dropUnsentInvite, hasInvite, upsertInvite } from './invite-rows.ts'
import { isRegistered } from './player-rows.ts'

export const EMAIL_IN_USE = 'This email is already in use.'
const INVITE_MAIL_FAILED =
  'Unable to send invitation email; please report this to Skaak#0007 on Discord!'

/**
 * POST /v2/players/new (api-core 3.1): mails an invitation link to `email`. A mail that could
 * not be sent is a 400, and `onMailError` is told why.
 */
export async function requestInvite(
  { db, config, mailer, rateLimit }: AppContext,
  email: string,
  ip: string,
  onMailError: (error: unknown) => void,
): Promise<void> {
  await rateLimit.checkAddress('invite', ip)
  if (await isRegistered(db, email)) throw badRequest(EMAIL_IN_USE)
  // Past the email's mail budget no other mail goes out, and the link mailed before keeps
  // working: a stranger's requests slow the mails down but never keep the person from joining.
  const pending = await hasInvite(db, email)
  if (!(await rateLimit.mayMail('invite', email)) && pending) return
  // A repeated request re-sends the same link, so every mail the person got stays valid.
  const invite = await upsertInvite(db, email)
  if (!invite) throw badRequest(INVITE_MAIL_FAILED)
  try {
    await mailer.send(email, inviteMail(config, email, invite.uuid))
  } catch (error) {
    onMailError(error)
    // An invitation nobody received is removed, so nothing is left half-made.
    await dropUnsentInvite(db, invite.uuid)
    throw badRequest(INVITE_MAIL_FAILED)
  }
}
