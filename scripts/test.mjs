#!/usr/bin/env node
// The whole test suite: lint, typecheck, unit tests, and the API and store integration tests on
// PGlite and on PostgreSQL. PostgreSQL runs whenever one answers at TEST_DATABASE_URL; with
// CI=true or REQUIRE_POSTGRES=1 a missing server is a failure.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'

const root = join(import.meta.dirname, '..')
const resultsDir = join(root, '.data', 'test-results')
mkdirSync(resultsDir, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures = []

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  })
  if (result.status !== 0) failures.push(label)
  return result.status === 0
}

function vitest(label, project, env = {}) {
  const output = join(resultsDir, `${label.replace(/\W+/g, '-')}.json`)
  run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    env,
  )
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + report.numTodoTests
  } catch {
    totals.failed += 1
  }
}

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('SELECT 1')
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

run('lint and format (biome)', 'npx', ['biome', 'check', '.'])
for (const project of [
  'packages/game',
  'packages/api',
  'apps/server',
  'apps/store',
  'apps/web',
  'bench',
]) {
  run(`typecheck ${project}`, 'npx', ['tsc', '-p', project])
}
vitest('unit tests', 'unit')
vitest('web tests', 'web')
vitest('API tests on PGlite', 'api', { TEST_DB: 'pglite' })
vitest('store tests on PGlite', 'store', { TEST_DB: 'pglite' })

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const requirePostgres = process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1'
if (await postgresAnswers(pgUrl)) {
  vitest('API tests on PostgreSQL', 'api', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl })
  vitest('store tests on PostgreSQL', 'store', { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl })
} else if (requirePostgres) {
  console.error(`\nPostgreSQL does not answer at ${pgUrl}, and this run requires it.`)
  failures.push('PostgreSQL unavailable')
} else {
  console.warn(`\nPostgreSQL does not answer at ${pgUrl}: the PostgreSQL run is skipped.`)
}

// End-to-end journeys in Debian's Chromium against the built web app and the real server.
if (!existsSync('/usr/bin/chromium')) {
  run('install chromium', 'sh', ['-c', 'apt-get update && apt-get install -y chromium'])
}
run('e2e (playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'])

console.log(`\n${failures.length ? `Failed steps: ${failures.join('; ')}` : 'All steps passed.'}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failures.length ? 1 : 0)
