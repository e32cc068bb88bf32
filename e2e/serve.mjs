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

// Each run builds into its own directory, so runs side by side never serve each other's files.
// The build runs while the store starts (neither needs the other): on CI's 2 CPUs the two
// overlap rather than wait in turn.
const webDist = mkdtempSync(join(tmpdir(), 'ashes-e2e-web-'))
const build = new Promise((resolve) => {
  const child = spawn(
    'npm',
    ['run', 'build', '--workspace', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'],
    { cwd: root, stdio: 'inherit' },
  )
  child.once('exit', (code) => {
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

const dataDir = mkdtempSync(join(tmpdir(), 'ashes-e2e-'))
/** What this script made, removed when it stops. */
const madeDirs = [dataDir, webDist, ...(ownMailDir ? [mailDir] : [])]
const schema = `e2e_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
const usePostgres = process.env.E2E_DB !== 'pglite' && (await admin(`CREATE SCHEMA ${schema}`))
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
const storeSchema = `${schema}_store`
env.STORE_URL = `http://127.0.0.1:${storePort}`
const store = spawn('npx', ['tsx', 'apps/store/src/cli/start.ts'], {
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
const storeUp = new Promise((resolve, reject) => {
  store.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    if (chunk.toString().includes('is running at')) {
      console.log(`e2e: store up in ${since()}`)
      resolve()
    }
  })
  store.once('exit', (code) => reject(new Error(`the e2e store stopped (exit code ${code})`)))
})
const built = await build
if (built !== 0) {
  store.kill('SIGTERM')
  if (usePostgres) await admin(`DROP SCHEMA IF EXISTS ${schema}, ${storeSchema} CASCADE`)
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true })
  smtp.close()
  process.exit(built)
}
await storeUp
console.log(
  `e2e server: port ${port}, ${usePostgres ? `PostgreSQL schema ${schema}` : 'PGlite'}, store ${env.STORE_URL}`,
)

const server = spawn('npx', ['tsx', 'apps/server/src/cli/start.ts'], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
})
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (chunk.toString().includes('is running at')) console.log(`e2e: server up in ${since()}`)
})

let stopping = false
async function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of [server, store]) {
    if (child.exitCode !== null) continue
    child.kill('SIGTERM')
    await new Promise((resolve) => {
      child.once('exit', resolve)
      setTimeout(resolve, 5000)
    })
  }
  if (usePostgres) await admin(`DROP SCHEMA IF EXISTS ${schema}, ${storeSchema} CASCADE`)
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true })
  smtp.close()
  process.exit(code)
}
server.on('exit', (code) => void stop(code ?? 1))
store.on('exit', (code) => void stop(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0))
