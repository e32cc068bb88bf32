// `npm run build:server` then `npm run start:prod` (issue 27 item 8): the compiled server, with
// no TypeScript loader in the process, serves the API and the pages, and loads the preview and
// proxies renderers (satori, resvg, pdf-lib), mail (nodemailer), Redis (ioredis) and, on
// PostgreSQL, PGlite only when first needed; the authorization server (oidc-provider) and password
// hashing (argon2) load at their first use too, so neither slows the start (issue 31 item 7). What it loads is read from a preloaded hook (support/loaded-packages.mjs).
// It runs under npm start's supervisor: WORKERS processes (two here on PostgreSQL), a crashed one
// restarted, and their metrics summed on METRICS_PORT.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openAdminDb, TEST_DATABASE_URL, testDbKind } from './support/database.ts'
import { freePort } from './support/server-process.ts'

const scripts = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).scripts
const hook = join(import.meta.dirname, 'support/loaded-packages.mjs')
/** What a start on these settings (no SMTP_URL, no REDIS_URL) has no use for yet. */
const NOT_YET_NEEDED = [
  ...['satori', '@resvg/resvg-js', 'pdf-lib', 'nodemailer', 'ioredis'],
  ...['oidc-provider', '@node-rs/argon2'],
]

describe('the production start', () => {
  const root = mkdtempSync(join(tmpdir(), 'ashes-prod-'))
  const loadedLog = join(root, 'loaded.txt')
  const schema = `prod_${randomBytes(4).toString('hex')}`
  const admin = testDbKind === 'postgres' ? openAdminDb() : undefined
  let url = ''
  let metricsUrl = ''
  let output = ''
  let stop = async () => {}
  /** WORKERS: two processes on PostgreSQL; the embedded database belongs to one. */
  const workers = testDbKind === 'postgres' ? 2 : 1
  /** The server processes the supervisor says it started, in order. */
  const startedPids = () =>
    [...output.matchAll(/"msg":"server process started","slot":\d+,"pid":(\d+)/g)].map((match) =>
      Number(match[1]),
    )
  /** Resolves once the output holds `pattern` `times` times; rejects if the supervisor exits. */
  let waitFor: (pattern: RegExp, times?: number) => Promise<void> = async () => {}
  const loaded = () => new Set(readFileSync(loadedLog, 'utf8').split('\n').filter(Boolean))

  beforeAll(async () => {
    const build = spawnSync(process.execPath, ['apps/server/build.mjs'], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    })
    expect(build.status, build.stderr).toBe(0)
    // A web build of one page, so the server serves the site's pages as well as the API.
    const web = join(root, 'web')
    mkdirSync(join(web, 'assets'), { recursive: true })
    writeFileSync(join(web, 'assets', 'app-1.js'), 'document.title = "app"')
    writeFileSync(join(web, 'index.html'), '<div id="root"></div><script src="/assets/app-1.js">')
    await admin?.exec(`CREATE SCHEMA ${schema}`)
    const database = new URL(TEST_DATABASE_URL)
    database.searchParams.set('options', `-c search_path=${schema}`)
    writeFileSync(loadedLog, '')
    const port = await freePort()
    const metricsPort = await freePort()
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`
    const [node, ...args] = String(scripts['start:prod']).split(' ')
    expect(node).toBe('node')
    const child = spawn(process.execPath, ['--import', hook, ...args], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        LOADED_PACKAGES_LOG: loadedLog,
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        WORKERS: String(workers),
        DATA_DIR: join(root, 'data'),
        DATABASE_URL: admin ? database.toString() : '',
        STORE_URL: 'http://127.0.0.1:9',
        REDIS_URL: '',
        SMTP_URL: '',
        WEB_DIST: web,
        SECRET_KEY: 'production-start-test',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    stop = async () => {
      child.kill('SIGKILL')
      await exited
    }
    const waiters = new Set<() => void>()
    const read = (chunk: Buffer) => {
      output += chunk
      for (const check of waiters) check()
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    waitFor = (pattern, times = 1) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if ((output.match(new RegExp(pattern.source, 'g'))?.length ?? 0) < times) return
          waiters.delete(check)
          resolve()
        }
        waiters.add(check)
        check()
        void exited.then(() => {
          if (waiters.delete(check)) reject(new Error(`the supervisor exited:\n${output}`))
        })
      })
    await waitFor(/running at/, workers)
    // On PostgreSQL the supervisor also keeps a spare process: the site is whole once it is built.
    if (workers > 1) await waitFor(/"msg":"spare process ready"/)
    url = /running at (http:\/\/\S+?)\/ /.exec(output)?.[1] ?? ''
    // The processes' command lines: plain node on the compiled entries, no loader but the test's
    // hook.
    for (const pid of [child.pid, ...startedPids()]) {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      expect(command.filter((arg) => /tsx|\.ts$/.test(arg))).toEqual([])
    }
    expect(startedPids()).toHaveLength(workers)
  }, 180_000)
  afterAll(async () => {
    await stop()
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('is built from package.json scripts that run no TypeScript loader', () => {
    expect(scripts['build:server']).toContain('apps/server/build.mjs')
    // npm start's supervisor (cli/supervise.ts, compiled), which runs start.js in each process.
    expect(scripts['start:prod']).toBe('node apps/server/dist/supervise.js')
  })

  it('serves the API and a page from compiled JavaScript, loading no renderer, mail or Redis', async () => {
    const cards = await fetch(`${url}/v2/cards?limit=1`)
    expect(cards.status).toBe(200)
    const page = await fetch(`${url}/cards/`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('/assets/app-1.js')
    const packages = loaded()
    expect(packages.has('fastify')).toBe(true)
    expect(NOT_YET_NEEDED.filter((name) => packages.has(name))).toEqual([])
    expect(['tsx', 'esbuild'].filter((name) => packages.has(name))).toEqual([])
    if (testDbKind === 'postgres') expect(packages.has('@electric-sql/pglite')).toBe(false)
  })

  it('loads the preview renderer, compiled, at the first preview asked', async () => {
    const preview = await fetch(`${url}/og/site.png`)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('image/png')
    const packages = loaded()
    expect(packages.has('satori')).toBe(true)
    expect(packages.has('pdf-lib')).toBe(false)
    expect(packages.has('tsx')).toBe(false)
  }, 60_000)

  it('sums on METRICS_PORT the requests served by each of its server processes', async () => {
    const served = async () => {
      const text = await answer(metricsUrl)
      const line = text
        .split('\n')
        .find((row) =>
          row.startsWith(
            'http_request_duration_seconds_count{method="GET",route="/health-check",status="200"}',
          ),
        )
      return Number(line?.split(' ').at(-1) ?? 0)
    }
    const before = await served()
    // Each process in turn serves alone, the others held still: 3 requests for the first, 4 for
    // the second, ... each on a connection of its own, which only the process running accepts.
    const pids = startedPids()
    let sent = 0
    for (const [index, pid] of pids.entries()) {
      const others = pids.filter((other) => other !== pid)
      for (const other of others) process.kill(other, 'SIGSTOP')
      try {
        for (let n = 0; n < index + 3; n++) {
          expect(await answer(`${url}/health-check`)).toContain('okay')
          sent++
        }
      } finally {
        for (const other of others) process.kill(other, 'SIGCONT')
      }
    }
    expect(sent).toBe(workers === 2 ? 7 : 3)
    expect((await served()) - before).toBe(sent)
    // The process metrics are there too, one series for the server.
    expect(await answer(metricsUrl)).toMatch(/^process_resident_memory_bytes \d+/m)
  }, 60_000)

  it('replaces a server process killed with SIGKILL, as npm start does', async () => {
    const [first] = startedPids()
    process.kill(first as number, 'SIGKILL')
    await waitFor(/"msg":"server process ended unasked; restarting".*"signal":"SIGKILL"/)
    await waitFor(/running at/, workers + 1)
    // On PostgreSQL the spare takes its place; on the embedded database a new process starts.
    if (workers > 1) expect(output).toMatch(/"msg":"spare process takes over","slot":0/)
    expect(startedPids()).toHaveLength(workers > 1 ? workers : workers + 1)
    expect(await answer(`${url}/health-check`)).toContain('okay')
  }, 120_000)
})

/** The body of GET `url`, on a connection of its own (never one kept from an earlier request). */
function answer(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false }, (response) => {
      let body = ''
      response.on('data', (chunk) => {
        body += chunk
      })
      response.on('end', () =>
        response.statusCode === 200
          ? resolve(body)
          : reject(new Error(`${url}: ${response.statusCode} ${body}`)),
      )
    }).once('error', reject)
  })
}
