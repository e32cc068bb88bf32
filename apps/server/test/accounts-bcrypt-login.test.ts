import bcrypt from 'bcryptjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'

// Players moved from the Ashes.live site (npm run import:ashes-live) keep their bcrypt hashes
// (api-core 1: bcrypt, cost 12, $2b$): they log in with the password they had there.
let t: TestApp
let n = 0
const password = 'old site password'

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(async () => {
  await t.close()
})

async function playerWithHash(hash: string): Promise<{ id: number; email: string }> {
  const email = `moved${++n}.${Date.now()}@example.com`
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO player (email, badge, username, password_hash)
     VALUES ($1, $2, 'Moved', $3) RETURNING id`,
    [email, `8mv${n}`, hash],
  )
  return { id: row?.id ?? 0, email }
}

const storedHash = async (id: number) =>
  (
    await t.db.query<{ password_hash: string }>('SELECT password_hash FROM player WHERE id = $1', [
      id,
    ])
  )[0]?.password_hash

describe('a bcrypt hash carried from the old site', () => {
  it('logs in with the old password, and is then stored as argon2', async () => {
    const player = await playerWithHash(await bcrypt.hash(password, 12))
    const res = await t.request('POST', '/v2/token', { form: { username: player.email, password } })
    expect(res.status).toBe(200)
    expect(await storedHash(player.id)).toMatch(/^\$argon2id\$/)
    const again = await t.request('POST', '/v2/token', {
      form: { username: player.email, password },
    })
    expect(again.status).toBe(200)
  })

  it('refuses a wrong password and keeps the bcrypt hash', async () => {
    const hash = await bcrypt.hash(password, 4)
    const player = await playerWithHash(hash)
    const res = await t.request('POST', '/v2/token', {
      form: { username: player.email, password: 'not the password' },
    })
    expect(res.status).toBe(401)
    expect(await storedHash(player.id)).toBe(hash)
  })

  it('is the current password a password change asks for', async () => {
    const player = await playerWithHash(await bcrypt.hash(password, 4))
    const login = await t.request('POST', '/v2/token', {
      form: { username: player.email, password },
    })
    await t.db.query('UPDATE player SET password_hash = $2 WHERE id = $1', [
      player.id,
      await bcrypt.hash(password, 4),
    ])
    const res = await t.request('POST', '/v2/players/me/password', {
      token: login.body.access_token,
      body: {
        current_password: password,
        password: 'a new password',
        password_confirm: 'a new password',
      },
    })
    expect(res.status).toBe(200)
  })
})
