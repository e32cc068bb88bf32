import { DetailResponse, EmailBody, RegistrationBody, TokenPath, TokenResponse } from '@ashes/api'
import type { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import { badRequest, notFound } from '../../http/api-error.ts'
import { noteServerError } from '../../http/server-errors.ts'
import { hashPassword } from '../auth/passwords.ts'
import { tokenResponse, userSelf } from '../auth/session.ts'
import { inviteMail } from '../mail/templates.ts'
import { insertPlayer } from './create.ts'
import { randomUsername } from './usernames.ts'

const EMAIL_IN_USE = 'This email is already in use.'
const INVITE_MAIL_FAILED =
  'Unable to send invitation email; please report this to Skaak#0007 on Discord!'
const INVITE_UNKNOWN = 'Token not found. Please request a new invite.'
const INVITE_SENT =
  'Your invitation has been sent! Please follow the link in your email to set your password.'

/** Joining by invitation (api-core 3.1, 3.2). */
export function registerInviteRoutes(app: TypedApp, ctx: AppContext): void {
  const { db, config, mailer, rateLimit } = ctx

  app.post(
    '/players/new',
    {
      config: { auth: 'anonymous' },
      schema: { tags: ['players'], body: EmailBody, response: { 201: DetailResponse } },
    },
    async (request, reply) => {
      const { email } = request.body as z.infer<typeof EmailBody>
      await rateLimit.checkAddress('invite', request.ip)
      const registered = await db.query('SELECT 1 FROM player WHERE email = $1', [email])
      if (registered.length > 0) throw badRequest(EMAIL_IN_USE)
      // Past the email's mail budget no other mail goes out, and the link mailed before keeps
      // working: a stranger's requests slow the mails down but never keep the person from joining.
      const pending = await db.query('SELECT 1 FROM invite WHERE email = $1', [email])
      if (!(await rateLimit.mayMail('invite', email)) && pending.length > 0) {
        return reply.code(201).send({ detail: INVITE_SENT })
      }
      // A repeated request re-sends the same link, so every mail the person got stays valid.
      const [invite] = await db.query<{ uuid: string; requests: number }>(
        `INSERT INTO invite (uuid, email) VALUES (gen_random_uuid(), $1)
         ON CONFLICT (email) DO UPDATE SET requests = invite.requests + 1, requested = now()
         RETURNING uuid::text, requests`,
        [email],
      )
      if (!invite) throw badRequest(INVITE_MAIL_FAILED)
      try {
        await mailer.send(email, inviteMail(config, email, invite.uuid))
      } catch (error) {
        noteServerError(request, error)
        // An invitation nobody received is removed, so nothing is left half-made; one sent
        // before stays valid.
        await db.query('DELETE FROM invite WHERE uuid = $1 AND requests = 1', [invite.uuid])
        throw badRequest(INVITE_MAIL_FAILED)
      }
      return reply.code(201).send({ detail: INVITE_SENT })
    },
  )

  app.post(
    '/players/new/:token',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['players'],
        params: TokenPath,
        body: RegistrationBody,
        response: { 201: TokenResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.params as z.infer<typeof TokenPath>
      const body = request.body as RegistrationBody
      const known = await db.query('SELECT 1 FROM invite WHERE uuid = $1', [token])
      if (known.length === 0) throw notFound(INVITE_UNKNOWN)
      const passwordHash = await hashPassword(body.password)
      const outcome = await db.transaction(async (tx) => {
        const [invite] = await tx.query<{ email: string }>(
          'DELETE FROM invite WHERE uuid = $1 RETURNING email',
          [token],
        )
        if (!invite) return 'unknown' as const
        const player = await insertPlayer(tx, {
          email: invite.email,
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
      return reply.code(201).send(tokenResponse(config.secretKey, user))
    },
  )
}
