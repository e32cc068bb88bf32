import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import {
  joinByMail,
  linkIn,
  startTestSmtp,
  type TestSmtp,
  textPart,
  tokenOfLink,
} from './support/smtp.ts'

let t: TestApp
let smtp: TestSmtp
let n = 0
const password = 'correct horse battery'
const newPassword = 'a brand new secret'
const newEmail = () => `reset${++n}.${Date.now()}@example.com`
const login = (username: string, pass: string) =>
  t.request('POST', '/v2/token', { form: { username, password: pass } })
const askReset = (email: string) => t.request('POST', '/v2/reset', { body: { email } })
const resetWith = (token: string | undefined, pass = newPassword) =>
  t.request('POST', `/v2/reset/${token}`, { body: { password: pass, password_confirm: pass } })

beforeAll(async () => {
  smtp = await startTestSmtp()
  t = await startTestApp({ config: { smtpUrl: smtp.url, publicUrl: 'https://decks.example' } })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('password reset', () => {
  it('a forgotten password is reset through the mailed link, which logs the player in', async () => {
    const email = newEmail()
    const { user } = await joinByMail(t, smtp, email, password)
    const asked = await askReset(email.toUpperCase())
    expect(asked.status).toBe(200)
    expect(asked.body).toEqual({
      detail: 'A link to reset your password has been sent to your email!',
    })
    const mail = await smtp.next(email)
    expect(mail.raw).toMatch(/Subject: Reset your Ashes Deckbuilder password/)
    const link = linkIn(mail, '/players/reset/')
    expect(link).toMatch(/^https:\/\/decks\.example\/players\/reset\/[0-9a-f-]{36}\/$/)
    expect(textPart(mail.raw)).toContain('Forgot your password?')
    // The current password keeps working until the reset is done.
    expect((await login(email, password)).status).toBe(200)

    const reset = await resetWith(tokenOfLink(link))
    expect(reset.status).toBe(200)
    expect(reset.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', user })
    const { iat, exp } = JSON.parse(
      Buffer.from(reset.body.access_token.split('.')[1], 'base64url').toString(),
    )
    expect(exp - iat).toBe(24 * 3600)
    expect((await t.get('/v2/players/me', { token: reset.body.access_token })).status).toBe(200)
    expect((await login(email, password)).status).toBe(401)
    expect((await login(email, newPassword)).status).toBe(200)
    // The link works once.
    const again = await resetWith(tokenOfLink(link))
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ detail: 'Token not found. Please request a new password reset.' })
  })

  it('a reset ends every session opened before it', async () => {
    const email = newEmail()
    const { token: before } = await joinByMail(t, smtp, email, password)
    await askReset(email)
    const reset = await resetWith(tokenOfLink(linkIn(await smtp.next(email), '/players/reset/')))
    const old = await t.get('/v2/players/me', { token: before })
    expect(old.status).toBe(401)
    expect(old.body).toEqual({ detail: 'Invalid credentials. Please log in again.' })
    expect((await t.get('/v2/players/me', { token: reset.body.access_token })).status).toBe(200)
    // Logging in again right after works.
    const fresh = await login(email, newPassword)
    expect((await t.get('/v2/players/me', { token: fresh.body.access_token })).status).toBe(200)
  })

  it('a new request replaces the earlier link', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    await askReset(email)
    const first = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    await askReset(email)
    const second = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    expect(second).not.toBe(first)
    expect((await resetWith(first)).status).toBe(404)
    expect((await resetWith(second)).status).toBe(200)
  })

  it('the pending reset token never appears in a response', async () => {
    const email = newEmail()
    const { token } = await joinByMail(t, smtp, email, password)
    await askReset(email)
    const resetToken = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/')) ?? ''
    const me = await t.get('/v2/players/me', { token })
    const loggedIn = await login(email, password)
    for (const body of [me.body, loggedIn.body, loggedIn.body.user]) {
      expect(body).not.toHaveProperty('reset_uuid')
      expect(JSON.stringify(body)).not.toContain(resetToken)
    }
  })

  it('an unknown email is 404 "No account found for email."', async () => {
    const res = await askReset(newEmail())
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ detail: 'No account found for email.' })
  })

  it('a banned player cannot ask for a reset nor complete one', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    await askReset(email)
    const token = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    await t.db.query('UPDATE player SET is_banned = true WHERE email = $1', [email])
    const ask = await askReset(email)
    expect(ask.status).toBe(403)
    expect(ask.body.detail).toMatch(/^Your account has been banned\./)
    expect((await resetWith(token)).status).toBe(403)
  })

  it('a failed mail answers the reference text and leaves no usable link', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    smtp.refuse(true)
    const res = await askReset(email)
    smtp.refuse(false)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      detail: 'Unable to send password reset email; please contact Skaak#0007 on Discord.',
    })
    expect(t.serverErrors.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ route: '/v2/reset', status: 400, error: expect.any(Object) }),
    )
    const [row] = await t.db.query<{ reset_uuid: string | null }>(
      'SELECT reset_uuid FROM player WHERE email = $1',
      [email],
    )
    expect(row?.reset_uuid).toBeNull()
    expect((await login(email, password)).status).toBe(200)
  })

  it('validates the token and the passwords', async () => {
    expect((await resetWith('1234')).body.detail[0].type).toBe('uuid_parsing')
    expect((await resetWith('c232ab00-9414-11ec-b3c8-9f6bdeced846')).body.detail[0].type).toBe(
      'uuid_version',
    )
    const mismatch = await t.request('POST', `/v2/reset/${crypto.randomUUID()}`, {
      body: { password: newPassword, password_confirm: `${newPassword}!` },
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.detail[0].msg).toBe('Value error, Passwords do not match.')
    const long = await resetWith(crypto.randomUUID(), 'x'.repeat(51))
    expect(long.body.detail[0]).toMatchObject({
      type: 'string_too_long',
      msg: 'String should have at most 50 characters',
    })
    const unknown = await resetWith(crypto.randomUUID())
    expect(unknown.status).toBe(404)
  })

  it('is for anonymous callers only', async () => {
    const { token } = await joinByMail(t, smtp, newEmail(), password)
    const res = await t.request('POST', '/v2/reset', { token, body: { email: 'a@b.c' } })
    expect(res.status).toBe(401)
    expect(res.body.detail).toBe('You are already logged in as a registered user.')
  })
})
