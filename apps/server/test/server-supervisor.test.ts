// `npm start` as a site runs it: the server processes under the supervisor (cli/supervise.ts),
// which restarts one that crashes and runs WORKERS of them on PostgreSQL.
import { readFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { testDbKind } from './support/database.ts'
import { freePort, type ServerProcess } from './support/server-process.ts'
import {
  alive,
  everyPid,
  START_LIMIT_MS,
  servingPids,
  spareReady,
  startedPids,
  supervisors,
  until,
  waitForCount,
  within,
} from './support/supervised.ts'

const runs = supervisors()
afterAll(() => runs.cleanUp())
const supervised = (settings: Record<string, string>) => runs.start(settings)

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

  // A scrape is answered from the processes that serve: one still loading its code (most of a
  // start) is not asked. prom-client's cluster registry asked it anyway, and the scrape waited
  // 5 s for an answer that never came, then failed: at every start and every restart.
  it(
    'answers a metrics scrape while its server process is still starting, then with its series',
    async () => {
      const metricsPort = await freePort()
      const { server } = await supervised({ METRICS_PORT: String(metricsPort) })
      const metrics = `http://127.0.0.1:${metricsPort}/metrics`
      await server.waitFor(/"msg":"server process started"/)
      const starting = await fetch(metrics)
      expect(starting.status).toBe(200)
      await server.waitFor(/running at/)
      const serving = await fetch(metrics)
      expect(serving.status).toBe(200)
      expect(await serving.text()).toMatch(/^process_resident_memory_bytes \d+/m)
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    },
    START_LIMIT_MS,
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
    'answers every connection made to its port as a process dies, its spare taking its place',
    async () => {
      const { server, port, url } = await runs.start({ WORKERS: '2' }, { postgres: true })
      await within(server, waitForCount(server, /running at/, 2), START_LIMIT_MS)
      await within(
        server,
        until(() => spareReady(server)),
        START_LIMIT_MS,
      )
      const pids = startedPids(server)
      expect(pids).toHaveLength(2)
      expect(pids.every(alive)).toBe(true)
      const [dying, surviving] = pids as [number, number]
      const [spare] = everyPid(server).filter((pid) => !pids.includes(pid)) as [number]
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
      // The spare, built and waiting, serves in its place, and a new spare starts.
      await within(server, waitForCount(server, /running at/, 3))
      expect(servingPids(server)).toEqual(
        new Map([
          [0, spare],
          [1, surviving],
        ]),
      )
      expect(startedPids(server)).toHaveLength(2)
      expect(await statusOf(server, `${url}/v2/cards?limit=1`)).toBe(200)
      await within(server, waitForCount(server, /"msg":"spare process started"/, 2))

      // A spare that ends is replaced by another; nothing serving changes.
      await within(
        server,
        until(() => spareReady(server)),
        START_LIMIT_MS,
      )
      const second = everyPid(server).at(-1) as number
      process.kill(second, 'SIGKILL')
      await within(server, waitForCount(server, /"msg":"spare process started"/, 3))
      expect(server.output()).toMatch(
        new RegExp(`"msg":"spare process ended unasked; restarting","pid":${second},`),
      )
      expect(servingPids(server)).toEqual(
        new Map([
          [0, spare],
          [1, surviving],
        ]),
      )

      server.child.kill('SIGTERM')
      expect(await within(server, server.exited)).toBe(0)
      expect(everyPid(server).filter(alive)).toEqual([])
    },
    3.5 * START_LIMIT_MS,
  )

  it(
    'gives the place of a process told to stop by someone else to its spare while that one drains',
    async () => {
      // A long drain, so what follows is seen while the old process still runs.
      const { server, url } = await runs.start(
        { WORKERS: '2', SHUTDOWN_DELAY_MS: '4000' },
        { postgres: true },
      )
      await within(server, waitForCount(server, /running at/, 2), START_LIMIT_MS)
      await within(
        server,
        until(() => spareReady(server)),
        START_LIMIT_MS,
      )
      const [draining] = startedPids(server) as [number, number]
      const spare = everyPid(server).at(-1) as number
      process.kill(draining, 'SIGTERM')
      await within(server, server.waitFor(/"msg":"server process draining; replacing it"/))
      await within(server, waitForCount(server, /running at/, 3))
      expect(servingPids(server).get(0)).toBe(spare)
      await within(server, waitForCount(server, /"msg":"spare process started"/, 2))
      expect(alive(draining)).toBe(true)
      await within(server, server.waitFor(/"msg":"server process drained and ended"/), 60_000)
      // Its end was asked for: no restart, no back-off.
      expect(server.output()).not.toContain('ended unasked')
      expect(startedPids(server)).toHaveLength(2)
      expect(await statusOf(server, `${url}/v2/cards?limit=1`)).toBe(200)

      server.child.kill('SIGTERM')
      expect(await within(server, server.exited, 60_000)).toBe(0)
      expect(everyPid(server).filter(alive)).toEqual([])
    },
    2.5 * START_LIMIT_MS,
  )
})
