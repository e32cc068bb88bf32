import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { signToken } from '../src/modules/auth/tokens.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { eventually } from './support/eventually.ts'
import { createPlayer } from './support/players.ts'
import { joinByMail, startTestSmtp, type TestSmtp } from './support/smtp.ts'

let t: TestApp
let smtp: TestSmtp
let n = 0
const password = 'correct horse battery'
const newEmail = () => `login${++n}.${Date.now()}@example.com`
const claims = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString())
const login = (form: Record<string, string>) => t.request('POST', '/v2/token', { form })

beforeAll(async () => {
  smtp = await startTestSmtp()
  t = await startTestApp({ config: { smtpUrl: smtp.url } })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('POST /v2/token', () => {
  it('logs in with the email and password; the token lasts 24 hours', async () => {
    const email = newEmail()
    const { user } = await joinByMail(t, smtp, email, password)
    const res = await login({ username: email, password })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ access_token: expect.any(String), token_type: 'bearer', user })
    const { sub, jti, iat, exp } = claims(res.body.access_token)
    expect(sub).toBe(user.badge)
    expect(jti).toMatch(/^[0-9a-f]{32}$/)
    expect(exp - iat).toBe(24 * 3600)
    const header = JSON.parse(
      Buffer.from(res.body.access_token.split('.')[0], 'base64url').toString(),
    )
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' })
    expect((await t.get('/v2/players/me', { token: res.body.access_token })).status).toBe(200)
  })

  it('remember me (scope token:longterm) lasts 365 days; the email is matched case-insensitively', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    const res = await login({
      username: ` ${email.toUpperCase()} `,
      password,
      scope: 'read TOKEN:LONGTERM',
    })
    expect(res.status).toBe(200)
    const { iat, exp } = claims(res.body.access_token)
    expect(exp - iat).toBe(365 * 24 * 3600)
  })

  it('accepts a multipart form as well', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    const form = new FormData()
    form.set('username', email)
    form.set('password', password)
    form.set('scope', 'token:longterm')
    const res = await fetch(`${t.url}/v2/token`, { method: 'POST', body: form })
    expect(res.status).toBe(200)
    const body: any = await res.json()
    expect(claims(body.access_token).exp - claims(body.access_token).iat).toBe(365 * 24 * 3600)
  })

  it('a wrong password or an unknown email is 401 "Incorrect username or password"', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    for (const form of [
      { username: email, password: 'wrong password' },
      { username: newEmail(), password },
    ]) {
      const res = await login(form)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ detail: 'Incorrect username or password' })
      expect(res.headers.get('www-authenticate')).toBe('Bearer')
    }
  })

  it('a banned player with the right password is 403 with the ban text', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    await t.db.query('UPDATE player SET is_banned = true WHERE email = $1', [email])
    const res = await login({ username: email, password })
    expect(res.status).toBe(403)
    expect(res.body.detail).toBe(
      'Your account has been banned. Please contact Skaak#0007 on Discord if you wish to appeal.',
    )
  })

  it('a system player never logs in, whatever its stored hash', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    await t.db.query('UPDATE player SET is_system = true WHERE email = $1', [email])
    expect((await login({ username: email, password })).status).toBe(401)
  })

  it('missing or empty fields and a JSON body are 422 missing', async () => {
    const empty = await login({ username: '', password: '' })
    expect(empty.status).toBe(422)
    expect(empty.body.detail.map((d: { loc: string[] }) => d.loc)).toEqual([
      ['body', 'username'],
      ['body', 'password'],
    ])
    expect(empty.body.detail[0]).toMatchObject({ type: 'missing', msg: 'Field required' })
    const json = await t.request('POST', '/v2/token', { body: { username: 'a@b.c', password } })
    expect(json.status).toBe(422)
    expect(json.body.detail.map((d: { type: string }) => d.type)).toEqual(['missing', 'missing'])
    const none = await t.request('POST', '/v2/token')
    expect(none.status).toBe(422)
  })

  it('grant_type other than "password" is 422 string_pattern_mismatch', async () => {
    const res = await login({ username: 'a@b.c', password, grant_type: 'client_credentials' })
    expect(res.status).toBe(422)
    expect(res.body.detail[0]).toMatchObject({
      type: 'string_pattern_mismatch',
      loc: ['body', 'grant_type'],
      msg: "String should match pattern '^password$'",
    })
  })

  it('a malformed multipart body is a 4xx, not a 500', async () => {
    const res = await t.request('POST', '/v2/token', {
      body: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })

  it('a caller with a valid token is refused; an invalid token is 401 invalid credentials', async () => {
    const player = await createPlayer(t)
    const loggedIn = await t.request('POST', '/v2/token', {
      token: player.token,
      form: { username: 'a@b.c', password },
    })
    expect(loggedIn.status).toBe(401)
    expect(loggedIn.body.detail).toBe('You are already logged in as a registered user.')
    const invalid = await t.request('POST', '/v2/token', {
      token: 'not.a.jwt',
      form: { username: 'a@b.c', password },
    })
    expect(invalid.status).toBe(401)
    expect(invalid.body.detail).toBe('Invalid credentials. Please log in again.')
  })
})

describe('token validity', () => {
  it('an expired token is 401 invalid credentials', async () => {
    const player = await createPlayer(t)
    const expired = signToken(t.config.secretKey, player.badge, -1)
    const res = await t.get('/v2/players/me', { token: expired })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'Invalid credentials. Please log in again.' })
  })

  it('a token accepted before is 401 once it has expired', async () => {
    const player = await createPlayer(t)
    const token = signToken(t.config.secretKey, player.badge, 60)
    expect((await t.get('/v2/players/me', { token })).status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 61_000)
      const res = await t.get('/v2/players/me', { token })
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ detail: 'Invalid credentials. Please log in again.' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('a token signed with another secret is 401', async () => {
    const player = await createPlayer(t)
    const forged = signToken('another secret', player.badge, 3600)
    expect((await t.get('/v2/players/me', { token: forged })).status).toBe(401)
  })
})

describe('DELETE /v2/token', () => {
  it('revokes that token only: it is 401 afterwards, other sessions keep working', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, password)
    const first = (await login({ username: email, password })).body.access_token
    const second = (await login({ username: email, password })).body.access_token
    const res = await t.request('DELETE', '/v2/token', { token: first })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ detail: 'Token successfully revoked.' })
    const after = await t.get('/v2/players/me', { token: first })
    expect(after.status).toBe(401)
    expect(after.body.detail).toBe('Invalid credentials. Please log in again.')
    expect((await t.request('DELETE', '/v2/token', { token: first })).status).toBe(401)
    expect((await t.get('/v2/players/me', { token: second })).status).toBe(200)
  })

  it('ends that session on every server sharing the database', async () => {
    const other = await startTestApp({ sameDatabaseAs: t })
    try {
      const player = await createPlayer(t)
      const me = async () => (await other.get('/v2/players/me', { token: player.token })).status
      // The other server has checked this token already, and keeps what it found.
      expect([await me(), await me()]).toEqual([200, 200])
      expect((await t.request('DELETE', '/v2/token', { token: player.token })).status).toBe(200)
      expect(await eventually(me, 401)).toBe(401)
    } finally {
      await other.close()
    }
  })

  it('needs a token', async () => {
    const res = await t.request('DELETE', '/v2/token')
    expect(res.status).toBe(401)
    expect(res.headers.get('www-authenticate')).toBe('Bearer')
  })
})
