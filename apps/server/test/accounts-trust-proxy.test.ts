import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config.ts'
import { startTestApp, type TestApp } from './support/app.ts'

const TOO_MANY = 'Too many attempts. Please wait a few minutes and try again.'
let n = 0
const newEmail = () => `proxy${++n}.${Date.now()}@example.com`
const login = (t: TestApp, forwardedFor: string) =>
  t.request('POST', '/v2/token', {
    form: { username: newEmail(), password: 'whatever password' },
    headers: { 'x-forwarded-for': forwardedFor },
  })
const limits = { token: { perAddress: { limit: 3, windowSeconds: 60 } } }
const env = (TRUST_PROXY?: string) => ({
  SECRET_KEY: 'k',
  DATA_DIR: '/tmp/ashes-test',
  TRUST_PROXY,
})

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default: the client is the socket address', () => {
    for (const value of [undefined, '', '0', 'false', 'no', 'off']) {
      expect(loadConfig(env(value)).trustProxy).toBe(false)
    }
  })

  it('takes a number of proxy hops or a list of trusted proxy addresses and networks', () => {
    expect(loadConfig(env('1')).trustProxy).toBe(1)
    expect(loadConfig(env(' 2 ')).trustProxy).toBe(2)
    expect(loadConfig(env('10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback')).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ])
  })

  it('refuses anything else, naming the setting, rather than trusting every client', () => {
    for (const value of ['true', 'yes', '-1', '1.5', '10.0.0.300', '10.0.0.0/33', 'proxy.local']) {
      expect(() => loadConfig(env(value)), value).toThrow(/^TRUST_PROXY /)
    }
  })
})

describe('rate limits behind no proxy (the default)', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ config: { rateLimits: limits } })
  })
  afterAll(() => t.close())

  it('rotating X-Forwarded-For does not escape the per-address limit', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, `203.0.113.${i}`)).status).toBe(401)
    const res = await login(t, '203.0.113.99')
    expect(res.status).toBe(429)
    expect(res.body).toEqual({ detail: TOO_MANY })
  })
})

describe('rate limits behind one proxy (TRUST_PROXY=1)', () => {
  let t: TestApp
  beforeAll(async () => {
    const { trustProxy } = loadConfig(env('1'))
    t = await startTestApp({ config: { trustProxy, rateLimits: limits } })
  })
  afterAll(() => t.close())

  it('the last hop is the client: addresses a client puts before it do not count', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await login(t, `198.51.100.${i}, 203.0.113.7`)).status).toBe(401)
    }
    expect((await login(t, '198.51.100.99, 203.0.113.7')).status).toBe(429)
    // Another client behind the same proxy has its own limit.
    expect((await login(t, '203.0.113.8')).status).toBe(401)
  })
})
