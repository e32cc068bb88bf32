// The production topology of docs/deploy.md, started whole: nginx with deploy/nginx's files in
// front of three servers on one PostgreSQL and one Redis, under players' load, while the servers
// are restarted one at a time (a rolling deploy) and one is killed with SIGKILL.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Db, openDb } from '@ashes/runtime'
import { afterAll, describe, expect, it } from 'vitest'
import { signToken } from '../src/modules/auth/tokens.ts'
import { openAdminDb, TEST_DATABASE_URL, testDbKind } from './support/database.ts'
import { MIST_GUARDIAN } from './support/decks.ts'
import { type LoadClient, send, startLoad } from './support/load-loop.ts'
import { type Nginx, startNginx } from './support/nginx.ts'
import { freePort, type ServerProcess, startServerProcess } from './support/server-process.ts'

const SECRET_KEY = 'topology-test-secret'
const CLIENTS = 6
/** The Redis the rate-limit tests use: the servers share their counts through it. */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
// Made when the test starts: on PGlite it is skipped, and its clean-up with it.
let root = ''
const running: ServerProcess[] = []
let nginx: Nginx | undefined
let admin: Db | undefined
let database = ''

afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL')
  await Promise.all(running.map((server) => server.exited))
  await nginx?.stop()
  if (database) await admin?.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  await admin?.close()
  if (root) rmSync(root, { recursive: true, force: true })
})

/** Players made in the database, each with a token and a deck of their own saved through nginx. */
async function players(db: Db, url: string): Promise<LoadClient[]> {
  const clients: LoadClient[] = []
  for (let i = 0; i < CLIENTS; i++) {
    const badge = `8${randomBytes(3).toString('hex').slice(0, 5)}`
    await db.query(
      `INSERT INTO player (email, badge, username, password_hash) VALUES ($1, $2, $3, 'x')`,
      [`${badge}@example.com`, badge, `Player ${badge}`],
    )
    const token = signToken(SECRET_KEY, badge, 3600)
    const saved = await send(url, 'PUT', '/v2/decks', { token, body: MIST_GUARDIAN })
    expect(saved.status, saved.body).toBe(200)
    clients.push({ token, deckId: JSON.parse(saved.body).id })
  }
  return clients
}

describe.runIf(testDbKind === 'postgres')('the production topology (nginx, 3 servers)', () => {
  it('loses no request over a rolling restart, only those in flight on a killed server, and shares saves', async () => {
    root ||= mkdtempSync(join(tmpdir(), 'ashes-topology-'))
    admin = openAdminDb()
    database = `topology_${randomBytes(5).toString('hex')}`
    await admin.exec(`CREATE DATABASE ${database}`)
    const databaseUrl = new URL(TEST_DATABASE_URL)
    databaseUrl.pathname = `/${database}`
    const ports = [await freePort(), await freePort(), await freePort()]
    const env = {
      DATABASE_URL: databaseUrl.href,
      REDIS_URL,
      SECRET_KEY,
      STORE_URL: 'http://127.0.0.1:9',
      TRUST_PROXY: 'loopback',
      WEB_DIST: join(root, 'no-web-build'),
    }
    const servers: ServerProcess[] = []
    const start = async (slot: number) => {
      const port = ports[slot] as number
      const server = startServerProcess({
        ...env,
        PORT: String(port),
        DATA_DIR: join(root, `${slot}`),
      })
      running.push(server)
      servers[slot] = server
      await server.waitFor(/running at/)
      expect((await send(`http://127.0.0.1:${port}`, 'GET', '/ready')).status).toBe(200)
    }
    // The first one migrates and imports the cards; the others find them there.
    await start(0)
    await Promise.all([start(1), start(2)])
    nginx = await startNginx(join(root, 'nginx'), await freePort(), ports)
    const db = openDb({ url: databaseUrl.href })
    const clients = await players(db, nginx.url)
    await db.close()
    const load = startLoad(nginx.url, clients)

    // Rolling deploy: each server is taken out of nginx, drained by SIGTERM, started again,
    // and put back once it answers /ready.
    const rolling = load.nextPhase()
    for (const slot of [0, 1, 2]) {
      const port = ports[slot] as number
      await nginx.setDown(port, true)
      await (servers[slot] as ServerProcess).stop()
      expect(await (servers[slot] as ServerProcess).exited).toBe(0)
      await start(slot)
      await nginx.setDown(port, false)
    }
    const steady = load.nextPhase()
    while (load.sentIn(steady) < 3 * CLIENTS)
      await new Promise((resolve) => setTimeout(resolve, 20))

    // A crash: only the requests that server was answering may fail. Until the process is gone
    // (its exit seen), the kernel may still take a connection into its listening socket and then
    // reset it: a request sent then was in flight on it too.
    const killed = load.nextPhase()
    const crashed = servers[1] as ServerProcess
    crashed.child.kill('SIGKILL')
    await crashed.exited
    const gone = load.nextPhase()
    while (load.sentIn(gone) < 10 * CLIENTS) await new Promise((resolve) => setTimeout(resolve, 20))
    await load.stop()

    const failedRolling = load.failedIn(rolling)
    const failedAtKill = [steady, killed, gone].flatMap((phase) => load.failedIn(phase))
    console.log(
      `topology: rolling restart of 3 servers: ${load.sentIn(rolling)} requests, ` +
        `${failedRolling.length} failed, ${load.resent()} resent as a browser does (a kept-alive ` +
        `connection nginx closed at a reload as the request went out); kill -9 of one server: ${load.sentIn(steady)} requests ` +
        `sent before it, ${load.sentIn(killed)} while it died, ${load.sentIn(gone)} after, ` +
        `${failedAtKill.length} failed ` +
        `(in flight on it: at most ${CLIENTS})`,
    )
    expect(failedRolling.map((failure) => failure.what)).toEqual([])
    // Each failure was sent before the process was gone and answered after the kill: in flight.
    for (const failure of failedAtKill) {
      expect(failure.phase, failure.what).toBeLessThan(gone)
      expect(failure.endPhase, failure.what).toBeGreaterThanOrEqual(killed)
    }
    expect(failedAtKill.length).toBeLessThanOrEqual(CLIENTS)

    // A deck saved through one server is read through another.
    const [one, other] = [ports[0], ports[2]].map((port) => `http://127.0.0.1:${port}`)
    const client = clients[0] as LoadClient
    const title = `Saved through one server ${randomBytes(3).toString('hex')}`
    const body = { ...MIST_GUARDIAN, id: client.deckId, title }
    expect(
      (await send(one as string, 'PUT', '/v2/decks', { token: client.token, body })).status,
    ).toBe(200)
    const read = await send(other as string, 'GET', `/v2/decks/${client.deckId}?show_saved=true`, {
      token: client.token,
    })
    expect(read.status).toBe(200)
    expect(JSON.parse(read.body).deck.title).toBe(title)
  }, 180_000)
})
