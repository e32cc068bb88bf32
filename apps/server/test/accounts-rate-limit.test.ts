import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { eventually } from './support/eventually.ts'
import { linkIn, startTestSmtp, type TestSmtp, tokenOfLink } from './support/smtp.ts'
import { startTcpProxy } from './support/tcp-proxy.ts'

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'
let n = 0
const newEmail = () => `limit${++n}.${Date.now()}@example.com`
const address = () => `10.${n % 250}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
const login = (t: TestApp, username: string, ip: string) =>
  t.request('POST', '/v2/token', {
    form: { username, password: 'whatever password' },
    headers: { 'x-forwarded-for': ip },
  })

// The tests pose as clients behind one proxy, each request naming its client's address.
const trustProxy = 1
const smallLimits = (prefix?: string, windowSeconds = 60): Config['rateLimits'] => ({
  ...(prefix ? { prefix } : {}),
  token: { perEmail: { limit: 2, windowSeconds }, perAddress: { limit: 3, windowSeconds } },
  invite: { perEmail: { limit: 1, windowSeconds }, perAddress: { limit: 10, windowSeconds } },
  reset: { perEmail: { limit: 1, windowSeconds }, perAddress: { limit: 10, windowSeconds } },
})

function expectTooMany(res: { status: number; body: unknown; headers: Headers }, maxWait = 60) {
  expect(res.status).toBe(429)
  expect(res.body).toEqual({ detail: TOO_MANY })
  const retryAfter = Number(res.headers.get('retry-after'))
  expect(retryAfter).toBeGreaterThanOrEqual(1)
  expect(retryAfter).toBeLessThanOrEqual(maxWait)
}

describe('rate limits in memory (one server)', () => {
  let t: TestApp
  let smtp: TestSmtp
  beforeAll(async () => {
    smtp = await startTestSmtp()
    t = await startTestApp({ config: { smtpUrl: smtp.url, trustProxy, rateLimits: smallLimits() } })
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('failed login attempts are limited per email, from any address', async () => {
    const email = newEmail()
    expect((await login(t, email, address())).status).toBe(401)
    expect((await login(t, email.toUpperCase(), address())).status).toBe(401)
    expectTooMany(await login(t, email, address()))
    expect((await login(t, newEmail(), address())).status).toBe(401)
  })

  it('login attempts are limited per client address, whatever the email', async () => {
    const ip = address()
    for (let i = 0; i < 3; i++) expect((await login(t, newEmail(), ip)).status).toBe(401)
    expectTooMany(await login(t, newEmail(), ip))
    expect((await login(t, newEmail(), address())).status).toBe(401)
  })

  it("invitation mails are throttled per email, and a stranger's requests never refuse the person", async () => {
    const email = newEmail()
    const invite = () =>
      t.request('POST', '/v2/players/new', {
        body: { email },
        headers: { 'x-forwarded-for': address() },
      })
    for (let i = 0; i < 4; i++) expect((await invite()).status).toBe(201)
    // One mail went out (the limit is one per window); the link it carries still lets them join.
    const mails = smtp.mails.filter((mail) => mail.to.includes(email))
    expect(mails).toHaveLength(1)
    const token = tokenOfLink(linkIn(await smtp.next(email), '/players/new/'))
    const join = await t.request('POST', `/v2/players/new/${token}`, {
      body: { username: null, password: 'a good secret', password_confirm: 'a good secret' },
    })
    expect(join.status).toBe(201)
  })

  it('invitations are limited per client address, whatever the email', async () => {
    const ip = address()
    const invite = () =>
      t.request('POST', '/v2/players/new', {
        body: { email: newEmail() },
        headers: { 'x-forwarded-for': ip },
      })
    for (let i = 0; i < 10; i++) expect((await invite()).status).toBe(201)
    expectTooMany(await invite())
  })

  it('reset requests are limited per client address, whatever the email', async () => {
    const ip = address()
    const reset = () =>
      t.request('POST', '/v2/reset', {
        body: { email: newEmail() },
        headers: { 'x-forwarded-for': ip },
      })
    for (let i = 0; i < 10; i++) expect((await reset()).status).toBe(404)
    expectTooMany(await reset())
  })
})

describe('rate limits in Redis (shared by several servers)', () => {
  const prefix = `test:${randomBytes(6).toString('hex')}:`
  let a: TestApp
  let b: TestApp
  let redis: Redis
  beforeAll(async () => {
    redis = new Redis(REDIS_URL)
    const config = { redisUrl: REDIS_URL, trustProxy, rateLimits: smallLimits(prefix) }
    a = await startTestApp({ config })
    b = await startTestApp({ config })
  })
  afterAll(async () => {
    await a.close()
    await b.close()
    const keys = await redis.keys(`${prefix}*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  })

  it('attempts on one server count on the other', async () => {
    const email = newEmail()
    expect((await login(a, email, address())).status).toBe(401)
    expect((await login(b, email, address())).status).toBe(401)
    expectTooMany(await login(a, email, address()))
    expectTooMany(await login(b, email, address()))
    const ttl = await redis.pttl(`${prefix}token:email:60s:${email}`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(60_000)
  })
})

// In memory the test moves the clock; Redis keeps its own, so there a second really passes.
let now = 1_000_000
describe.each([
  [
    'memory',
    undefined,
    async () => {
      now += 1100
    },
  ],
  ['Redis', REDIS_URL, () => new Promise((resolve) => setTimeout(resolve, 1100))],
])('a fixed window (%s)', (_name, redisUrl, oneWindowLater) => {
  let t: TestApp
  beforeAll(async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`
    const rateLimits = { ...smallLimits(prefix, 1), now: () => now }
    t = await startTestApp({ config: { redisUrl, trustProxy, rateLimits } })
  })
  afterAll(() => t.close())

  it('lets attempts through again once the window has passed', async () => {
    const email = newEmail()
    await login(t, email, address())
    await login(t, email, address())
    expectTooMany(await login(t, email, address()), 1)
    await oneWindowLater()
    expect((await login(t, email, address())).status).toBe(401)
  })
})

describe('an unreachable Redis', () => {
  it('keeps the limits in this server’s memory and says so once on its error log', async () => {
    // The default limits: 10 failed log-ins a minute per account.
    const t = await startTestApp({ config: { redisUrl: 'redis://127.0.0.1:1', trustProxy } })
    try {
      const email = newEmail()
      const statuses = []
      for (let i = 1; i < 15; i++) statuses.push((await login(t, email, address())).status)
      expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)])
      expectTooMany(await login(t, email, address()))
      const lines = t.serverErrors.map((line) => JSON.parse(line))
      const outage = lines.filter((line) => /Redis/.test(line.msg))
      expect(outage).toEqual([
        expect.objectContaining({
          level: 'error',
          msg: 'Rate-limit store (Redis) unreachable: limits are kept in this server’s memory until it is back',
        }),
      ])
    } finally {
      await t.close()
    }
  })

  it('says once when Redis goes away and once when it is back; the limits hold throughout', async () => {
    const proxy = await startTcpProxy(REDIS_URL)
    const prefix = `test:${randomBytes(4).toString('hex')}:`
    const t = await startTestApp({
      config: { redisUrl: proxy.url, trustProxy, rateLimits: smallLimits(prefix) },
    })
    const outages = () =>
      t.serverErrors.map((line) => JSON.parse(line)).filter((line) => /Redis/.test(line.msg))
    try {
      const email = newEmail()
      expect((await login(t, email, address())).status).toBe(401)
      await proxy.set('refuse')
      // Counted afresh in memory: 2 failures allowed, the third refused.
      for (let i = 0; i < 2; i++) expect((await login(t, email, address())).status).toBe(401)
      expectTooMany(await login(t, email, address()))
      expect(outages().map((line) => line.level)).toEqual(['error'])
      await proxy.set('pass')
      // Tried again at most once a second, as ioredis reconnects.
      const levels = await eventually(async () => {
        await new Promise((resolve) => setTimeout(resolve, 100))
        await login(t, newEmail(), address())
        return outages().map((line) => line.level)
      }, ['error', 'info'])
      expect(levels).toEqual(['error', 'info'])
      expect(outages()[1].msg).toBe(
        'Rate-limit store (Redis) reachable again: limits are shared again',
      )
    } finally {
      await t.close()
      await proxy.close()
    }
  }, 30_000)
})
