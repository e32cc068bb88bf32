// A server told to stop (SIGTERM, as a supervisor or a rolling deploy does) loses no save it
// acknowledged: real `npm start` processes, a loop of deck saves, a signal in the middle.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Db, openDb } from '@ashes/runtime'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from '../src/db/migrate.ts'
import { signToken } from '../src/modules/auth/tokens.ts'
import { openAdminDb, TEST_DATABASE_URL, testDbKind } from './support/database.ts'
import { MIST_GUARDIAN } from './support/decks.ts'
import { freePort, type ServerProcess, startServerProcess } from './support/server-process.ts'

const SECRET_KEY = 'shutdown-test-secret'
const RUNNING_AT = /running at (http:\/\/\S+?)\/ /
const root = mkdtempSync(join(tmpdir(), 'ashes-shutdown-'))
const started: ServerProcess[] = []
const schemas: string[] = []
// A server process on PGlite seeds the card data before it listens: long on a busy machine.
const PROCESS_TEST_MS = 120_000

afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL')
  await Promise.all(started.map((server) => server.exited))
  if (schemas.length > 0) {
    const admin = openAdminDb()
    for (const schema of schemas) await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin.close()
  }
  rmSync(root, { recursive: true, force: true })
})

/**
 * A database of its own for one server process (PGlite in a data directory, or a PostgreSQL
 * schema named in DATABASE_URL), migrated, with one player; `open` reads it once the process
 * is gone (PGlite allows one process at a time).
 */
async function prepare(name: string, settings: Record<string, string>) {
  const dataDir = join(root, name)
  let env: Record<string, string>
  let open: () => Db
  if (testDbKind === 'postgres') {
    const schema = `shutdown_${randomBytes(4).toString('hex')}`
    schemas.push(schema)
    const admin = openAdminDb()
    await admin.exec(`CREATE SCHEMA ${schema}`)
    await admin.close()
    const url = new URL(TEST_DATABASE_URL)
    url.searchParams.set('options', `-c search_path=${schema}`)
    env = { DATABASE_URL: url.toString() }
    open = () => openDb({ url: TEST_DATABASE_URL, schema })
  } else {
    env = {}
    open = () => openDb({ dataDir: join(dataDir, 'pglite') })
  }
  const db = open()
  await migrate(db)
  const badge = `9${randomBytes(3).toString('hex').slice(0, 5)}`
  await db.query(
    `INSERT INTO player (email, badge, username, password_hash) VALUES ($1, $2, $3, 'x')`,
    [`${badge}@example.com`, badge, `Player ${badge}`],
  )
  await db.close()
  const server = startServerProcess({
    ...env,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    SECRET_KEY,
    STORE_URL: 'http://127.0.0.1:9',
    WEB_DIST: join(root, 'no-web-build'),
    ...settings,
  })
  started.push(server)
  const url = (await server.waitFor(RUNNING_AT)).match(RUNNING_AT)?.[1] ?? ''
  return { server, url, open, token: signToken(SECRET_KEY, badge, 3600) }
}

type Outcome = { status: number; id?: number; title: string } | { error: string }

/** What a request that got no answer failed with: the cause's code (ECONNREFUSED, ...). */
function failure(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause
  return cause?.code ?? String(error)
}

describe('a server stopping', () => {
  it(
    'finishes the saves in flight on SIGTERM and loses none it acknowledged',
    async () => {
      // Long enough to see /ready answer 503 while saves are still served.
      const { server, url, open, token } = await prepare('saves', { SHUTDOWN_DELAY_MS: '1500' })
      const outcomes: Outcome[] = []
      let saved = 0
      let next = 0
      const save = async (): Promise<Outcome> => {
        const title = `Save ${next++}`
        try {
          const response = await fetch(`${url}/v2/decks`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ ...MIST_GUARDIAN, title }),
          })
          const body = (await response.json()) as { id?: number }
          if (response.status === 200) saved += 1
          return { status: response.status, id: body.id, title }
        } catch (error) {
          return { error: failure(error) }
        }
      }
      // Four clients saving new decks one after another until the server is gone.
      const loops = Array.from({ length: 4 }, async () => {
        for (;;) {
          const outcome = await save()
          outcomes.push(outcome)
          if ('error' in outcome) return
        }
      })
      while (saved < 20) await new Promise((resolve) => setTimeout(resolve, 20))
      server.child.kill('SIGTERM')
      // It stops being ready first, and meanwhile still saves.
      let ready = await fetch(`${url}/ready`)
      while (ready.status === 200) ready = await fetch(`${url}/ready`)
      expect({ status: ready.status, body: await ready.json() }).toEqual({
        status: 503,
        body: { status: 'draining' },
      })
      const during = await save()
      expect(during).toMatchObject({ status: 200 })
      await Promise.all(loops)
      expect(await server.exited).toBe(0)

      // Every answer was a saved deck; then the port refused connections (nothing sent).
      const answered = outcomes.filter((outcome) => 'status' in outcome)
      const statuses = new Set(answered.map((outcome) => outcome.status))
      expect([...statuses].filter((status) => status !== 200)).toEqual([])
      const errors = outcomes.flatMap((outcome) => ('error' in outcome ? [outcome.error] : []))
      expect(errors).toEqual(Array(4).fill('ECONNREFUSED'))
      expect(failure(await fetch(`${url}/ready`).catch((error) => error))).toBe('ECONNREFUSED')

      const acknowledged = [...answered, during].flatMap((outcome) =>
        'status' in outcome && outcome.status === 200 ? [outcome] : [],
      )
      expect(acknowledged.length).toBeGreaterThan(20)
      const db = open()
      try {
        const rows = await db.query<{ id: number; title: string }>('SELECT id, title FROM deck')
        const stored = new Map(rows.map((row) => [row.id, row.title]))
        const lost = acknowledged.filter((outcome) => stored.get(outcome.id ?? 0) !== outcome.title)
        expect(lost).toEqual([])
      } finally {
        await db.close()
      }
      expect(server.output()).not.toMatch(/Error|\n\s+at /)
    },
    PROCESS_TEST_MS,
  )

  it(
    'answers every request sent on a kept-alive connection while it stops: only new connections are refused',
    async () => {
      const { server, url } = await prepare('kept-alive', {})
      // Clients as a browser or a load balancer runs them: connections kept alive and reused.
      const agent = new Agent({ keepAlive: true, maxSockets: 16 })
      const get = () =>
        new Promise<number>((resolve, reject) => {
          const req = request(`${url}/v2/decks?limit=5`, { agent }, (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
            res.on('error', reject)
          })
          req.on('error', reject)
          req.end()
        })
      let answered = 0
      const failed: string[] = []
      const loops = Array.from({ length: 16 }, async () => {
        for (;;) {
          try {
            const status = await get()
            answered += 1
            if (status !== 200) failed.push(`status ${status}`)
          } catch (error) {
            // Refused: nothing was sent, a client tries elsewhere. Anything else lost a request.
            const code = (error as NodeJS.ErrnoException).code ?? String(error)
            if (code !== 'ECONNREFUSED') failed.push(code)
            return
          }
        }
      })
      while (answered < 300) await new Promise((resolve) => setTimeout(resolve, 20))
      server.child.kill('SIGTERM')
      await Promise.all(loops)
      agent.destroy()
      expect(await server.exited).toBe(0)
      expect(failed).toEqual([])
      expect(answered).toBeGreaterThan(300)
    },
    PROCESS_TEST_MS,
  )

  it(
    'stops at once on a second signal',
    async () => {
      // A drain that would take a minute: only the second signal can end it sooner.
      const { server, url } = await prepare('twice', { SHUTDOWN_DELAY_MS: '60000' })
      server.child.kill('SIGTERM')
      let ready = await fetch(`${url}/ready`)
      while (ready.status === 200) ready = await fetch(`${url}/ready`)
      expect(ready.status).toBe(503)
      server.child.kill('SIGTERM')
      const code = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 10_000)),
      ])
      expect(code).toBe(1)
      expect(server.output()).toContain('SIGTERM again: stopping at once.')
    },
    PROCESS_TEST_MS,
  )
})
