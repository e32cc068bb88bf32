import type { UserPublic } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { z } from 'zod'

// Badges are at most 8 characters; anything else cannot name a player (and is not queried).
const possibleBadge = (badge: string) => badge.length <= 8 && !badge.includes('\0')

/** The public profile of `badge`'s player; banned players have none. */
export async function publicProfile(
  db: Queryable,
  badge: string,
): Promise<z.infer<typeof UserPublic> | undefined> {
  if (!possibleBadge(badge)) return undefined
  const [row] = await db.query<z.infer<typeof UserPublic>>(
    'SELECT username, badge, description FROM player WHERE badge = $1 AND NOT is_banned',
    [badge],
  )
  return row
}

/** The id of `badge`'s player, banned or not. */
export async function playerIdByBadge(db: Queryable, badge: string): Promise<number | undefined> {
  if (!possibleBadge(badge)) return undefined
  const [row] = await db.query<{ id: number }>('SELECT id FROM player WHERE badge = $1', [badge])
  return row?.id
}

export async function passwordHashOf(db: Queryable, playerId: number): Promise<string | undefined> {
  const [row] = await db.query<{ password_hash: string }>(
    'SELECT password_hash FROM player WHERE id = $1',
    [playerId],
  )
  return row?.password_hash
}

/** Whether an account holds `email`. */
export async function isRegistered(db: Queryable, email: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM player WHERE email = $1', [email])
  return rows.length > 0
}
