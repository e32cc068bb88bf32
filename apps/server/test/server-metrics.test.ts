// GET /metrics, scraped as Prometheus does: on METRICS_PORT only, never on the public port.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Config, loadConfig } from '../src/config.ts'
import { type RunningServer, startServer } from '../src/server.ts'
import { startTestApp } from './support/app.ts'
import { openAdminDb, TEST_DATABASE_URL, testDbKind } from './support/database.ts'
import { eventually } from './support/eventually.ts'
import { createPlayer } from './support/players.ts'
import { freePort } from './support/server-process.ts'

const root = mkdtempSync(join(tmpdir(), 'ashes-metrics-'))
const servers: RunningServer[] = []
const schemas: string[] = []
afterAll(async () => {
  for (const server of servers) await server.close()
  if (schemas.length > 0) {
    const admin = openAdminDb()
    for (const schema of schemas) await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin.close()
  }
  rmSync(root, { recursive: true, force: true })
})

/** A server as `npm start` runs it (in this process), on a database of its own. */
async function start(env: Record<string, string>): Promise<RunningServer> {
  const name = randomBytes(4).toString('hex')
  const database: Record<string, string> = {}
  if (testDbKind === 'postgres') {
    const schema = `metrics_${name}`
    schemas.push(schema)
    const admin = openAdminDb()
    await admin.exec(`CREATE SCHEMA ${schema}`)
    await admin.close()
    const url = new URL(TEST_DATABASE_URL)
    url.searchParams.set('options', `-c search_path=${schema}`)
    database.DATABASE_URL = url.toString()
  }
  const config: Config = {
    ...loadConfig({
      ...database,
      DATA_DIR: join(root, name),
      PORT: String(await freePort()),
      SECRET_KEY: 'metrics-test-secret',
      STORE_URL: 'http://127.0.0.1:9',
      WEB_DIST: join(root, 'no-web-build'),
      ...env,
    }),
    cardDataDir: undefined,
  }
  const server = await startServer(config)
  servers.push(server)
  return server
}

/** The value of the series `name{labels}` in a scrape, or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('GET /metrics', () => {
  it('carries the series an operator watches, on METRICS_PORT only', async () => {
    const server = await start({ METRICS_PORT: String(await freePort()) })
    expect(server.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/)
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/v2/decks`)).status).toBe(200)
    expect((await fetch(`${server.url}/v2/decks/999999`)).status).toBe(404)

    const response = await fetch(server.metricsUrl ?? '')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4')
    const text = await response.text()
    // Request durations by route pattern and status.
    const listing =
      'http_request_duration_seconds_count{method="GET",route="/v2/decks",status="200"}'
    expect(sample(text, listing)).toBe(2)
    expect(
      sample(
        text,
        'http_request_duration_seconds_count{method="GET",route="/v2/decks/:id",status="404"}',
      ),
    ).toBe(1)
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/v2/decks",status="200"}',
    )
    // Statement time, event-loop delay, heap.
    expect(sample(text, 'db_statement_duration_seconds_count')).toBeGreaterThan(0)
    expect(sample(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    // The second listing's count of public decks came from the cache.
    expect(sample(text, 'cache_lookups_total{cache="deck_counts",result="miss"}')).toBe(1)
    expect(sample(text, 'cache_lookups_total{cache="deck_counts",result="hit"}')).toBe(1)
    // Rendering queues.
    expect(sample(text, 'proxies_render_queue_length')).toBe(0)
    expect(sample(text, 'previews_render_queue_length')).toBe(0)
    // The database pool: PostgreSQL's; the embedded database has none.
    if (testDbKind === 'postgres') {
      expect(sample(text, 'db_pool_connections_in_use')).toBeGreaterThanOrEqual(0)
      expect(sample(text, 'db_pool_waiting')).toBe(0)
    }

    // Not on the public port.
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404)
  })

  it('counts each cache lookup once, however often the series are read', async () => {
    const t = await startTestApp()
    try {
      const hits = async () =>
        sample(
          await t.app.metrics.registry.metrics(),
          'cache_lookups_total{cache="deck_counts",result="hit"}',
        )
      const list = async () => expect((await t.request('GET', '/v2/decks')).status).toBe(200)
      await list()
      await list()
      expect(await hits()).toBe(1)
      expect(await hits()).toBe(1)
      await list()
      await list()
      expect(await hits()).toBe(3)
    } finally {
      await t.close()
    }
  })

  it('is not served when METRICS_PORT is unset', async () => {
    const server = await start({})
    expect(server.metricsUrl).toBeUndefined()
    expect((await fetch(`${server.url}/metrics`)).status).toBe(404)
  })

  it('measures how long change notices take to reach a server', async () => {
    const t = await startTestApp()
    const other = await startTestApp({ sameDatabaseAs: t })
    try {
      const player = await createPlayer(t)
      // A player renamed moves the accounts version; each server hears of it.
      await t.db.query('UPDATE player SET username = $1 WHERE id = $2', ['Renamed', player.id])
      const count = async () =>
        sample(
          await other.app.metrics.registry.metrics(),
          'db_notification_lag_seconds_count{channel="accounts"}',
        )
      // NOTIFY channels are database-wide: on PostgreSQL, test files running at once in other
      // schemas of the same database send notices too, so this server hears at least its own.
      expect(await eventually(async () => ((await count()) ?? 0) >= 1, true)).toBe(true)
      const text = await other.app.metrics.registry.metrics()
      const notices = sample(text, 'db_notification_lag_seconds_count{channel="accounts"}') ?? 0
      const total = sample(text, 'db_notification_lag_seconds_sum{channel="accounts"}') ?? -1
      const lag = total / notices
      expect(lag).toBeGreaterThanOrEqual(0)
      expect(lag).toBeLessThan(5)
    } finally {
      await other.close()
      await t.close()
    }
  })
})
