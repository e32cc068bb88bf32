import { BadgePath, ModerationBody, ModerationResponse, UserPublic } from '@ashes/api'
import type { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import { badRequest, notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'

const USER_NOT_FOUND = 'User not found.'
// Badges are at most 8 characters; anything else cannot name a player (and is not queried).
const possibleBadge = (badge: string) => badge.length <= 8 && !badge.includes('\0')

/** Public profiles and their moderation (api-core 3.7, 3.8). */
export function registerProfileRoutes(app: TypedApp, ctx: AppContext): void {
  const { db } = ctx

  app.get(
    '/players/:badge',
    {
      config: { auth: 'none' },
      schema: { tags: ['players'], params: BadgePath, response: { 200: UserPublic } },
    },
    async (request) => {
      const { badge } = request.params as z.infer<typeof BadgePath>
      const [row] = possibleBadge(badge)
        ? await db.query<z.infer<typeof UserPublic>>(
            'SELECT username, badge, description FROM player WHERE badge = $1 AND NOT is_banned',
            [badge],
          )
        : []
      if (!row) throw notFound(USER_NOT_FOUND)
      return row
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
    async (request) => {
      const { badge } = request.params as z.infer<typeof BadgePath>
      const body = request.body as ModerationBody
      const [target] = possibleBadge(badge)
        ? await db.query<{ id: number }>('SELECT id FROM player WHERE badge = $1', [badge])
        : []
      if (!target) throw notFound(USER_NOT_FOUND)
      if (target.id === callerOf(request).player.id) {
        throw badRequest('You cannot moderate yourself.')
      }
      // A ban (or unban) writes only the flag and the note, as in the reference.
      const changes: Record<string, unknown> =
        body.is_banned !== undefined
          ? { is_banned: body.is_banned, moderation_notes: body.moderation_notes }
          : {
              ...(body.username !== undefined ? { username: body.username } : {}),
              ...(body.description !== undefined ? { description: body.description } : {}),
              moderation_notes: body.moderation_notes,
            }
      const columns = Object.keys(changes)
      const sets = columns.map((column, i) => `${column} = $${i + 2}`).join(', ')
      const [row] = await db.query<z.infer<typeof ModerationResponse>>(
        `UPDATE player SET ${sets}, modified = now() WHERE id = $1
         RETURNING username, description, is_banned, moderation_notes`,
        [target.id, ...columns.map((column) => changes[column])],
      )
      if (!row) throw notFound(USER_NOT_FOUND)
      return row
    },
  )
}
