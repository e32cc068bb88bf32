import { BadgePath, ModerationBody, ModerationResponse, UserPublic } from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { moderate, USER_NOT_FOUND } from './moderate.ts'
import { publicProfile } from './player-rows.ts'

/** Public profiles and their moderation (api-core 3.7, 3.8). */
export function registerProfileRoutes(app: TypedApp, { db }: AppContext): void {
  app.get(
    '/players/:badge',
    {
      config: { auth: 'none' },
      schema: { tags: ['players'], params: BadgePath, response: { 200: UserPublic } },
    },
    async (request) => {
      const profile = await publicProfile(db, request.params.badge)
      if (!profile) throw notFound(USER_NOT_FOUND)
      return profile
    },
  )

  app.patch(
    '/players/:badge',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['players'],
        params: BadgePath,
        body: ModerationBody,
        response: { 200: ModerationResponse },
      },
    },
    async (request) =>
      moderate(db, callerOf(request).player.id, request.params.badge, request.body),
  )
}
