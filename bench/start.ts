// Cold start and memory of the production process (issue 31 item 7, issue 27 item 8), on
// PostgreSQL in the bench's own schema, migrated and with the card data loaded; the partner store
// is named by STORE_URL, as in production, so the stand-in store does not start; the server
// serves a production build of the web app, made for the bench.
// - Cold start: from spawning the server to its first 200 answer to GET /v2/cards (the
//   reference: 1.2 s), for the production start (the server process of `npm run start:prod`,
//   apps/server/dist/start.js, built first; the supervisor that runs it there is left out, so
//   the RSS is the server's own) and, paired with it round by round, the development
//   start (`npm start`: tsx and the TypeScript sources). The target is the production start's.
// - Memory: the production server's resident set (RSS, /proc) at rest after its start, and after
//   a load of the main reads (the card listing, a card, its details, the public decks, releases,
//   the card browser's page).
import { readFileSync } from 'node:fs'
import { cpuMs } from './cpu.ts'
import { productionSite } from './production-site.ts'
import { load, median, PRODUCTION_SERVER, startServer } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const TARGET_MS = 1200
const REST_TARGET_MIB = 160
/** Seconds of load on each of the main reads. */
const LOAD_SECONDS = 3
const COMMANDS = {
  production: PRODUCTION_SERVER,
  development: ['--import', 'tsx', 'apps/server/src/cli/start.ts'],
}
type Start = keyof typeof COMMANDS

/** The process's resident set in MiB, as the kernel counts it. */
function rssMib(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]
  return Number(kb) / 1024
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts the server as `start` does and resolves once it first answers 200 on /v2/cards, with
 * the milliseconds that took and the CPU time it used; `use` then runs against it before it is
 * stopped.
 */
async function coldStart(
  start: Start,
  env: NodeJS.ProcessEnv,
  use?: (url: string, pid: number) => Promise<void>,
): Promise<{ ms: number; cpu: number }> {
  const started = performance.now()
  const server = await startServer(COMMANDS[start], env)
  try {
    const ms = performance.now() - started
    const cpu = cpuMs(server.pid)
    await use?.(server.url, server.pid)
    return { ms, cpu }
  } finally {
    await server.stop()
  }
}

/** The production server's RSS at rest, and after a load of the main reads. */
async function memory(url: string, pid: number): Promise<{ rest: number; loaded: number }> {
  await sleep(2000)
  const rest = rssMib(pid)
  const { results } = (await (await fetch(`${url}/v2/cards?limit=1`)).json()) as {
    results: { stub: string }[]
  }
  const stub = results[0]?.stub ?? ''
  const reads = ['/v2/cards?limit=50', `/v2/cards/${stub}`, `/v2/cards/${stub}/details`]
  reads.push('/v2/decks', '/v2/releases', '/cards/')
  for (const path of reads) {
    const result = await load(`${url}${path}`, LOAD_SECONDS, 10)
    if (result.errors > 0) throw new Error(`${path}: ${result.errors} failed requests`)
  }
  return { rest, loaded: rssMib(pid) }
}

const verdicts = createVerdicts()
const { env, close } = await productionSite('start')
try {
  // The first start of each after the import warms the disk cache (and tsx's transform cache).
  await coldStart('production', env)
  await coldStart('development', env)
  const times: Record<Start, number[]> = { production: [], development: [] }
  const cpu: Record<Start, number[]> = { production: [], development: [] }
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const start of ['production', 'development'] as const) {
      const run = await coldStart(start, env)
      times[start].push(run.ms)
      cpu[start].push(run.cpu)
    }
  }
  const line = (start: Start) =>
    `${median(times[start]).toFixed(0)} ms [${times[start].map((time) => time.toFixed(0)).join(', ')}], ` +
    `CPU ${median(cpu[start]).toFixed(0)} ms`
  const production = median(times.production)
  console.log(
    `\nCold start, spawning the server to its first 200 on GET /v2/cards (PostgreSQL, migrated, ` +
      `card data loaded, STORE_URL set; medians of ${ROUNDS}, the two starts alternating):\n` +
      `  production (npm run start:prod, compiled):  ${line('production')} ` +
      `(${verdicts.judge('cold start (production)', production, { atMost: TARGET_MS }, 'ms')})\n` +
      `  development (npm start, tsx):               ${line('development')} ` +
      `(${(median(times.development) / production).toFixed(2)}x the production start)`,
  )
  let rss = { rest: Number.NaN, loaded: Number.NaN }
  await coldStart('production', env, async (at, pid) => {
    rss = await memory(at, pid)
  })
  console.log(
    `\nProduction server's RSS (npm run start:prod, PostgreSQL, STORE_URL set): ` +
      `at rest 2 s after its first 200 ${rss.rest.toFixed(0)} MiB ` +
      `(${verdicts.judge('RSS at rest', rss.rest, { atMost: REST_TARGET_MIB }, 'MiB')}); ` +
      `after ${LOAD_SECONDS} s of 10 connections on each of 6 main reads ${rss.loaded.toFixed(0)} MiB`,
  )
} finally {
  await close()
}
finish('start.ts', verdicts)
