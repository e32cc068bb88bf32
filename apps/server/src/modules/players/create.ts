import type { Queryable } from '@ashes/runtime'
import { generateBadge } from './badges.ts'

export interface NewPlayer {
  email: string
  username: string
  description: string | null
  newsletterOptIn: boolean
  passwordHash: string
  isAdmin: boolean
}

/**
 * Inserts a player with a fresh badge; undefined when the email is already registered. A badge
 * taken between choosing and inserting it (a concurrent registration) is simply chosen again.
 */
export async function insertPlayer(
  db: Queryable,
  player: NewPlayer,
): Promise<{ id: number; badge: string } | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const badge = await generateBadge(db)
    const [row] = await db.query<{ id: number; badge: string }>(
      `INSERT INTO player (email, badge, username, description, newsletter_opt_in, password_hash,
         is_admin)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id, badge`,
      [
        player.email,
        badge,
        player.username,
        player.description,
        player.newsletterOptIn,
        player.passwordHash,
        player.isAdmin,
      ],
    )
    if (row) return row
    const taken = await db.query('SELECT 1 FROM player WHERE email = $1', [player.email])
    if (taken.length > 0) return undefined
  }
  throw new Error('Could not choose a free badge')
}
