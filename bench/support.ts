import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { type Db, openDb } from '../apps/server/src/db/client.ts'
import { migrate } from '../apps/server/src/db/migrate.ts'
import { DEFAULT_TIMEOUTS } from '../apps/server/src/db/timeouts.ts'

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

export interface LoadResult {
  requests: number
  p50: number
  p99: number
  errors: number
}

/**
 * What a load-generating child process prints as JSON on stdout when it ends. A load that
 * outlives its duration by a minute is stuck: the bench fails instead of hanging.
 */
function childReport<T>(
  child: ChildProcess,
  seconds: number,
  read: (report: any) => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk) => {
      output += chunk
    })
    const stuck = setTimeout(() => child.kill(), (seconds + 60) * 1000)
    child.on('error', reject)
    child.on('close', () => {
      clearTimeout(stuck)
      try {
        resolve(read(JSON.parse(output)))
      } catch (error) {
        reject(error)
      }
    })
  })
}

/**
 * Loads `url` from a separate process, so the load generator does not share the event loop of
 * the server under test.
 */
export function load(
  url: string,
  seconds: number,
  connections = 50,
  request: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const args = [autocannonBin, '-c', String(connections), '-d', String(seconds), '-j']
  if (request.method) args.push('-m', request.method)
  if (request.body !== undefined) args.push('-b', request.body)
  for (const [key, value] of Object.entries(request.headers ?? {}))
    args.push('-H', `${key}=${value}`)
  args.push(url)
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] })
  return childReport(child, seconds, (report) => ({
    requests: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    errors: report.errors + report.non2xx,
  }))
}

/** One connection of `loadEach`: its requests' method and headers, and the bodies it sends in turn. */
export interface ConnectionPlan {
  method: string
  headers: Record<string, string>
  bodies: string[]
}

/**
 * Loads `url` with one connection per plan, each sending its own bodies (autocannon sends every
 * connection the same request), from a separate process as `load` does (bench/load-each.ts).
 */
export function loadEach(
  url: string,
  seconds: number,
  connections: ConnectionPlan[],
): Promise<LoadResult> {
  const worker = join(import.meta.dirname, 'load-each.ts')
  const child = spawn(process.execPath, ['--import', 'tsx', worker], {
    stdio: ['pipe', 'pipe', 'inherit'],
    cwd: join(import.meta.dirname, '..'),
  })
  const report = childReport(child, seconds, (result: LoadResult) => result)
  child.stdin?.end(JSON.stringify({ url, seconds, connections }))
  return report
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

/** A fresh migrated schema on the benchmark PostgreSQL; `drop` removes it. */
export async function benchDatabase(): Promise<{
  db: Db
  schema: string
  drop: () => Promise<void>
}> {
  const schema = `bench_${randomBytes(4).toString('hex')}`
  const admin = openDb({ url: PG_URL })
  await admin.exec(`CREATE SCHEMA ${schema}`)
  // Seeding tens of thousands of decks takes statements longer than a request's time limit.
  const db = openDb({ url: PG_URL, schema, timeouts: { ...DEFAULT_TIMEOUTS, statementMs: 0 } })
  await migrate(db)
  return {
    db,
    schema,
    drop: async () => {
      await db.close()
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    },
  }
}

/** Builds the production web app into `outDir` (unminified when `minify` is false). */
export function buildWeb(outDir: string, { minify = true } = {}): void {
  const build = spawnSync(
    'npm',
    [
      ...['run', 'build', '--workspace', 'apps/web', '--', '--outDir', outDir, '--emptyOutDir'],
      ...(minify ? [] : ['--minify', 'false']),
    ],
    { cwd: join(import.meta.dirname, '..'), stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (build.status !== 0) throw new Error('the web build failed')
}

/** The server under test in its own process (bench/deck-server.ts), on the bench schema. */
export interface BenchServer {
  url: string
  /** The server process's memory, as its process.memoryUsage() tells it. */
  memory: () => Promise<NodeJS.MemoryUsage>
  close: () => Promise<void>
}

/**
 * Starts the app on `schema` in a child process, so the bench's own work and memory are not
 * counted as the server's. BENCH_CPU_PROF=dir writes the server's CPU profile there.
 */
export function startBenchServer(schema: string): Promise<BenchServer> {
  const profile = process.env.BENCH_CPU_PROF
  const child = fork(join(import.meta.dirname, 'deck-server.ts'), {
    execArgv: ['--import', 'tsx', ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profile}`] : [])],
    env: { ...process.env, BENCH_SCHEMA: schema },
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)))
    child.once('message', (message: { url?: string }) => {
      if (!message.url) return reject(new Error('the bench server sent no address'))
      child.removeAllListeners('exit')
      resolve({
        url: message.url,
        memory: () =>
          new Promise((answer) => {
            child.once('message', (reply: { memory: NodeJS.MemoryUsage }) => answer(reply.memory))
            child.send('memory')
          }),
        close: async () => {
          child.send('close')
          await exited
        },
      })
    })
  })
}
