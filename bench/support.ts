import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type RequestListener } from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Db, DEFAULT_TIMEOUTS, openDb } from '@ashes/runtime'
import { migrate } from '../apps/server/src/db/migrate.ts'
import { freePort } from '../apps/server/test/support/server-process.ts'

export const PG_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
/** The Chromium the browser benches drive: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
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
  /** Each request's path in turn (with no body) instead of `bodies`, for varied GETs. */
  paths?: string[]
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

/** Past this an interrupted cleanup gives up (a stuck server), so the bench still ends. */
const CLEANUP_MS = 30_000
const cleanups = new Set<() => Promise<void>>()

/**
 * Work to undo however the bench ends: after its own `finally` on success or failure, and on
 * Ctrl-C or a kill (SIGINT, SIGTERM), which skip every `finally`. Each runs once.
 */
export function onCleanup(cleanup: () => Promise<void> | void): () => Promise<void> {
  let done: Promise<void> | undefined
  const once = () => {
    done ??= (async () => {
      cleanups.delete(once)
      await cleanup()
    })()
    return done
  }
  cleanups.add(once)
  return once
}
// A second signal while cleaning up is ignored: tsx relays the terminal's Ctrl-C to the bench
// process, which gets it twice, and dying on the second would leave the schema behind.
let interrupted = false
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.on(signal, async () => {
    if (interrupted) return
    interrupted = true
    console.error(`\n${signal}: cleaning up the bench's schema and files`)
    setTimeout(() => process.exit(code), CLEANUP_MS).unref()
    for (const cleanup of [...cleanups].reverse()) await cleanup().catch(console.error)
    process.exit(code)
  })
}

/** A temporary directory; `remove` deletes it, as an interruption of the bench does. */
export function benchTempDir(prefix: string): { dir: string; remove: () => Promise<void> } {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  return { dir, remove: onCleanup(() => rmSync(dir, { recursive: true, force: true })) }
}

/** The bench schema's name carries its process id, so a later run knows when it was left behind. */
const SCHEMA_PATTERN = /^bench_(?:p(\d+)_)?[0-9a-f]{8}$/

const running = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Drops the bench schemas of runs that ended without dropping their own (killed outright, or
 * from before the schemas were named by process): each holds up to 600 MB of decks.
 */
async function dropLeftSchemas(admin: Db): Promise<void> {
  const schemas = await admin.query<{ name: string }>(
    `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'bench\\_%'`,
  )
  for (const { name } of schemas) {
    const match = SCHEMA_PATTERN.exec(name)
    if (!match || (match[1] && running(Number(match[1])))) continue
    console.log(`Dropping ${name}, left by an earlier bench run`)
    await admin.exec(`DROP SCHEMA ${name} CASCADE`)
  }
}

/** A fresh migrated schema on the benchmark PostgreSQL; `drop` removes it (also on Ctrl-C). */
export async function benchDatabase(): Promise<{
  db: Db
  schema: string
  drop: () => Promise<void>
}> {
  const schema = `bench_p${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = openDb({ url: PG_URL })
  await dropLeftSchemas(admin)
  await admin.exec(`CREATE SCHEMA ${schema}`)
  // Seeding tens of thousands of decks takes statements longer than a request's time limit.
  const db = openDb({ url: PG_URL, schema, timeouts: { ...DEFAULT_TIMEOUTS, statementMs: 0 } })
  const drop = onCleanup(async () => {
    await db.close()
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
    await admin.close()
  })
  try {
    await migrate(db)
  } catch (error) {
    await drop()
    throw error
  }
  return { db, schema, drop }
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

/**
 * An HTTP server of the bench's own on 127.0.0.1 (a stand-in host, a page to audit): its origin,
 * and how to close it, which the bench also does however it ends (onCleanup). Closing drops the
 * connections a browser keeps open, so it does not wait on them.
 */
export async function startLocalServer(
  handler: RequestListener,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer(handler)
  server.listen(0, '127.0.0.1')
  await new Promise((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const { port } = server.address() as AddressInfo
  const close = onCleanup(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  return { url: `http://127.0.0.1:${port}`, close }
}

/** The compiled server of `npm run start:prod` (built by `npm run build:server`'s second step). */
export const PRODUCTION_SERVER = ['apps/server/dist/start.js']

/** Compiles the server as `npm run build:server` does (the web build is the bench's own). */
export function buildServer(): void {
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error('npm run build:server failed')
}

/**
 * A server process of its own (`args` to Node: the compiled start, or tsx and the sources) on a
 * free port, resolved once it first answers 200 on /v2/cards; `stop` ends it, as an interruption
 * of the bench does. A bench's requests then cost the server's process nothing of their own.
 */
export async function startServer(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, args, {
    cwd: join(import.meta.dirname, '..'),
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await new Promise((resolve) => child.once('exit', resolve))
    }
  })
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(`the server exited (${child.exitCode})`)
    }
    const answered = await fetch(`${url}/v2/cards?limit=1`).then(
      (response) => response.status === 200,
      () => false,
    )
    if (answered) break
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return { url, pid: child.pid as number, stop }
}
