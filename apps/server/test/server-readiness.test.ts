// GET /ready tells a load balancer whether to send this server requests; /health-check stays
// the liveness answer it always was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { TEST_DATABASE_URL, testDbKind } from './support/database.ts'
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts'

const HEALTHY = { status: 'okay', services: { database: 'okay' } }

describe('GET /ready', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t?.close())

  it('answers 200 while the server serves, and /health-check is unchanged', async () => {
    const ready = await t.get('/ready')
    expect({ status: ready.status, body: ready.body }).toEqual({
      status: 200,
      body: { status: 'ready' },
    })
    const health = await t.get('/health-check')
    expect({ status: health.status, body: health.body }).toEqual({ status: 200, body: HEALTHY })
  })

  it('answers 503 before the server listens', async () => {
    const app = await buildApp({ config: t.config, db: t.db })
    try {
      const ready = await app.inject({ method: 'GET', url: '/ready' })
      expect({ status: ready.statusCode, body: ready.json() }).toEqual({
        status: 503,
        body: { status: 'starting' },
      })
    } finally {
      await app.close()
    }
  })

  it('answers 503 once the server drains, while it is still alive and serving', async () => {
    const other = await startTestApp({ sameDatabaseAs: t })
    try {
      other.app.readiness.drain()
      const ready = await other.get('/ready')
      expect({ status: ready.status, body: ready.body }).toEqual({
        status: 503,
        body: { status: 'draining' },
      })
      expect((await other.get('/health-check')).body).toEqual(HEALTHY)
      expect((await other.get('/v2/cards')).status).toBe(200)
    } finally {
      await other.close()
    }
  })
})

// PGlite is embedded in the process: it cannot become unreachable.
describe.skipIf(testDbKind !== 'postgres')('GET /ready, the database cut off', () => {
  let direct: TestApp
  let proxy: TcpProxy
  let t: TestApp
  beforeAll(async () => {
    direct = await startTestApp()
    proxy = await startTcpProxy(TEST_DATABASE_URL)
    t = await startTestApp({
      sameDatabaseAs: direct,
      config: { databaseUrl: proxy.url, databaseTimeouts: { connectMs: 1000, statementMs: 1000 } },
    })
  })
  afterAll(async () => {
    await t?.close()
    await proxy?.close()
    await direct?.close()
  })

  it('answers 503 while the database is unreachable, 200 again once it is back', async () => {
    expect((await t.get('/ready')).status).toBe(200)
    await proxy.set('refuse')
    try {
      const ready = await t.get('/ready')
      expect({ status: ready.status, body: ready.body }).toEqual({
        status: 503,
        body: { status: 'database unavailable' },
      })
    } finally {
      await proxy.set('pass')
    }
    expect((await t.get('/ready')).status).toBe(200)
  })
})
