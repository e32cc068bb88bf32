import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { joinByMail, linkIn, startTestSmtp, type TestSmtp, tokenOfLink } from './support/smtp.ts'

// Tokens carry their time of issue in whole seconds (iat): a token issued in the same second as
// a password reset or change, but before it, must end with it all the same.
let t: TestApp
let smtp: TestSmtp
let n = 0
const password = 'correct horse battery'
const newEmail = () => `ends${++n}.${Date.now()}@example.com`
const login = (username: string, pass: string) =>
  t.request('POST', '/v2/token', { form: { username, password: pass } })
const me = (token: string) => t.get('/v2/players/me', { token })
/** Milliseconds before the reset or change at which the older session was opened. */
const EARLIER = [1, 500, 999]
/** Every trial has a second of its own; the change happens at its last millisecond. */
let second = Math.ceil(Date.now() / 1000) + 5
const nextChangeAt = () => {
  second += 5
  return second * 1000 + 999
}

beforeAll(async () => {
  smtp = await startTestSmtp()
  t = await startTestApp({ config: { smtpUrl: smtp.url } })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a password reset ends every session opened before it', () => {
  it.each(EARLIER)('even one opened %i ms before, in the same second', async (earlier) => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    await t.request('POST', '/v2/reset', { body: { email } })
    const link = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    const changeAt = nextChangeAt()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(changeAt - earlier)
    const before = (await login(email, password)).body.access_token
    expect((await me(before)).status).toBe(200)
    vi.setSystemTime(changeAt)
    const newPassword = 'a brand new secret'
    const reset = await t.request('POST', `/v2/reset/${link}`, {
      body: { password: newPassword, password_confirm: newPassword },
    })
    expect(reset.status).toBe(200)
    const old = await me(before)
    expect(old.status).toBe(401)
    expect(old.body).toEqual({ detail: 'Invalid credentials. Please log in again.' })
    // The session the reset opens, and one opened a millisecond later, work.
    expect((await me(reset.body.access_token)).status).toBe(200)
    vi.setSystemTime(changeAt + 1)
    const fresh = await login(email, newPassword)
    expect((await me(fresh.body.access_token)).status).toBe(200)
  })
})

describe('a password change ends every other session opened before it', () => {
  it.each(EARLIER)('even one opened %i ms before, in the same second', async (earlier) => {
    const email = newEmail()
    const { token: current } = await joinByMail(t, smtp, email, password)
    const changeAt = nextChangeAt()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(changeAt - earlier)
    const other = (await login(email, password)).body.access_token
    expect((await me(other)).status).toBe(200)
    vi.setSystemTime(changeAt)
    const changed = await t.request('POST', '/v2/players/me/password', {
      token: current,
      body: {
        current_password: password,
        password: 'new password 1',
        password_confirm: 'new password 1',
      },
    })
    expect(changed.status).toBe(200)
    expect((await me(other)).status).toBe(401)
    expect((await me(current)).status).toBe(200)
    vi.setSystemTime(changeAt + 1)
    const fresh = await login(email, 'new password 1')
    expect((await me(fresh.body.access_token)).status).toBe(200)
  })
})
