import type { ModerationBody, ModerationResponse } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { z } from 'zod'
import { badRequest, notFound } from '../../http/api-error.ts'
import { playerIdByBadge } from './player-rows.ts'
import { type ModerationChanges, moderatePlayer } from './player-write.ts'

export const USER_NOT_FOUND = 'User not found.'

/** PATCH /v2/players/{badge} (api-core 3.8): an admin bans, unbans or rewrites a player. */
export async function moderate(
  db: Queryable,
  adminId: number,
  badge: string,
  body: ModerationBody,
): Promise<z.infer<typeof ModerationResponse>> {
  const targetId = await playerIdByBadge(db, badge)
  if (targetId === undefined) throw notFound(USER_NOT_FOUND)
  if (targetId === adminId) throw badRequest('You cannot moderate yourself.')
  // A ban (or unban) writes only the flag and the note, as in the reference.
  const changes: ModerationChanges =
    body.is_banned !== undefined
      ? { is_banned: body.is_banned, moderation_notes: body.moderation_notes }
      : {
          ...(body.username !== undefined ? { username: body.username } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          moderation_notes: body.moderation_notes,
        }
  const row = await moderatePlayer(db, targetId, changes)
  if (!row) throw notFound(USER_NOT_FOUND)
  return row
}
