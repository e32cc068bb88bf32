import { DATABASE_UNAVAILABLE } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { TEST_DATABASE_URL, testDbKind } from './support/database.ts'
import { MIST_GUARDIAN, saveDeck } from './support/decks.ts'
import { eventually } from './support/eventually.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { type ProxyMode, startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts'
import { webShell } from './support/web-shell.ts'

// Short, so that each request during a fault ends within about two seconds.
const TIMEOUTS = { connectMs: 1000, statementMs: 1000 }
const UNAVAILABLE = { detail: DATABASE_UNAVAILABLE }
const HEALTHY = { status: 'okay', services: { database: 'okay' } }
const UNHEALTHY = { status: 'error', services: { database: 'error' } }
// The web app's shell as vite builds it: its script and style sheet in the head.
const SHELL =
  '<!doctype html><html><head><title>shell</title>' +
  '<script type="module" crossorigin src="/assets/app-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/app-1.css"></head>' +
  '<body><div id="root"></div></body></html>'

// PGlite is embedded in the process: it cannot stall or refuse.
describe.skipIf(testDbKind !== 'postgres')('A server whose database stops answering', () => {
  let direct: TestApp
  let proxy: TcpProxy
  let t: TestApp
  let owner: TestPlayer
  let deckId: number
  let schema: string
  // Made in beforeAll, not when the file loads: on PGlite the tests and their clean-up are skipped.
  let web: ReturnType<typeof webShell>

  beforeAll(async () => {
    web = webShell(SHELL)
    direct = await startTestApp({ cardData: true })
    proxy = await startTcpProxy(TEST_DATABASE_URL)
    t = await startTestApp({
      sameDatabaseAs: direct,
      config: { databaseUrl: proxy.url, databaseTimeouts: TIMEOUTS, webDist: web.dir },
    })
    owner = await createPlayer(t)
    deckId = (await saveDeck(t, owner.token)).id
    const [row] = await direct.db.query<{ schema: string }>('SELECT current_schema() AS schema')
    schema = row?.schema ?? ''
  })
  afterAll(async () => {
    await t?.close()
    await proxy?.close()
    await direct?.close()
    web?.remove()
  })

  const save = (title: string) =>
    t.request('PUT', '/v2/decks', {
      token: owner.token,
      body: { ...MIST_GUARDIAN, id: deckId, title },
    })
  const health = () => t.get('/health-check')
  const listeners = async () => {
    const [row] = await direct.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM pg_stat_activity WHERE application_name = $1',
      [`ashes-listen-${schema}`],
    )
    return row?.n
  }

  it.each<ProxyMode>(['stall', 'refuse'])(
    'answers 503 with a detail while the database is unreachable (%s), and recovers by itself',
    async (fault) => {
      expect((await save('Before')).status).toBe(200)
      expect((await health()).body).toEqual(HEALTHY)

      t.serverErrors.length = 0
      await proxy.set(fault)
      const [during, checked, mine] = await Promise.all([
        save('During'),
        health(),
        t.get('/v2/decks/mine', { token: owner.token }),
      ])
      expect({ status: during.status, body: during.body }).toEqual({
        status: 503,
        body: UNAVAILABLE,
      })
      expect(during.headers.get('retry-after')).toBe('5')
      expect({ status: checked.status, body: checked.body }).toEqual({
        status: 503,
        body: UNHEALTHY,
      })
      expect({ status: mine.status, body: mine.body }).toEqual({ status: 503, body: UNAVAILABLE })
      // Each of them left a line in the server's error log, with the cause.
      expect(t.serverErrors.map((line) => JSON.parse(line))).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            status: 503,
            method: 'PUT',
            route: '/v2/decks',
            error: expect.objectContaining({ type: 'DatabaseUnavailableError' }),
          }),
          expect.objectContaining({ status: 503, method: 'GET', route: '/health-check' }),
        ]),
      )

      // No stale connection is used again: the first requests after the fault succeed.
      await proxy.set('pass')
      const after = await save('After')
      expect(after.status).toBe(200)
      expect(after.body.title).toBe('After')
      expect((await health()).body).toEqual(HEALTHY)
      expect((await t.get('/v2/decks/mine', { token: owner.token })).status).toBe(200)
      // Both servers listen for notifications again (the direct one never stopped).
      expect(await eventually(listeners, 2)).toBe(2)
    },
  )

  it('answers visitors of its pages an HTML page in the site’s look, not JSON', async () => {
    const page = (path: string) => fetch(`${t.url}${path}`, { headers: { accept: 'text/html' } })
    expect((await page(`/players/${owner.badge}/`)).status).toBe(200)
    await proxy.set('refuse')
    try {
      // A write marks the versions the pages are kept by as stale: the next page asks the database.
      expect((await save('During')).status).toBe(503)
      for (const path of [`/decks/${deckId}/`, `/players/${owner.badge}/`]) {
        const response = await page(path)
        expect(response.status, path).toBe(503)
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
        expect(response.headers.get('retry-after')).toBe('5')
        const html = await response.text()
        expect(html).toContain('<title>Briefly unavailable - Ashes Deckbuilder</title>')
        expect(html).toContain(
          'Ashes Deckbuilder is briefly unavailable. Please try again in a moment.',
        )
        // The site's style sheet, without the app, whose every request would fail.
        expect(html).toContain('href="/assets/app-1.css"')
        expect(html).not.toContain('app-1.js')
      }
      // Card pages need only the card data, which is in memory.
      const card = await page('/cards/aradel-summergaard/')
      expect(card.status).toBe(200)
      expect(await card.text()).toContain('Aradel Summergaard')
      // The API keeps answering JSON.
      const api = await t.get(`/v2/decks/${deckId}`)
      expect({ status: api.status, body: api.body }).toEqual({ status: 503, body: UNAVAILABLE })
    } finally {
      await proxy.set('pass')
    }
    expect((await page(`/players/${owner.badge}/`)).status).toBe(200)
  })
})
