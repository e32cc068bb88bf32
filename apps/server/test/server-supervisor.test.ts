// `npm start` as a site runs it: the server processes under the supervisor (cli/supervise.ts),
// which restarts one that crashes and runs WORKERS of them on PostgreSQL.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openAdminDb, TEST_DATABASE_URL, testDbKind } from './support/database.ts'
import { freePort, type ServerProcess, startServerProcess } from './support/server-process.ts'

const SUPERVISE = 'apps/server/src/cli/supervise.ts'
const root = mkdtempSync(join(tmpdir(), 'ashes-supervisor-'))
const started: ServerProcess[] = []
const admin = testDbKind === 'postgres' ? openAdminDb() : undefined
const schemas: string[] = []
afterAll(async () => {
  for (const server of started) server.child.kill('SIGKILL')
  await Promise.all(started.map((server) => server.exited))
  for (const name of schemas) await admin?.exec(`DROP SCHEMA IF EXISTS ${name} CASCADE`)
  await admin?.close()
  rmSync(root, { recursive: true, force: true })
})

async function supervised(settings: Record<string, string>) {
  const port = await freePort()
  const dataDir = mkdtempSync(join(root, 'data-'))
  const server = startServerProcess(
    {
      PORT: String(port),
      SECRET_KEY: 'supervisor-test-secret',
      STORE_URL: 'http://127.0.0.1:9',
      WEB_DIST: join(root, 'no-web-build'),
      DATA_DIR: dataDir,
      ...settings,
    },
    SUPERVISE,
  )
  started.push(server)
  return { server, port, dataDir, url: `http://127.0.0.1:${port}` }
}

/** The pids the supervisor says it started, in order. */
const startedPids = (server: ServerProcess) =>
  [...server.output().matchAll(/"msg":"server process started","slot":\d+,"pid":(\d+)/g)].map(
    (match) => Number(match[1]),
  )

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** Resolves once `pattern` has appeared `times` times in the output. */
const waitForCount = (server: ServerProcess, pattern: RegExp, times: number) =>
  server.waitFor(new RegExp(`(${pattern.source}[\\s\\S]*){${times}}`))

/**
 * How long a start may take here: a server process under tsx needs about 3 s of CPU to start,
 * and with three runs of this file side by side on a busy 2-CPU machine (load average 20 to 30)
 * its two processes took past 100 s to print that they run. A start that never comes still
 * fails, with what the processes printed.
 */
const START_LIMIT_MS = 180_000

describe.runIf(testDbKind === 'pglite')('npm start on the embedded database', () => {
  it(
    'restarts at once a server process killed with SIGKILL while serving (logged), and stops on SIGTERM',
    async () => {
      const { server, dataDir, url } = await supervised({})
      await server.waitFor(/running at/)
      const [first] = startedPids(server)
      expect(first).toBeGreaterThan(0)
      // It has served a while (2 s, the supervisor's SERVED_MS): a crash, not a failed start, so
      // no back-off: every second without it is a second the site is short of a process.
      expect((await fetch(`${url}/health-check`)).status).toBe(200)
      await new Promise((resolve) => setTimeout(resolve, 2500))
      process.kill(first as number, 'SIGKILL')
      const log = await server.waitFor(/"msg":"server process ended unasked; restarting".*\n/)
      expect(log).toMatch(/"signal":"SIGKILL".*"restartInMs":0/)
      await waitForCount(server, /running at/, 2)
      const [, second] = startedPids(server)
      expect(second).not.toBe(first)
      // The new process took over the data directory the killed one left locked. (Read from the
      // settings, not from the start message: its database line follows 'running at' in a write
      // of its own, which a killed process may never make and a new one may not have made yet.)
      expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(String(second))
      expect((await fetch(`${url}/health-check`)).status).toBe(200)

      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      expect(alive(second as number)).toBe(false)
    },
    2.5 * START_LIMIT_MS,
  )

  it('refuses WORKERS above 1, since the embedded database belongs to one process', async () => {
    const { server } = await supervised({ WORKERS: '2' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain(
      'WORKERS=2 needs PostgreSQL (DATABASE_URL): the embedded database in DATA_DIR belongs to ' +
        'one process. Unset WORKERS, or set DATABASE_URL.',
    )
    expect(startedPids(server)).toEqual([])
  }, 60_000)

  it('stops, not retries, when the server cannot start at all', async () => {
    const taken = createServer()
    const port = await freePort()
    await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve))
    try {
      const { server } = await supervised({ PORT: String(port) })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(`Port ${port} is already in use`)
      expect(server.output()).toContain('failed to start; not restarting')
      expect(startedPids(server)).toHaveLength(1)
    } finally {
      taken.close()
    }
  }, 60_000)
})

/** `work`, or after `ms` a failure that shows what the supervisor and its servers printed. */
async function within<T>(server: ServerProcess, work: Promise<T>, ms = 50_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`still waiting after ${ms} ms:\n${server.output()}`)),
      ms,
    )
  })
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

/** The status of GET `url`, each on a connection of its own (so each is placed anew). */
const statusOf = (server: ServerProcess, url: string) =>
  within(
    server,
    fetch(url, { headers: { connection: 'close' } }).then((response) => response.status),
  )

/**
 * Sends a GET of /health-check on a new connection, resolving once the connection is made: the
 * kernel has it queued then, whether or not a process has accepted it yet. The promise it gives
 * resolves with the answer's status line.
 */
async function connectAndAsk(port: number): Promise<{ answer: Promise<string> }> {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  socket.write('GET /health-check HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
  let text = ''
  socket.on('data', (chunk) => {
    text += chunk.toString()
  })
  const answer = new Promise<string>((resolve) => {
    socket.once('close', () => resolve(text.split('\r\n')[0] ?? ''))
  })
  return { answer }
}

describe.runIf(testDbKind === 'postgres')('npm start with WORKERS on PostgreSQL', () => {
  it(
    'answers every connection made to its port as a process dies, and restarts that process',
    async () => {
      // A schema of its own, as every other test file has.
      const name = `supervisor_${randomBytes(5).toString('hex')}`
      await admin?.exec(`CREATE SCHEMA ${name}`)
      schemas.push(name)
      const databaseUrl = new URL(TEST_DATABASE_URL)
      databaseUrl.searchParams.set('options', `-c search_path=${name}`)
      const { server, port, url } = await supervised({
        WORKERS: '2',
        DATABASE_URL: databaseUrl.href,
      })
      await within(server, waitForCount(server, /running at/, 2), START_LIMIT_MS)
      const pids = startedPids(server)
      expect(pids).toHaveLength(2)
      expect(pids.every(alive)).toBe(true)
      const [dying, surviving] = pids as [number, number]
      const supervisor = server.child.pid as number

      // A process dies with connections already made to the port that no process has taken yet:
      // held still, the supervisor and the dying process take none, and the dying one is killed
      // before the supervisor runs again. Each connection must still be answered, by the survivor.
      // (Node's default round-robin had the supervisor accept them and hand them out: the one
      // handed to the dead process, which it had not yet seen die, was never answered.)
      process.kill(supervisor, 'SIGSTOP')
      process.kill(dying, 'SIGSTOP')
      try {
        const asked = await Promise.all([1, 2, 3, 4].map(() => connectAndAsk(port)))
        process.kill(dying, 'SIGKILL')
        process.kill(supervisor, 'SIGCONT')
        const answers = await within(
          server,
          Promise.all(asked.map((connection) => connection.answer)),
          30_000,
        )
        expect(answers).toEqual(Array(4).fill('HTTP/1.1 200 OK'))
      } finally {
        process.kill(supervisor, 'SIGCONT')
      }
      expect(alive(surviving)).toBe(true)
      await within(server, server.waitFor(/"msg":"server process ended unasked; restarting"/))
      await within(server, waitForCount(server, /running at/, 3), START_LIMIT_MS)
      expect(startedPids(server)).toHaveLength(3)
      expect(await statusOf(server, `${url}/v2/cards?limit=1`)).toBe(200)

      server.child.kill('SIGTERM')
      expect(await within(server, server.exited)).toBe(0)
      expect(startedPids(server).filter(alive)).toEqual([])
    },
    2.5 * START_LIMIT_MS,
  )

  it(
    'starts the replacement of a process told to stop by someone else while that one drains',
    async () => {
      const name = `supervisor_${randomBytes(5).toString('hex')}`
      await admin?.exec(`CREATE SCHEMA ${name}`)
      schemas.push(name)
      const databaseUrl = new URL(TEST_DATABASE_URL)
      databaseUrl.searchParams.set('options', `-c search_path=${name}`)
      // A long drain, so the replacement's start is seen while the old process still runs.
      const { server, url } = await supervised({
        WORKERS: '2',
        DATABASE_URL: databaseUrl.href,
        SHUTDOWN_DELAY_MS: '4000',
      })
      await within(server, waitForCount(server, /running at/, 2), START_LIMIT_MS)
      const [draining] = startedPids(server) as [number, number]
      process.kill(draining, 'SIGTERM')
      await within(
        server,
        server.waitFor(/"msg":"server process draining; starting its replacement"/),
      )
      await within(server, waitForCount(server, /"msg":"server process started"/, 3))
      expect(alive(draining)).toBe(true)
      await within(server, server.waitFor(/"msg":"server process drained and ended"/), 60_000)
      await within(server, waitForCount(server, /running at/, 3), START_LIMIT_MS)
      // Its end was asked for: no restart, no back-off.
      expect(server.output()).not.toContain('ended unasked')
      expect(startedPids(server)).toHaveLength(3)
      expect(await statusOf(server, `${url}/v2/cards?limit=1`)).toBe(200)

      server.child.kill('SIGTERM')
      expect(await within(server, server.exited, 60_000)).toBe(0)
      expect(startedPids(server).filter(alive)).toEqual([])
    },
    2.5 * START_LIMIT_MS,
  )
})
