import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { startTestApp, type TestApp, type TestResponse } from './support/app.ts'
import { joinByMail, linkIn, startTestSmtp, type TestSmtp, tokenOfLink } from './support/smtp.ts'

// A stranger must not be able to lock a player out, while guessing stays slow (issue 14, item 5).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'
const SENT = 'A link to reset your password has been sent to your email!'
const PASSWORD = 'correct horse battery'
let n = 0
const newEmail = () => `lockout${++n}.${randomBytes(4).toString('hex')}@example.com`
let lastOctet = 0
/** Every request comes from a fresh address (behind one trusted proxy) unless told otherwise. */
const freshAddress = () => `10.${n % 250}.${(++lastOctet >> 8) % 250}.${lastOctet % 250}`

const limits = (prefix: string): Config['rateLimits'] => ({
  prefix,
  token: {
    perAddress: { limit: 3, windowSeconds: 60 },
    // Failed log-ins per account: 3 a minute, 5 an hour.
    perEmail: [
      { limit: 3, windowSeconds: 60 },
      { limit: 5, windowSeconds: 3600 },
    ],
  },
  invite: { perAddress: { limit: 100, windowSeconds: 60 } },
  // Reset mails per account: 2 a minute.
  reset: {
    perAddress: { limit: 100, windowSeconds: 60 },
    perEmail: { limit: 2, windowSeconds: 60 },
  },
})

/** The `name=value` of the known-device cookie a response sets, if any. */
function deviceCookie(res: TestResponse): string | undefined {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('ashes_device_'))
  return cookie?.split(';')[0]
}

describe.each([
  ['memory', undefined],
  ['Redis', REDIS_URL],
])('lock-outs (%s)', (_name, redisUrl) => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`
  let t: TestApp
  let smtp: TestSmtp
  const login = (email: string, password: string, cookie?: string, ip = freshAddress()) =>
    t.request('POST', '/v2/token', {
      form: { username: email, password },
      headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
    })
  const askReset = (email: string) =>
    t.request('POST', '/v2/reset', {
      body: { email },
      headers: { 'x-forwarded-for': freshAddress() },
    })
  const strangerFails = async (email: string, times: number) => {
    for (let i = 0; i < times; i++) await login(email, `wrong guess ${i}`)
  }
  const joined = async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, PASSWORD)
    return email
  }

  beforeAll(async () => {
    smtp = await startTestSmtp()
    t = await startTestApp({
      config: { redisUrl, smtpUrl: smtp.url, trustProxy: 1, rateLimits: limits(prefix) },
    })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
    if (redisUrl) {
      const redis = new Redis(redisUrl)
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    }
  })

  it("the owner's right password from a known device works after a stranger's failures from many addresses", async () => {
    const email = await joined()
    const first = await login(email, PASSWORD)
    expect(first.status).toBe(200)
    const cookie = deviceCookie(first)
    expect(cookie).toBeDefined()
    await strangerFails(email, 12)
    const owner = await login(email, PASSWORD, cookie)
    expect(owner.status).toBe(200)
    expect(owner.body.user.email).toBe(email)
  })

  it("the account's failures stop further guesses from unknown clients, whatever their address", async () => {
    const email = await joined()
    for (let i = 0; i < 3; i++) expect((await login(email, `wrong ${i}`)).status).toBe(401)
    for (const password of ['wrong again', PASSWORD]) {
      const res = await login(email, password)
      expect(res.status).toBe(429)
      expect(res.body).toEqual({ detail: TOO_MANY })
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    }
  })

  it('each address stays limited, whatever the accounts it tries', async () => {
    const ip = freshAddress()
    for (let i = 0; i < 3; i++)
      expect((await login(newEmail(), 'x', undefined, ip)).status).toBe(401)
    expect((await login(newEmail(), 'x', undefined, ip)).status).toBe(429)
  })

  it('unknown emails count failures as accounts do, so a 429 tells nothing about existence', async () => {
    const email = newEmail()
    await strangerFails(email, 3)
    expect((await login(email, 'another guess')).status).toBe(429)
  })

  it('successful log-ins do not count against the account', async () => {
    const email = await joined()
    for (let i = 0; i < 6; i++) expect((await login(email, PASSWORD)).status).toBe(200)
    for (let i = 0; i < 3; i++) expect((await login(email, `wrong ${i}`)).status).toBe(401)
  })

  it('a known device is known for its own account only, and a forged one is not known', async () => {
    const owner = await joined()
    const other = await joined()
    const [row] = await t.db.query<{ id: number }>('SELECT id FROM player WHERE email = $1', [
      owner,
    ])
    const value = deviceCookie(await login(other, PASSWORD))?.split('=')[1] ?? ''
    await strangerFails(owner, 3)
    for (const cookie of [value, `${'A'.repeat(22)}.${'B'.repeat(43)}`]) {
      expect((await login(owner, PASSWORD, `ashes_device_${row?.id}=${cookie}`)).status).toBe(429)
    }
  })

  it('a known device that keeps failing loses its exemption', async () => {
    const email = await joined()
    const cookie = deviceCookie(await login(email, PASSWORD))
    for (let i = 0; i < 3; i++) expect((await login(email, `typo ${i}`, cookie)).status).toBe(401)
    expect((await login(email, PASSWORD, cookie)).status).toBe(429)
  })

  it('an owner on a new device gets in through the reset mail, which makes the device known', async () => {
    const email = await joined()
    await strangerFails(email, 12)
    expect((await login(email, PASSWORD)).status).toBe(429)
    expect((await askReset(email)).body).toEqual({ detail: SENT })
    const token = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    const newPassword = 'a brand new secret'
    const reset = await t.request('POST', `/v2/reset/${token}`, {
      body: { password: newPassword, password_confirm: newPassword },
    })
    expect(reset.status).toBe(200)
    expect((await login(email, newPassword, deviceCookie(reset))).status).toBe(200)
  })

  it("the owner still gets a working reset link after a stranger's repeated requests", async () => {
    const email = await joined()
    for (let i = 0; i < 6; i++) {
      const res = await askReset(email)
      expect(res.status).toBe(200)
      expect(res.body).toEqual({ detail: SENT })
    }
    const owner = await askReset(email)
    expect(owner.status).toBe(200)
    expect(owner.body).toEqual({ detail: SENT })
    // Two mails went out; further requests sent none and left the last link working.
    await smtp.next(email)
    const token = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(2 + 1)
    const reset = await t.request('POST', `/v2/reset/${token}`, {
      body: { password: 'a brand new secret', password_confirm: 'a brand new secret' },
    })
    expect(reset.status).toBe(200)
  })

  it('a reset request sends a new mail when no link is outstanding', async () => {
    const email = await joined()
    await askReset(email)
    await askReset(email)
    await smtp.next(email)
    const token = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    const body = { password: 'a brand new secret', password_confirm: 'a brand new secret' }
    expect((await t.request('POST', `/v2/reset/${token}`, { body })).status).toBe(200)
    expect((await askReset(email)).body).toEqual({ detail: SENT })
    const fresh = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    expect((await t.request('POST', `/v2/reset/${fresh}`, { body })).status).toBe(200)
  })
})

describe('back-off and mail windows, on a clock the test moves (memory)', () => {
  let now = 1_000_000
  let t: TestApp
  let smtp: TestSmtp
  const login = (email: string, password: string) =>
    t.request('POST', '/v2/token', {
      form: { username: email, password },
      headers: { 'x-forwarded-for': freshAddress() },
    })
  const askReset = (email: string) =>
    t.request('POST', '/v2/reset', {
      body: { email },
      headers: { 'x-forwarded-for': freshAddress() },
    })
  beforeAll(async () => {
    smtp = await startTestSmtp()
    const rateLimits = { ...limits('clock:'), now: () => now }
    t = await startTestApp({ config: { smtpUrl: smtp.url, trustProxy: 1, rateLimits } })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it("failures back off through longer windows: past the hour's budget a minute's wait is not enough", async () => {
    const email = newEmail()
    for (let i = 0; i < 3; i++) expect((await login(email, `wrong ${i}`)).status).toBe(401)
    expect((await login(email, 'wrong')).status).toBe(429)
    now += 61_000
    for (let i = 0; i < 2; i++) expect((await login(email, `wrong ${i}`)).status).toBe(401)
    const stopped = await login(email, 'wrong')
    expect(stopped.status).toBe(429)
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(60)
    now += 61_000
    expect((await login(email, 'wrong')).status).toBe(429)
  })

  it('a new reset mail goes out once the mail window has passed', async () => {
    const email = newEmail()
    await joinByMail(t, smtp, email, PASSWORD)
    for (let i = 0; i < 3; i++) expect((await askReset(email)).body).toEqual({ detail: SENT })
    await smtp.next(email)
    const held = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    now += 61_000
    expect((await askReset(email)).body).toEqual({ detail: SENT })
    const fresh = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    expect(fresh).not.toBe(held)
    const body = { password: 'a brand new secret', password_confirm: 'a brand new secret' }
    expect((await t.request('POST', `/v2/reset/${held}`, { body })).status).toBe(404)
    expect((await t.request('POST', `/v2/reset/${fresh}`, { body })).status).toBe(200)
  })
})
