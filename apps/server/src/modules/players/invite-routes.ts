import { DetailResponse, EmailBody, RegistrationBody, TokenPath, TokenResponse } from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { noteServerError } from '../../http/server-errors.ts'
import { tokenResponse } from '../auth/session.ts'
import { requestInvite } from './invite.ts'
import { joinByInvite } from './join.ts'

const INVITE_SENT =
  'Your invitation has been sent! Please follow the link in your email to set your password.'

/** Joining by invitation (api-core 3.1, 3.2). */
export function registerInviteRoutes(app: TypedApp, ctx: AppContext): void {
  app.post(
    '/players/new',
    {
      config: { auth: 'anonymous' },
      schema: { tags: ['players'], body: EmailBody, response: { 201: DetailResponse } },
    },
    async (request, reply) => {
      await requestInvite(ctx, request.body.email, request.ip, (error) =>
        noteServerError(request, error),
      )
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
      const user = await joinByInvite(ctx.db, request.params.token, request.body)
      return reply.code(201).send(tokenResponse(ctx.config.secretKey, user))
    },
  )
}
