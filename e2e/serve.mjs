#!/usr/bin/env node
// Starts the real site for the end-to-end journeys: builds the web app while the stand-in
// partner store starts on E2E_STORE_PORT, then runs the server on E2E_PORT (STORE_URL naming that
// store) with a temporary DATA_DIR and fresh PostgreSQL schemas, the site's and the store's
// (PGlite when PostgreSQL does not answer), sending its mail to a real SMTP receiver that files
// every mail in E2E_MAIL_DIR. The schemas and the data directory are removed when it stops.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

const root = join(import.meta.dirname, '..')
const port = process.env.E2E_PORT ?? '3100'
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

const started = Date.now()
/** Seconds since this script started, for the phase times it prints. */
const since = () => `${((Date.now() - started) / 1000).toFixed(1)} s`

/** The programs this script started that still run: each is stopped with it. */
const running = new Set()
/** What this script made, undone (last first) when it stops: folders, schemas, the mail receiver. */
const undo = []
let stopped
/**
 * Starts a program as a child of this script, to be stopped with it: with `group`, it and every
 * process it starts (npm's sh, and what that runs), which a SIGTERM to npm alone left running.
 */
function start(command, args, options, group = false) {
  const child = spawn(command, args, { ...options, detached: group })
  child.stop = () => {
    try {
      if (group) process.kill(-child.pid, 'SIGTERM')
      else child.kill('SIGTERM')
    } catch {
      // Gone already.
    }
  }
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}
/**
 * Runs a TypeScript program of the repository (the server, the store): node itself, through tsx's
 * loader, so a SIGTERM reaches the program. Started through npx (npm, then sh, then tsx's node,
 * then the program's), it reached npm and sh alone, and the server and the store ran on after
 * this script had stopped.
 */
const program = (path, options) => start(process.execPath, ['--import', 'tsx', path], options)
/**
 * Stops the programs this script started, undoes what it made and exits with `code`: at a signal
 * (Playwright's SIGTERM at the end of a run), when the build fails, or when the store or the
 * server stops.
 */
function stop(code) {
  stopped ??= (async () => {
    await Promise.all(
      [...running].map(
        (child) =>
          new Promise((resolve) => {
            child.once('exit', resolve)
            setTimeout(resolve, 5000)
            child.stop()
          }),
      ),
    )
    for (const step of undo.reverse()) await step()
    process.exit(code)
  })()
  return stopped
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0))

// Each run builds into its own directory, so runs side by side never serve each other's files.
// The build runs while the store starts (neither needs the other): on CI's 2 CPUs the two
// overlap rather than wait in turn.
const webDist = mkdtempSync(join(tmpdir(), 'ashes-e2e-web-'))
undo.push(() => rmSync(webDist, { recursive: true, force: true }))
const builder = start(
  'npm',
  ['run', 'build', '--workspace', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'],
  { cwd: root, stdio: 'inherit' },
  true,
)
const build = new Promise((resolve) => {
  builder.once('exit', (code) => {
    console.log(`e2e: web app built in ${since()}`)
    resolve(code ?? 1)
  })
})

async function admin(sql) {
  const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query(sql)
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const mailDir = process.env.E2E_MAIL_DIR ?? mkdtempSync(join(tmpdir(), 'ashes-e2e-mail-'))
// Removed at the end when this script made it (a directory named by whoever started it is theirs).
const ownMailDir = !process.env.E2E_MAIL_DIR || !existsSync(mailDir)
mkdirSync(mailDir, { recursive: true })
if (ownMailDir) undo.push(() => rmSync(mailDir, { recursive: true, force: true }))
let mailCount = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = []
    stream.on('data', (chunk) => chunks.push(chunk))
    stream.on('end', () => {
      // One file per recipient: <sequence>-<address>.eml, so a test finds its own mail by name.
      for (const rcpt of session.envelope.rcptTo) {
        const name = `${String(++mailCount).padStart(6, '0')}-${rcpt.address.toLowerCase()}.eml`
        writeFileSync(join(mailDir, name), Buffer.concat(chunks))
      }
      callback()
    })
  },
})
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve))
undo.push(() => smtp.close())

const dataDir = mkdtempSync(join(tmpdir(), 'ashes-e2e-'))
undo.push(() => rmSync(dataDir, { recursive: true, force: true }))
const schema = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
const storeSchema = `${schema}_store`
const usePostgres = process.env.E2E_DB !== 'pglite' && (await admin(`CREATE SCHEMA ${schema}`))
if (usePostgres) undo.push(() => admin(`DROP SCHEMA IF EXISTS ${schema}, ${storeSchema} CASCADE`))
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIST: webDist,
  SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
  // Journeys pose as clients behind one proxy, each naming its own address in X-Forwarded-For,
  // so the per-address rate limits never trip.
  TRUST_PROXY: '1',
}
if (usePostgres) {
  const url = new URL(pgUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  env.DATABASE_URL = url.toString()
} else {
  delete env.DATABASE_URL
}

// The stand-in partner store as a service of its own, so the site runs against a store at
// STORE_URL as it would against the real one. Journeys test a stopped or failing store with
// page.route on E2E_STORE_PORT's address. Its orders go to a schema of their own beside the
// site's when PostgreSQL answers (PGlite in DATA_DIR/store otherwise): PGlite's start took 11 s
// of CPU, PostgreSQL's 1 s.
const storePort = process.env.E2E_STORE_PORT ?? String(Number(port) + 1)
env.STORE_URL = `http://127.0.0.1:${storePort}`
const store = program('apps/store/src/cli/start.ts', {
  cwd: root,
  env: {
    ...env,
    STORE_PORT: storePort,
    STORE_SITE_ORIGIN: `http://127.0.0.1:${port}`,
    STORE_DATABASE_URL: usePostgres ? pgUrl : '',
    STORE_DATABASE_SCHEMA: storeSchema,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
store.once('exit', (code) => void stop(code ?? 1))
const storeUp = new Promise((resolve) => {
  store.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    if (chunk.toString().includes('is running at')) {
      console.log(`e2e: store up in ${since()}`)
      resolve()
    }
  })
})
const built = await build
if (built !== 0 || stopped) await stop(built)
await storeUp
console.log(
  `e2e server: port ${port}, ${usePostgres ? `PostgreSQL schema ${schema}` : 'PGlite'}, store ${env.STORE_URL}`,
)

const server = program('apps/server/src/cli/start.ts', {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
})
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (chunk.toString().includes('is running at')) console.log(`e2e: server up in ${since()}`)
})

server.once('exit', (code) => void stop(code ?? 1))
