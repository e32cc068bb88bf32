import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { createPlayer } from './support/players.ts'
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
const email = () => `joiner${++n}.${Date.now()}@example.com`
const password = 'correct horse battery'
const registration = { username: 'Newcomer', password, password_confirm: password }

beforeAll(async () => {
  smtp = await startTestSmtp()
  t = await startTestApp({
    config: {
      smtpUrl: smtp.url,
      publicUrl: 'https://decks.example',
      siteName: 'Test Decks',
      mailFrom: 'Test Decks <noreply@decks.example>',
    },
  })
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

describe('POST /v2/players/new', () => {
  it('sends an invitation by SMTP, in text and HTML, linking to PUBLIC_URL', async () => {
    const address = email()
    const res = await t.request('POST', '/v2/players/new', { body: { email: address } })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      detail:
        'Your invitation has been sent! Please follow the link in your email to set your password.',
    })
    const mail = await smtp.next(address)
    expect(mail.from).toBe('noreply@decks.example')
    expect(mail.raw).toMatch(/Subject: Create your Test Decks account!/)
    expect(mail.raw).toMatch(/Content-Type: text\/html/)
    const link = linkIn(mail, '/players/new/')
    expect(link).toMatch(/^https:\/\/decks\.example\/players\/new\/[0-9a-f-]{36}\/$/)
    expect(textPart(mail.raw)).toContain(`This email was sent to <${address}>.`)
  })

  it('stores the email trimmed and lower-cased', async () => {
    const address = email()
    await t.request('POST', '/v2/players/new', { body: { email: `  ${address.toUpperCase()} ` } })
    expect((await smtp.next(address)).to).toEqual([address])
  })

  it('sends the same link again when asked twice', async () => {
    const address = email()
    await t.request('POST', '/v2/players/new', { body: { email: address } })
    await t.request('POST', '/v2/players/new', { body: { email: address } })
    const first = linkIn(await smtp.next(address), '/players/new/')
    expect(linkIn(await smtp.next(address), '/players/new/')).toBe(first)
  })

  it('refuses an email that already has an account', async () => {
    const player = await createPlayer(t)
    const res = await t.request('POST', '/v2/players/new', { body: { email: player.email } })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ detail: 'This email is already in use.' })
  })

  it('refuses an invalid email with a 422', async () => {
    const res = await t.request('POST', '/v2/players/new', { body: { email: 'not-an-email' } })
    expect(res.status).toBe(422)
    expect(res.body.detail[0]).toMatchObject({ type: 'value_error', loc: ['body', 'email'] })
    expect(res.body.detail[0].msg).toMatch(/^value is not a valid email address: /)
  })

  it('answers a failed mail with the reference text and keeps no invitation', async () => {
    const address = email()
    smtp.refuse(true)
    const res = await t.request('POST', '/v2/players/new', { body: { email: address } })
    smtp.refuse(false)
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      detail: 'Unable to send invitation email; please report this to Skaak#0007 on Discord!',
    })
    expect(await t.db.query('SELECT 1 FROM invite WHERE email = $1', [address])).toHaveLength(0)
    // The operator sees why, though the answer is a 400.
    expect(t.serverErrors.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ route: '/v2/players/new', status: 400, error: expect.any(Object) }),
    )
    // Retrying works once mail is back.
    const retry = await t.request('POST', '/v2/players/new', { body: { email: address } })
    expect(retry.status).toBe(201)
    expect(linkIn(await smtp.next(address), '/players/new/')).toBeTruthy()
  })

  it('is for anonymous callers only', async () => {
    const player = await createPlayer(t)
    const res = await t.request('POST', '/v2/players/new', {
      token: player.token,
      body: { email: email() },
    })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ detail: 'You are already logged in as a registered user.' })
  })
})

describe('POST /v2/players/new/{token}', () => {
  it('following the mailed link creates the account and logs it in', async () => {
    const address = email()
    const { token, user } = await joinByMail(t, smtp, address, password, {
      description: 'Hello',
      newsletter_opt_in: true,
    })
    expect(user).toEqual({
      username: 'Tester',
      badge: expect.stringMatching(/^[0-9][a-z0-9*-]{2}[a-z0-9*!]$/),
      description: 'Hello',
      email: address,
      newsletter_opt_in: true,
      email_subscriptions: false,
      exclude_subscriptions: false,
      colorize_icons: false,
      is_admin: false,
    })
    const me = await t.get('/v2/players/me', { token })
    expect(me.status).toBe(200)
    expect(me.body.badge).toBe(user.badge)
    const stored = await t.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM player WHERE email = $1',
      [address],
    )
    expect(stored[0]?.password_hash).toMatch(/^\$argon2id\$/)
  })

  it('a used invitation is gone: 404 and the email is taken', async () => {
    const address = email()
    await t.request('POST', '/v2/players/new', { body: { email: address } })
    const token = tokenOfLink(linkIn(await smtp.next(address), '/players/new/'))
    expect(
      (await t.request('POST', `/v2/players/new/${token}`, { body: registration })).status,
    ).toBe(201)
    const again = await t.request('POST', `/v2/players/new/${token}`, { body: registration })
    expect(again.status).toBe(404)
    expect(again.body).toEqual({ detail: 'Token not found. Please request a new invite.' })
  })

  it('a null username becomes a Phoenixborn name', async () => {
    const { user } = await joinByMail(t, smtp, email(), password, { username: null })
    expect(user.username).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/)
  })

  it('an unknown token is 404', async () => {
    const res = await t.request('POST', `/v2/players/new/${crypto.randomUUID()}`, {
      body: registration,
    })
    expect(res.status).toBe(404)
    expect(res.body.detail).toBe('Token not found. Please request a new invite.')
  })

  it('a token that is not a UUID is uuid_parsing; another UUID version is uuid_version', async () => {
    const bad = await t.request('POST', '/v2/players/new/not-a-uuid', { body: registration })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0]).toMatchObject({ type: 'uuid_parsing', loc: ['path', 'token'] })
    const v1 = await t.request('POST', '/v2/players/new/c232ab00-9414-11ec-b3c8-9f6bdeced846', {
      body: registration,
    })
    expect(v1.status).toBe(422)
    expect(v1.body.detail[0]).toMatchObject({
      type: 'uuid_version',
      msg: 'UUID version 4 expected',
    })
  })

  it('the username key is required, even if null is allowed', async () => {
    const res = await t.request('POST', `/v2/players/new/${crypto.randomUUID()}`, {
      body: { password, password_confirm: password },
    })
    expect(res.status).toBe(422)
    expect(res.body.detail).toEqual([
      expect.objectContaining({
        type: 'missing',
        loc: ['body', 'username'],
        msg: 'Field required',
      }),
    ])
  })

  it('passwords must match and have 8 to 50 characters', async () => {
    const path = `/v2/players/new/${crypto.randomUUID()}`
    const mismatch = await t.request('POST', path, {
      body: { ...registration, password_confirm: 'something else' },
    })
    expect(mismatch.status).toBe(422)
    expect(mismatch.body.detail).toEqual([
      expect.objectContaining({
        type: 'value_error',
        loc: ['body'],
        msg: 'Value error, Passwords do not match.',
      }),
    ])
    const short = await t.request('POST', path, {
      body: { ...registration, password: 'short', password_confirm: 'other' },
    })
    expect(short.body.detail.map((d: { type: string }) => d.type)).toEqual([
      'string_too_short',
      'string_too_short',
    ])
    expect(short.body.detail[0].msg).toBe('String should have at least 8 characters')
  })

  it('answers any odd body with a 422, never a 500', async () => {
    const path = `/v2/players/new/${crypto.randomUUID()}`
    for (const body of ['null', '[]', '"text"', '{"username": 5}', '{"username": "a\\u0000b"}']) {
      const res = await t.request('POST', path, { body })
      expect(res.status, body).toBe(422)
    }
    expect((await t.request('POST', path, { body: '{bad json' })).status).toBe(422)
  })
})
