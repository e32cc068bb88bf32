import { hash } from '@node-rs/argon2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { createPlayer } from './support/players.ts'

// A log-in that read the password's hash before a reset replaced it, and minted its token after
// (issue 49 item 3): no token minted from a replaced password may work. The stored hash is made
// slow to check (argon2id, t=60: about half a second), so the reset lands while the log-in is
// still checking the old password.
let t: TestApp
const OLD = 'the old password'
const NEW = 'a brand new secret'

beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

const login = (username: string, password: string) =>
  t.request('POST', '/v2/token', { form: { username, password } })

async function playerWithSlowHash() {
  const player = await createPlayer(t)
  const slow = await hash(OLD, { algorithm: 2, timeCost: 60 })
  await t.db.query(
    `UPDATE player SET password_hash = $2, reset_uuid = gen_random_uuid() WHERE id = $1`,
    [player.id, slow],
  )
  const [row] = await t.db.query<{ reset_uuid: string }>(
    'SELECT replace(reset_uuid::text, $2, $3) AS reset_uuid FROM player WHERE id = $1',
    [player.id, '-', ''],
  )
  return { ...player, resetLink: row?.reset_uuid ?? '' }
}

describe('no token outlives the password it was checked against', () => {
  it('a log-in still checking the old password when a reset lands gets no working token', async () => {
    const player = await playerWithSlowHash()
    const loggingIn = login(player.email, OLD)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const reset = await t.request('POST', `/v2/reset/${player.resetLink}`, {
      body: { password: NEW, password_confirm: NEW },
    })
    expect(reset.status).toBe(200)
    const late = await loggingIn
    if (late.status === 200) {
      const me = await t.get('/v2/players/me', { token: late.body.access_token })
      expect(me.status).toBe(401)
    } else {
      expect(late.status).toBe(401)
      expect(late.body.detail).toBe('Incorrect username or password')
    }
    expect((await t.get('/v2/players/me', { token: reset.body.access_token })).status).toBe(200)
    expect((await login(player.email, NEW)).status).toBe(200)
  })
})
