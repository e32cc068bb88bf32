import { randomBytes } from 'node:crypto'
import { signToken } from '../../src/modules/auth/tokens.ts'
import type { TestApp } from './app.ts'

export interface TestPlayer {
  id: number
  badge: string
  email: string
  token: string
}

/** A player made directly in the database, with a valid token (for tests of other features). */
export async function createPlayer(
  t: TestApp,
  options: { admin?: boolean; banned?: boolean } = {},
): Promise<TestPlayer> {
  const badge = `9${randomBytes(3).toString('hex').slice(0, 5)}`
  const email = `${badge}@example.com`
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO player (email, badge, username, password_hash, is_admin, is_banned)
     VALUES ($1, $2, $3, 'x', $4, $5) RETURNING id`,
    [email, badge, `Player ${badge}`, options.admin ?? false, options.banned ?? false],
  )
  const token = signToken(t.config.secretKey, badge, 3600)
  return { id: row?.id ?? 0, badge, email, token }
}
