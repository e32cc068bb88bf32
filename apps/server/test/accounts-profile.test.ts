import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { createPlayer } from './support/players.ts'
import { joinByMail, startTestSmtp, type TestSmtp } from './support/smtp.ts'

let t: TestApp
let smtp: TestSmtp
let n = 0
const password = 'correct horse battery'
const newEmail = () => `profile${++n}.${Date.now()}@example.com`
const login = (username: string, pass: string) =>
  t.request('POST', '/v2/token', { form: { username, password: pass } })
const BANNED =
  'Your account has been banned. Please contact Skaak#0007 on Discord if you wish to appeal.'

beforeAll(async () => {
  smtp = await startTestSmtp()
  t = await startTestApp({ config: { smtpUrl: smtp.url } })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('GET and PATCH /v2/players/me', () => {
  it('needs a token', async () => {
    const res = await t.get('/v2/players/me')
    expect(res.status).toBe(401)
    expect(res.body.detail).toBe('Invalid credentials. Please log in again.')
  })

  it('changes only the keys sent and answers the whole account', async () => {
    const { token, user } = await joinByMail(t, smtp, newEmail(), password, { description: 'd' })
    const res = await t.request('PATCH', '/v2/players/me', {
      token,
      body: { username: 'Renamed', colorize_icons: true, is_admin: true, email: 'x@y.z' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ...user, username: 'Renamed', colorize_icons: true })
    const cleared = await t.request('PATCH', '/v2/players/me', { token, body: { description: '' } })
    expect(cleared.body.description).toBe('')
    expect((await t.get('/v2/players/me', { token })).body).toEqual(cleared.body)
  })

  it('null, wrong types and bad lengths are 422', async () => {
    const { token } = await createPlayer(t)
    const cases: [unknown, string][] = [
      [{ username: null }, 'string_type'],
      [{ description: null }, 'string_type'],
      [{ colorize_icons: null }, 'bool_type'],
      [{ username: 'x' }, 'string_too_short'],
      [{ username: 'x'.repeat(43) }, 'string_too_long'],
      [{ description: 'a\u0000b' }, 'string_pattern_mismatch'],
    ]
    for (const [body, type] of cases) {
      const res = await t.request('PATCH', '/v2/players/me', { token, body })
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(res.body.detail[0].type).toBe(type)
    }
    for (const body of ['null', '[1]', '"x"']) {
      expect((await t.request('PATCH', '/v2/players/me', { token, body })).status).toBe(422)
    }
  })
})

describe('POST /v2/players/me/password', () => {
  it('changes the password, keeps this session and ends the others', async () => {
    const email = newEmail()
    const { token: other } = await joinByMail(t, smtp, email, password)
    const current = (await login(email, password)).body.access_token
    // Both sessions have been checked (and kept) before the change.
    for (const token of [other, current, other])
      expect((await t.get('/v2/players/me', { token })).status).toBe(200)
    const res = await t.request('POST', '/v2/players/me/password', {
      token: current,
      body: {
        current_password: password,
        password: 'new password 1',
        password_confirm: 'new password 1',
      },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ detail: 'Your password has been updated!' })
    expect((await t.get('/v2/players/me', { token: current })).status).toBe(200)
    expect((await t.get('/v2/players/me', { token: other })).status).toBe(401)
    expect((await login(email, password)).status).toBe(401)
    const fresh = await login(email, 'new password 1')
    expect((await t.get('/v2/players/me', { token: fresh.body.access_token })).status).toBe(200)
  })

  it('a wrong current password is 422 with its message', async () => {
    const { token } = await joinByMail(t, smtp, newEmail(), password)
    const res = await t.request('POST', '/v2/players/me/password', {
      token,
      body: {
        current_password: 'not my password',
        password: 'new password 1',
        password_confirm: 'new password 1',
      },
    })
    expect(res.status).toBe(422)
    expect(res.body).toEqual({
      detail: [
        {
          type: 'value_error',
          loc: ['body', 'current_password'],
          msg: 'Current password is invalid.',
          input: 'not my password',
        },
      ],
    })
  })

  it('new passwords must match', async () => {
    const { token } = await createPlayer(t)
    const res = await t.request('POST', '/v2/players/me/password', {
      token,
      body: {
        current_password: password,
        password: 'new password 1',
        password_confirm: 'new password 2',
      },
    })
    expect(res.status).toBe(422)
    expect(res.body.detail[0].msg).toBe('Value error, Passwords do not match.')
  })
})

describe('GET /v2/players/me/export', () => {
  it('gives one export token, the same on every call', async () => {
    const { token } = await createPlayer(t)
    const first = await t.get('/v2/players/me/export', { token })
    expect(first.status).toBe(200)
    expect(first.body.export_token).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/)
    expect((await t.get('/v2/players/me/export', { token })).body).toEqual(first.body)
  })

  it('is refused when the site disallows exports', async () => {
    const closed = await startTestApp({ config: { allowExports: false } })
    try {
      const { token } = await createPlayer(closed)
      const res = await closed.get('/v2/players/me/export', { token })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ detail: 'Deck exports are disallowed for this site.' })
      expect((await closed.get('/v2/players/me/export')).status).toBe(401)
    } finally {
      await closed.close()
    }
  })
})

describe('GET /v2/players/{badge}', () => {
  it('shows username, badge and description, with badge characters percent-encoded', async () => {
    const { user } = await joinByMail(t, smtp, newEmail(), password, { description: 'Hi' })
    await t.db.query('UPDATE player SET badge = $1 WHERE badge = $2', ['1+&=', user.badge])
    const res = await t.get(`/v2/players/${encodeURIComponent('1+&=')}`, {
      headers: { authorization: 'Bearer garbage' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ username: 'Tester', badge: '1+&=', description: 'Hi' })
  })

  it('an unknown or banned player is 404 "User not found."', async () => {
    const banned = await createPlayer(t, { banned: true })
    for (const badge of [banned.badge, 'zzzz', 'x'.repeat(90)]) {
      const res = await t.get(`/v2/players/${badge}`)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ detail: 'User not found.' })
    }
  })

  it('a badge holding a NUL character is a 422 naming the path field, as all request text', async () => {
    const res = await t.get('/v2/players/%00')
    expect(res.status).toBe(422)
    expect(res.body.detail[0]).toMatchObject({
      type: 'string_pattern_mismatch',
      loc: ['path', 'badge'],
    })
  })
})

describe('PATCH /v2/players/{badge} (moderation)', () => {
  it('a ban takes effect at once: requests 403, login 403, profile 404', async () => {
    const admin = await createPlayer(t, { admin: true })
    const email = newEmail()
    const { token, user } = await joinByMail(t, smtp, email, password)
    // The server has checked this token before the ban (and keeps what it found).
    expect((await t.get('/v2/players/me', { token })).status).toBe(200)
    expect((await t.get('/v2/players/me', { token })).status).toBe(200)
    const res = await t.request('PATCH', `/v2/players/${encodeURIComponent(user.badge)}`, {
      token: admin.token,
      body: { is_banned: true, moderation_notes: 'Spam', username: 'Ignored' },
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      username: 'Tester',
      description: null,
      is_banned: true,
      moderation_notes: 'Spam',
    })
    const me = await t.get('/v2/players/me', { token })
    expect(me.status).toBe(403)
    expect(me.body.detail).toBe(BANNED)
    expect((await login(email, password)).status).toBe(403)
    expect((await t.get(`/v2/players/${encodeURIComponent(user.badge)}`)).status).toBe(404)
    const unban = await t.request('PATCH', `/v2/players/${encodeURIComponent(user.badge)}`, {
      token: admin.token,
      body: { is_banned: false, moderation_notes: 'Appeal accepted' },
    })
    expect(unban.body.is_banned).toBe(false)
    expect((await t.get('/v2/players/me', { token })).status).toBe(200)
  })

  it('without is_banned, username and description are rewritten', async () => {
    const admin = await createPlayer(t, { admin: true })
    const target = await createPlayer(t)
    const res = await t.request('PATCH', `/v2/players/${target.badge}`, {
      token: admin.token,
      body: { moderation_notes: '', username: 'Kind Name', description: null },
    })
    expect(res.body).toEqual({
      username: 'Kind Name',
      description: null,
      is_banned: false,
      moderation_notes: '',
    })
  })

  it('admins only; not oneself; known players only; null flags are 422', async () => {
    const admin = await createPlayer(t, { admin: true })
    const player = await createPlayer(t)
    const body = { moderation_notes: 'x', is_banned: true }
    const notAdmin = await t.request('PATCH', `/v2/players/${admin.badge}`, {
      token: player.token,
      body,
    })
    expect(notAdmin.status).toBe(403)
    expect(notAdmin.body.detail).toBe('You do not have access to this resource.')
    const self = await t.request('PATCH', `/v2/players/${admin.badge}`, {
      token: admin.token,
      body,
    })
    expect(self.status).toBe(400)
    expect(self.body.detail).toBe('You cannot moderate yourself.')
    const unknown = await t.request('PATCH', '/v2/players/zzzz', { token: admin.token, body })
    expect(unknown.status).toBe(404)
    expect(unknown.body.detail).toBe('User not found.')
    for (const bad of [
      { moderation_notes: 'x', is_banned: null },
      { moderation_notes: 'x', username: null },
      { is_banned: true },
    ]) {
      const res = await t.request('PATCH', `/v2/players/${player.badge}`, {
        token: admin.token,
        body: bad,
      })
      expect(res.status, JSON.stringify(bad)).toBe(422)
    }
  })
})
