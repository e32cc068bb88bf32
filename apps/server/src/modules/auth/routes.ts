import {
  DetailResponse,
  EmailBody,
  NewPasswordBody,
  TokenForm,
  TokenPath,
  TokenResponse,
  wantsLongTermToken,
} from '@ashes/api'
import multipart from '@fastify/multipart'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import { BANNED, badRequest, forbidden, notFound, unauthorized } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { noteServerError } from '../../http/server-errors.ts'
import { resetMail } from '../mail/templates.ts'
import { knownDevice, knownDeviceCookie } from './known-device.ts'
import { hashPassword, passwordMatches, spendPasswordCheckTime } from './passwords.ts'
import { setPassword, tokenResponse, userSelf } from './session.ts'
import { jtiAsUuid } from './tokens.ts'

const INCORRECT_LOGIN = 'Incorrect username or password'
const RESET_MAIL_FAILED =
  'Unable to send password reset email; please contact Skaak#0007 on Discord.'
const RESET_TOKEN_UNKNOWN = 'Token not found. Please request a new password reset.'
const RESET_SENT = 'A link to reset your password has been sent to your email!'

const isUrlEncoded = (request: FastifyRequest) =>
  /^\s*application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? '')

/** The fields of a multipart form; a malformed one is a 400, as Starlette answers it. */
async function multipartFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  const fields: Record<string, unknown> = {}
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields[part.fieldname] = part.value
    }
  } catch {
    throw badRequest('There was an error parsing the body')
  }
  return fields
}

/** Log in, log out and password resets (api-core 2). */
export function registerAuthRoutes(app: TypedApp, ctx: AppContext): void {
  const { db, config, mailer, rateLimit } = ctx
  const secure = config.publicUrl.startsWith('https:')
  /** Makes the browser a known device of the player it has just proven itself for. */
  const rememberDevice = (request: FastifyRequest, reply: FastifyReply, playerId: number) => {
    const deviceId = knownDevice(config.secretKey, request.headers.cookie, playerId)
    reply.header('set-cookie', knownDeviceCookie(config.secretKey, playerId, { deviceId, secure }))
  }

  // Multipart bodies are parsed for the login form only.
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: 0, fields: 10, fieldSize: 10_000, parts: 20 },
    })
    scope.post(
      '/token',
      {
        config: { auth: 'anonymous' },
        schema: { tags: ['auth'], body: TokenForm, response: { 200: TokenResponse } },
        // The login takes a form only: a JSON body counts as a form without fields.
        preValidation: async (request) => {
          if (request.isMultipart()) request.body = await multipartFields(request)
          else if (!isUrlEncoded(request)) request.body = {}
        },
      },
      async (request, reply) => {
        const form = request.body as TokenForm
        const email = form.username.trim().toLowerCase()
        await rateLimit.checkAddress('token', request.ip)
        const [row] = email.includes('\0')
          ? []
          : await db.query<{ id: number; password_hash: string; is_banned: boolean }>(
              'SELECT id, password_hash, is_banned FROM player WHERE email = $1 AND NOT is_system',
              [email],
            )
        const device = row && knownDevice(config.secretKey, request.headers.cookie, row.id)
        const attempt = await rateLimit.beginLogin(email.slice(0, 254), device)
        if (!row) {
          await spendPasswordCheckTime(form.password)
          throw unauthorized(INCORRECT_LOGIN)
        }
        if (!(await passwordMatches(row.password_hash, form.password))) {
          throw unauthorized(INCORRECT_LOGIN)
        }
        await attempt.succeeded()
        if (row.is_banned) throw forbidden(BANNED)
        const user = await userSelf(db, row.id)
        if (!user) throw unauthorized(INCORRECT_LOGIN)
        rememberDevice(request, reply, row.id)
        return tokenResponse(config.secretKey, user, wantsLongTermToken(form.scope))
      },
    )
  })

  app.delete(
    '/token',
    {
      config: { auth: 'required' },
      schema: { tags: ['auth'], response: { 200: DetailResponse } },
    },
    async (request) => {
      const { player, token } = callerOf(request)
      // Revocations are needed only until the token would have expired anyway.
      await db.query(`DELETE FROM revoked_token WHERE expires < now() - interval '1 day'`)
      await db.query(
        `INSERT INTO revoked_token (jti, player_id, expires) VALUES ($1, $2, to_timestamp($3))
         ON CONFLICT (jti) DO NOTHING`,
        [jtiAsUuid(token.jti), player.id, token.exp],
      )
      return { detail: 'Token successfully revoked.' }
    },
  )

  app.post(
    '/reset',
    {
      config: { auth: 'anonymous' },
      schema: { tags: ['auth'], body: EmailBody, response: { 200: DetailResponse } },
    },
    async (request) => {
      const { email } = request.body as z.infer<typeof EmailBody>
      await rateLimit.checkAddress('reset', request.ip)
      const [player] = await db.query<{ id: number; is_banned: boolean; has_link: boolean }>(
        `SELECT id, is_banned, reset_uuid IS NOT NULL AS has_link
         FROM player WHERE email = $1 AND NOT is_system`,
        [email],
      )
      if (!player) throw notFound('No account found for email.')
      if (player.is_banned) throw forbidden(BANNED)
      // Past the account's mail budget no other mail goes out and the link mailed last keeps
      // working, so the owner is never refused; only a request with no live link must send.
      if (!(await rateLimit.mayMail('reset', email)) && player.has_link)
        return { detail: RESET_SENT }
      // A new link replaces any earlier one; the current password keeps working meanwhile.
      const [row] = await db.query<{ reset_uuid: string }>(
        `UPDATE player SET reset_uuid = gen_random_uuid(), modified = now()
         WHERE id = $1 RETURNING reset_uuid::text`,
        [player.id],
      )
      const token = row?.reset_uuid ?? ''
      try {
        await mailer.send(email, resetMail(config, email, token))
      } catch (error) {
        noteServerError(request, error)
        // Nobody received this link: drop it rather than keep a token no one can use.
        await db.query('UPDATE player SET reset_uuid = NULL WHERE id = $1 AND reset_uuid = $2', [
          player.id,
          token,
        ])
        throw badRequest(RESET_MAIL_FAILED)
      }
      return { detail: RESET_SENT }
    },
  )

  app.post(
    '/reset/:token',
    {
      config: { auth: 'anonymous' },
      schema: {
        tags: ['auth'],
        params: TokenPath,
        body: NewPasswordBody,
        response: { 200: TokenResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.params as z.infer<typeof TokenPath>
      const { password } = request.body as z.infer<typeof NewPasswordBody>
      const [player] = await db.query<{ id: number; is_banned: boolean }>(
        'SELECT id, is_banned FROM player WHERE reset_uuid = $1 AND NOT is_system',
        [token],
      )
      if (!player) throw notFound(RESET_TOKEN_UNKNOWN)
      // The reference let a banned player reset and then refused the token it gave; say so now.
      if (player.is_banned) throw forbidden(BANNED)
      const passwordHash = await hashPassword(password)
      const done = await setPassword(db, { playerId: player.id, passwordHash, resetUuid: token })
      if (!done) throw notFound(RESET_TOKEN_UNKNOWN)
      const user = await userSelf(db, player.id)
      if (!user) throw notFound(RESET_TOKEN_UNKNOWN)
      // Whoever reads the account's mail is its owner: this browser becomes a known device.
      rememberDevice(request, reply, player.id)
      return tokenResponse(config.secretKey, user)
    },
  )
}
