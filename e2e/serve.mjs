#!/usr/bin/env node
// Starts the real site for the end-to-end journeys: builds the web app, then runs the stand-in
// partner store on E2E_STORE_PORT and the server on E2E_PORT (STORE_URL naming that store) with
// a temporary DATA_DIR and a fresh PostgreSQL schema (PGlite when PostgreSQL does not answer),
// sending its mail to a real SMTP receiver that files every mail in E2E_MAIL_DIR.
// The schema and the data directory are removed when the server stops.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'

const root = join(import.meta.dirname, '..')
const port = process.env.E2E_PORT ?? '3100'
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

// Each run builds into its own directory, so runs side by side never serve each other's files.
const webDist = mkdtempSync(join(tmpdir(), 'ashes-e2e-web-'))
const build = spawnSync(
  'npm',
  ['run', 'build', '--workspace', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'],
  { cwd: root, stdio: 'inherit' },
)
if (build.status !== 0) process.exit(build.status ?? 1)

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

// The stand-in partner store as a service of its own (PGlite in DATA_DIR/store), so the site runs
// against a store at STORE_URL as it would against the real one. Journeys test a stopped or
// failing store with page.route on E2E_STORE_PORT's address.
const storePort = process.env.E2E_STORE_PORT ?? String(Number(port) + 1)
env.STORE_URL = `http://127.0.0.1:${storePort}`
const store = spawn('npx', ['tsx', 'apps/store/src/cli/start.ts'], {
  cwd: root,
  env: {
    ...env,
    STORE_PORT: storePort,
    STORE_SITE_ORIGIN: `http://127.0.0.1:${port}`,
    STORE_DATABASE_URL: '',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve, reject) => {
  store.stdout.on('data', (chunk) => {
    process.stdout.write(chunk)
    if (chunk.toString().includes('is running at')) resolve()
  })
  store.once('exit', (code) => reject(new Error(`the e2e store stopped (exit code ${code})`)))
})
console.log(
  `e2e server: port ${port}, ${usePostgres ? `PostgreSQL schema ${schema}` : 'PGlite'}, store ${env.STORE_URL}`,
)

const server = spawn('npx', ['tsx', 'apps/server/src/cli/start.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
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
  if (usePostgres) await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(webDist, { recursive: true, force: true })
  smtp.close()
  process.exit(code)
}
server.on('exit', (code) => void stop(code ?? 1))
store.on('exit', (code) => void stop(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0))
