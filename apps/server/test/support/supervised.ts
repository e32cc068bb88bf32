// `npm start` as a site runs it, for the supervisor's tests: the server processes under the
// supervisor (cli/supervise.ts), as real processes on a free port.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openAdminDb, TEST_DATABASE_URL, testDbKind } from './database.ts'
import { freePort, type ServerProcess, startServerProcess } from './server-process.ts'

const SUPERVISE = 'apps/server/src/cli/supervise.ts'

/**
 * How long a start may take here: a server process under tsx needs about 3 s of CPU to start,
 * and with three runs of a supervisor test side by side on a busy 2-CPU machine (load average
 * 20 to 30) its two processes took past 100 s to print that they run. A start that never comes
 * still fails, with what the processes printed.
 */
export const START_LIMIT_MS = 180_000

/**
 * Supervisors started by one test file, each in a data directory of its own and, with
 * `postgres`, on a PostgreSQL schema of its own; `cleanUp` kills what is left and drops them.
 */
export function supervisors() {
  // Made by the first start: a file whose tests all skip on this database runs no clean-up.
  let root = ''
  const started: ServerProcess[] = []
  const admin = testDbKind === 'postgres' ? openAdminDb() : undefined
  const schemas: string[] = []
  return {
    async start(settings: Record<string, string>, { postgres = false } = {}) {
      const database: Record<string, string> = {}
      if (postgres) {
        const name = `supervisor_${randomBytes(5).toString('hex')}`
        await admin?.exec(`CREATE SCHEMA ${name}`)
        schemas.push(name)
        const url = new URL(TEST_DATABASE_URL)
        url.searchParams.set('options', `-c search_path=${name}`)
        database.DATABASE_URL = url.href
      }
      const port = await freePort()
      root ||= mkdtempSync(join(tmpdir(), 'ashes-supervisor-'))
      const dataDir = mkdtempSync(join(root, 'data-'))
      const server = startServerProcess(
        {
          PORT: String(port),
          SECRET_KEY: 'supervisor-test-secret',
          STORE_URL: 'http://127.0.0.1:9',
          WEB_DIST: join(root, 'no-web-build'),
          DATA_DIR: dataDir,
          ...database,
          ...settings,
        },
        SUPERVISE,
      )
      started.push(server)
      return { server, port, dataDir, url: `http://127.0.0.1:${port}` }
    },
    async cleanUp() {
      for (const server of started) server.child.kill('SIGKILL')
      await Promise.all(started.map((server) => server.exited))
      for (const name of schemas) await admin?.exec(`DROP SCHEMA IF EXISTS ${name} CASCADE`)
      await admin?.close()
      if (root) rmSync(root, { recursive: true, force: true })
    },
  }
}

/** The pids of the processes the supervisor says it started for a slot, in order. */
export const startedPids = (server: ServerProcess) =>
  [...server.output().matchAll(/"msg":"server process started","slot":\d+,"pid":(\d+)/g)].map(
    (match) => Number(match[1]),
  )

/** The process serving each slot, as the supervisor last said (started for it, or a spare). */
export function servingPids(server: ServerProcess): Map<number, number> {
  const pids = new Map<number, number>()
  const said =
    /"msg":"(?:server process started|spare process takes over)","slot":(\d+),"pid":(\d+)/g
  for (const [, slot, pid] of server.output().matchAll(said)) pids.set(Number(slot), Number(pid))
  return pids
}

/** Every pid the supervisor said it started, spares included. */
export const everyPid = (server: ServerProcess) =>
  [...server.output().matchAll(/"msg":"(?:server|spare) process started".*?"pid":(\d+)/g)].map(
    (match) => Number(match[1]),
  )

/**
 * Whether the spare the supervisor started last (if it keeps one) is built and waiting: it takes
 * the place of the next process to end.
 */
export function spareReady(server: ServerProcess): boolean {
  const output = server.output()
  const last = [...output.matchAll(/"msg":"spare process started","pid":(\d+)/g)].at(-1)?.[1]
  if (last === undefined) return true
  const tookOver = new RegExp(`"msg":"spare process takes over","slot":\\d+,"pid":${last}\\b`)
  return output.includes(`"msg":"spare process ready","pid":${last},`) && !tookOver.test(output)
}

/** Resolves once `check` holds, looked at every 100 ms. */
export async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 100))
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/** How many times `pattern` appears in the output. */
export const countOf = (server: ServerProcess, pattern: RegExp) =>
  server.output().match(new RegExp(pattern.source, 'g'))?.length ?? 0

/** Resolves once `pattern` has appeared `times` times in the output. */
export const waitForCount = (server: ServerProcess, pattern: RegExp, times: number) =>
  server.waitFor(new RegExp(`(${pattern.source}[\\s\\S]*){${times}}`))

/** `work`, or after `ms` a failure that shows what the supervisor and its servers printed. */
export async function within<T>(server: ServerProcess, work: Promise<T>, ms = 50_000): Promise<T> {
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
