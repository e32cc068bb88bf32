import type { ModerationResponse, PlayerPatchBody } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { z } from 'zod'

// The only columns a player may change on their own account (the keys of PlayerPatchBody).
const EDITABLE = [
  'username',
  'description',
  'newsletter_opt_in',
  'email_subscriptions',
  'exclude_subscriptions',
  'colorize_icons',
] as const

/** Writes the keys `body` holds to the player's own account (none: nothing is written). */
export async function updateOwnAccount(
  db: Queryable,
  playerId: number,
  body: PlayerPatchBody,
): Promise<void> {
  const columns = EDITABLE.filter((column) => body[column] !== undefined)
  if (columns.length === 0) return
  const sets = columns.map((column, i) => `${column} = $${i + 2}`).join(', ')
  await db.query(`UPDATE player SET ${sets}, modified = now() WHERE id = $1`, [
    playerId,
    ...columns.map((column) => body[column]),
  ])
}

/** The moderation columns an admin may set on another player. */
export interface ModerationChanges {
  is_banned?: boolean
  username?: string
  description?: string | null
  moderation_notes: string
}

export async function moderatePlayer(
  db: Queryable,
  playerId: number,
  changes: ModerationChanges,
): Promise<z.infer<typeof ModerationResponse> | undefined> {
  const columns = Object.keys(changes) as (keyof ModerationChanges)[]
  const sets = columns.map((column, i) => `${column} = $${i + 2}`).join(', ')
  const [row] = await db.query<z.infer<typeof ModerationResponse>>(
    `UPDATE player SET ${sets}, modified = now() WHERE id = $1
     RETURNING username, description, is_banned, moderation_notes`,
    [playerId, ...columns.map((column) => changes[column])],
  )
  return row
}

/** The player's deck export token, made on first request and the same ever after. */
export async function exportToken(db: Queryable, playerId: number): Promise<string | undefined> {
  const [row] = await db.query<{ export_token: string }>(
    `UPDATE player SET deck_export_uuid = COALESCE(deck_export_uuid, gen_random_uuid())
     WHERE id = $1 RETURNING deck_export_uuid::text AS export_token`,
    [playerId],
  )
  return row?.export_token
}
