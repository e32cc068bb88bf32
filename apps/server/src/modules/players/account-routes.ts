import {
  CURRENT_PASSWORD_INVALID,
  DetailResponse,
  ExportTokenResponse,
  PasswordChangeBody,
  PlayerPatchBody,
  UserSelf,
} from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { badRequest, unauthorized } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { RequestValidationError } from '../../http/validation.ts'
import { hashPassword, passwordMatches } from '../auth/passwords.ts'
import { setPassword, userSelf } from '../auth/session.ts'

// The only columns a player may change on their own account (the keys of PlayerPatchBody).
const EDITABLE = [
  'username',
  'description',
  'newsletter_opt_in',
  'email_subscriptions',
  'exclude_subscriptions',
  'colorize_icons',
] as const

/** The caller's own account (api-core 3.3–3.6). */
export function registerAccountRoutes(app: TypedApp, ctx: AppContext): void {
  const { db, config } = ctx
  const self = async (playerId: number) => {
    const user = await userSelf(db, playerId)
    if (!user) throw unauthorized()
    return user
  }

  app.get(
    '/players/me',
    { config: { auth: 'required' }, schema: { tags: ['players'], response: { 200: UserSelf } } },
    async (request) => self(callerOf(request).player.id),
  )

  app.patch(
    '/players/me',
    {
      config: { auth: 'required' },
      schema: { tags: ['players'], body: PlayerPatchBody, response: { 200: UserSelf } },
    },
    async (request) => {
      const { player } = callerOf(request)
      const body = request.body as PlayerPatchBody
      const columns = EDITABLE.filter((column) => body[column] !== undefined)
      if (columns.length > 0) {
        const sets = columns.map((column, i) => `${column} = $${i + 2}`).join(', ')
        await db.query(`UPDATE player SET ${sets}, modified = now() WHERE id = $1`, [
          player.id,
          ...columns.map((column) => body[column]),
        ])
      }
      return self(player.id)
    },
  )

  app.post(
    '/players/me/password',
    {
      config: { auth: 'required' },
      schema: { tags: ['players'], body: PasswordChangeBody, response: { 200: DetailResponse } },
    },
    async (request) => {
      const { player, token } = callerOf(request)
      const body = request.body as PasswordChangeBody
      const [row] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM player WHERE id = $1',
        [player.id],
      )
      if (!row || !(await passwordMatches(row.password_hash, body.current_password))) {
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
      // Other sessions end (a stolen token stops working); this one carries on.
      const passwordHash = await hashPassword(body.password)
      await setPassword(db, { playerId: player.id, passwordHash, keptJti: token.jti })
      return { detail: 'Your password has been updated!' }
    },
  )

  app.get(
    '/players/me/export',
    {
      config: { auth: 'required' },
      schema: { tags: ['players'], response: { 200: ExportTokenResponse } },
    },
    async (request) => {
      const { player } = callerOf(request)
      if (!config.allowExports) throw badRequest('Deck exports are disallowed for this site.')
      const [row] = await db.query<{ export_token: string }>(
        `UPDATE player SET deck_export_uuid = COALESCE(deck_export_uuid, gen_random_uuid())
         WHERE id = $1 RETURNING deck_export_uuid::text AS export_token`,
        [player.id],
      )
      if (!row) throw unauthorized()
      return row
    },
  )
}
