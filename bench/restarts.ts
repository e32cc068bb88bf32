// Restarts under load (issue 49 item 5): the supervisor of `npm run start:prod` (compiled; with
// BENCH_RESTART_START=development, `npm start`'s TypeScript sources under tsx) runs WORKERS=2 on
// PostgreSQL with STORE_URL, so it keeps a spare process (start/supervisor.ts). Clients read the
// card listing, each request on a connection of its own, while the processes are killed with
// SIGKILL in rounds: the process of slot 0, then, as soon as the supervisor starts a process to
// make up for it, the process of slot 1, inside the time that start takes. Reported: requests
// answered, refused (no process listened: the target is none) and cut in flight by a kill (a GET
// a client may send again, RFC 9110 9.2.2); how long a process takes to start under this load
// (what a slot went without a process before the spare) against how long the spare took to
// listen in its place.
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { join } from 'node:path'
import { loadConfig } from '../apps/server/src/config.ts'
import { importCardData } from '../apps/server/src/modules/card-data/import.ts'
import { send } from '../apps/server/test/support/load-loop.ts'
import { freePort } from '../apps/server/test/support/server-process.ts'
import { benchDatabase, benchTempDir, median, onCleanup, PG_URL } from './support.ts'
import { createVerdicts, finish } from './verdict.ts'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8)
const root = join(import.meta.dirname, '..')
const development = process.env.BENCH_RESTART_START === 'development'
const command = development
  ? ['--import', 'tsx', 'apps/server/src/cli/supervise.ts']
  : ['apps/server/dist/supervise.js']

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

if (!development) {
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (build.status !== 0) throw new Error('npm run build:server failed')
}

/** The supervisor's events (its JSON lines on stderr), as they come. */
type Event = Record<string, unknown> & { msg: string }

const verdicts = createVerdicts()
const data = benchTempDir('ashes-bench-restarts-')
const { db, schema, drop } = await benchDatabase()
try {
  const config = loadConfig({ SECRET_KEY: 'bench', DATA_DIR: data.dir })
  if (!config.cardDataDir) throw new Error('No card data found (CARD_DATA_DIR)')
  await importCardData(db, config.cardDataDir)
  const database = new URL(PG_URL)
  database.searchParams.set('options', `-c search_path=${schema}`)
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env,
      WORKERS: '2',
      PORT: String(port),
      DATABASE_URL: database.toString(),
      DATA_DIR: data.dir,
      SECRET_KEY: 'bench',
      STORE_URL: 'http://127.0.0.1:9',
      WEB_DIST: join(data.dir, 'no-web-build'),
      METRICS_PORT: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const stop = onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM')
      await once(child, 'exit')
    }
  })
  const events: Event[] = []
  let rest = ''
  child.stderr.on('data', (chunk: Buffer) => {
    rest += chunk
    const lines = rest.split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) {
      if (line.startsWith('{"time"')) events.push(JSON.parse(line))
      else process.stderr.write(`${line}\n`)
    }
  })
  const count = (msg: string) => events.filter((event) => event.msg === msg).length
  const waitUntil = async (check: () => boolean) => {
    while (!check()) {
      if (child.exitCode !== null) throw new Error(`the supervisor exited (${child.exitCode})`)
      await sleep(50)
    }
  }
  /** The process serving each slot, as the supervisor last said. */
  const serving = () => {
    const pids = new Map<number, number>()
    for (const event of events) {
      if (event.msg === 'server process started' || event.msg === 'spare process takes over') {
        pids.set(event.slot as number, event.pid as number)
      }
    }
    return pids
  }
  const spareReady = () => {
    const spare = events.findLast((event) => event.msg === 'spare process started')?.pid
    return (
      events.some((event) => event.msg === 'spare process ready' && event.pid === spare) &&
      !events.some((event) => event.msg === 'spare process takes over' && event.pid === spare)
    )
  }
  try {
    await waitUntil(() => count('server process listening') >= 2 && spareReady())
    let running = true
    const counts = { answered: 0, refused: 0, cut: 0, other: 0 }
    const ask = async () => {
      try {
        const answer = await send(url, 'GET', '/v2/cards?limit=20')
        if (answer.status === 200) counts.answered += 1
        else counts.other += 1
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code
        if (code === 'ECONNREFUSED') counts.refused += 1
        else if (code === 'ECONNRESET') counts.cut += 1
        else counts.other += 1
      }
    }
    const loops = Array.from({ length: CLIENTS }, async () => {
      while (running) await ask()
    })
    const started = performance.now()
    const fromLoad = events.length
    for (let round = 0; round < ROUNDS; round += 1) {
      await waitUntil(spareReady)
      const pids = serving()
      const starts = count('server process started') + count('spare process started')
      const listened = count('server process listening')
      process.kill(pids.get(0) as number, 'SIGKILL')
      await waitUntil(
        () => count('server process started') + count('spare process started') > starts,
      )
      process.kill(pids.get(1) as number, 'SIGKILL')
      await waitUntil(() => count('server process listening') >= listened + 2)
    }
    await waitUntil(spareReady)
    running = false
    await Promise.all(loops)
    const seconds = (performance.now() - started) / 1000
    // Each process started under the load: fork to built, for
    // a spare that said it was ready; fork to listening for one given a slot while it started.
    const readyPids = new Set(
      events.filter((event) => event.msg === 'spare process ready').map((event) => event.pid),
    )
    const startMs: number[] = []
    const tookReady: number[] = []
    const tookStarting: number[] = []
    for (const event of events.slice(fromLoad)) {
      if (event.msg === 'spare process ready') startMs.push(event.startMs as number)
      if (event.msg !== 'server process listening' || event.tookOverMs === undefined) continue
      if (readyPids.has(event.pid)) tookReady.push(event.tookOverMs as number)
      else {
        startMs.push(event.startMs as number)
        tookStarting.push(event.tookOverMs as number)
      }
    }
    const list = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ')
    console.log(
      `\nRestarts under load (${development ? 'npm start, tsx' : 'npm run start:prod, compiled'}; ` +
        `WORKERS=2 and a spare on PostgreSQL; ${CLIENTS} clients on GET /v2/cards?limit=20, a ` +
        `connection each; ${ROUNDS} rounds of two SIGKILLs, the second while the process making ` +
        `up for the first starts; ${seconds.toFixed(0)} s):\n` +
        `  requests: ${counts.answered} answered, ${counts.refused} refused ` +
        `(${verdicts.judge('refused connections', counts.refused, { atMost: 0 })}), ` +
        `${counts.cut} cut in flight by a kill, ${counts.other} other failures ` +
        `(${verdicts.judge('other failures', counts.other, { atMost: 0 })})\n` +
        `  a process's start under this load (fork to built): median ${median(startMs).toFixed(0)} ms [${list(startMs)}]: ` +
        'a slot went that long without a process before the spare\n' +
        `  a slot without a process after a kill, its place taken by the spare ready: median ${median(tookReady).toFixed(0)} ms [${list(tookReady)}]; ` +
        `by the spare still starting (the second kill of a round; the other slot served): [${list(tookStarting)}] ms`,
    )
  } finally {
    await stop()
  }
} finally {
  await drop()
  await data.remove()
}
finish('restarts.ts', verdicts)
