import {
  DetailResponse,
  ExportTokenResponse,
  PasswordChangeBody,
  PlayerPatchBody,
  UserSelf,
} from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { badRequest, unauthorized } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { userSelf } from '../auth/session.ts'
import { changePassword } from './password.ts'
import { exportToken, updateOwnAccount } from './player-write.ts'

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
    {
      config: { auth: 'required', scope: 'profile' },
      schema: { tags: ['players'], response: { 200: UserSelf } },
    },
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
      await updateOwnAccount(db, player.id, request.body)
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
      await changePassword(db, callerOf(request), request.body)
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
      const token = await exportToken(db, player.id)
      if (token === undefined) throw unauthorized()
      return { export_token: token }
    },
  )
}
