#!/usr/bin/env node
// The whole test suite: lint, typecheck, unit tests, and the API and store integration tests on
// PGlite and on PostgreSQL. PostgreSQL runs whenever one answers at TEST_DATABASE_URL; with
// CI=true or REQUIRE_POSTGRES=1 a missing server is a failure.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { runTempDir } from './run-temp-dir.mjs'

const root = join(import.meta.dirname, '..')
const resultsDir = join(root, '.data', 'test-results')
mkdirSync(resultsDir, { recursive: true })
const totals = { passed: 0, failed: 0, skipped: 0 }
// The failed tests by name, repeated at the end of the run: a CI log is often read from its tail.
const failedTests = []

// The run's temporary files go in a directory of its own, removed when the run ends or is
// interrupted: a test that failed, timed out or forgot its own clean-up leaves nothing behind.
const temp = runTempDir('ashes-test-run')
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    temp.remove()
    process.exit(130)
  })
}
const failures = []

const seconds = (since) => `${Math.round((performance.now() - since) / 1000)} s`

/** How much of a failed step's output is repeated at the end of the run. */
const TAIL_CHARS = 6000

/**
 * Runs a step, its output passed through as it comes. A step that fails keeps the end of its
 * output for the run's summary: a CI log is read from its tail, and a step can fail with no test
 * failed (an error outside any test, a file that did not load), which only its own output says.
 */
async function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`)
  const started = performance.now()
  const child = spawn(command, args, {
    cwd: root,
    stdio: ['inherit', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  let tail = ''
  const keep = (stream, into) =>
    child[stream].on('data', (chunk) => {
      into.write(chunk)
      tail = (tail + chunk).slice(-TAIL_CHARS)
    })
  keep('stdout', process.stdout)
  keep('stderr', process.stderr)
  const status = await new Promise((resolve) => child.on('close', resolve))
  if (status !== 0) failures.push({ label, tail })
  console.log(`=== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${seconds(started)}`)
  return status === 0
}

/**
 * Runs single-threaded checks (the linter, knip, one tsc per project) `workers` at a time, and
 * prints each one's output whole, in the order given, once all have ended.
 */
async function runChecks(checks) {
  const outcomes = []
  let next = 0
  const lane = async () => {
    while (next < checks.length) {
      const index = next++
      const [label, command, args] = checks[index]
      const started = performance.now()
      const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
      })
      child.stderr.on('data', (chunk) => {
        output += chunk
      })
      const status = await new Promise((resolve) => child.on('close', resolve))
      outcomes[index] = { label, output, status, took: seconds(started) }
    }
  }
  await Promise.all(Array.from({ length: Number(workers) }, lane))
  for (const { label, output, status, took } of outcomes) {
    console.log(`\n=== ${label} ===\n${output.trimEnd()}`)
    console.log(`=== ${label}: ${status === 0 ? 'passed' : 'FAILED'} in ${took}`)
    if (status !== 0) failures.push({ label, tail: output.slice(-TAIL_CHARS) })
  }
}

// Vitest's default, one worker fewer than the CPUs, is one worker on a 2-CPU machine, where the
// other CPU then mostly waits: the API files spend much of their time on the database, on
// processes they start and on timers. Two files at once cut the whole run by minutes there.
const workers = String(Math.max(2, availableParallelism() - 1))

async function vitest(label, project, env = {}, extraArgs = []) {
  const output = join(resultsDir, `${label.replace(/\W+/g, '-')}.json`)
  const failedBefore = failedTests.length
  await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      `--maxWorkers=${workers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
      ...extraArgs,
    ],
    env,
  )
  try {
    const report = JSON.parse(readFileSync(output, 'utf8'))
    totals.passed += report.numPassedTests
    totals.failed += report.numFailedTests
    totals.skipped += report.numPendingTests + report.numTodoTests
    for (const file of report.testResults) {
      const name = file.name.replace(`${root}/`, '')
      const failed = file.assertionResults.filter((test) => test.status === 'failed')
      for (const test of failed) failedTests.push(`${label}: ${name} › ${test.fullName}`)
      // A file that failed to load, or whose hooks failed, fails with no test of its own failed.
      if (file.status === 'failed' && !failed.length)
        failedTests.push(`${label}: ${name} › ${(file.message || 'failed').split('\n')[0]}`)
    }
  } catch {
    totals.failed += 1
  }
  // The failed tests say why the step failed; its output's end is for a failure they do not name.
  if (failedTests.length > failedBefore) forgetTail(label)
}

/** Drops a failed step's kept output: what failed in it is named otherwise. */
function forgetTail(label) {
  for (const failure of failures) if (failure.label === label) failure.tail = ''
}

/**
 * Adds the journeys to the totals. A journey that failed once and passed on its retry (the e2e
 * config allows one) counts as passed, and is named here so that it is looked at, not forgotten.
 */
function countJourneys(output) {
  try {
    const { stats, suites } = JSON.parse(readFileSync(output, 'utf8'))
    totals.passed += stats.expected + stats.flaky
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
    const flaky = []
    const visit = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests) {
          if (test.status === 'flaky') flaky.push(`${spec.file}:${spec.line} ${spec.title}`)
          if (test.status === 'unexpected')
            failedTests.push(`e2e: ${spec.file}:${spec.line} › ${spec.title}`)
        }
      for (const child of suite.suites ?? []) visit(child)
    }
    for (const suite of suites) visit(suite)
    if (stats.unexpected) forgetTail(JOURNEYS)
    if (flaky.length)
      console.log(`\nFlaky journeys (failed once, passed on retry):\n  ${flaky.join('\n  ')}`)
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

const typechecks = [
  'packages/game',
  'packages/api',
  'packages/runtime',
  'packages/site',
  'apps/server',
  'apps/store',
  'apps/web',
  'bench',
  'e2e',
].map((project) => [`typecheck ${project}`, 'npx', ['tsc', '-p', project]])
const WEB = 6
await runChecks([
  // The slowest first, so the two lanes end together.
  typechecks[WEB],
  ['lint and format (biome)', 'npx', ['biome', 'check', '.']],
  // Unused files, dependencies and exports (knip.jsonc says what counts as used).
  ['unused code (knip)', 'npx', ['knip', '--no-progress']],
  ...typechecks.filter((_, index) => index !== WEB),
])
await vitest('unit tests', 'unit')
await vitest('web tests', 'web')
await vitest('API tests on PGlite', 'api', { TEST_DB: 'pglite' })
await vitest('store tests on PGlite', 'store', { TEST_DB: 'pglite' })

// API test files that do the same whichever database TEST_DB names, so the PostgreSQL pass
// leaves them to the PGlite pass above: they import nothing that reads TEST_DB (the server's
// code never does), and use no database or only PGlite whatever TEST_DB says (the processes
// they start get DATABASE_URL=''). Each of them runs once in every full run. Server processes,
// the CLI and the web app's build are most of their time: 74 s of CPU, 54 tests, a pass.
const sameOnEveryDatabase = [
  // Server processes (startServerProcess: DATABASE_URL '') and the CLI on the embedded database.
  'start-up.test.ts',
  'start-up-store.test.ts',
  'start-up-web-build.test.ts',
  'cli-data-dir-lock.test.ts',
  // The web app's build and its build step, no database.
  'web-build.test.ts',
  'web-first-load.test.ts',
  // Pure functions and configuration, no database.
  'accounts-badges.test.ts',
  'auth-tokens.test.ts',
  'config-database-timeouts.test.ts',
  'dependency-engines.test.ts',
  'previews-text.test.ts',
  'proxies-drawing.test.ts',
]
// A file on the list that comes to name the test database would lose its PostgreSQL run unseen.
for (const file of sameOnEveryDatabase) {
  const path = join(root, 'apps/server/test', file)
  const text = existsSync(path) ? readFileSync(path, 'utf8') : ''
  const names = /testDbKind|TEST_DB|TEST_DATABASE_URL|openDb|support\/(app|cli-database)\.ts/
  if (!text || names.test(text)) {
    console.error(`\n${file}: missing, or it names the test database; take it off the list.`)
    failures.push({ label: `once-only API file ${file}`, tail: '' })
  }
}

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const requirePostgres = process.env.CI === 'true' || process.env.REQUIRE_POSTGRES === '1'
if (await postgresAnswers(pgUrl)) {
  // The backup test runs pg_dump and pg_restore (Debian's client tools of the same version).
  if (spawnSync('sh', ['-c', 'command -v pg_dump']).status !== 0) {
    await run('install postgresql-client', 'sh', [
      '-c',
      'apt-get update && apt-get install -y postgresql-client',
    ])
  }
  // The production topology test runs Debian's nginx in front of three servers.
  if (!existsSync('/usr/sbin/nginx')) {
    await run('install nginx', 'sh', ['-c', 'apt-get update && apt-get install -y nginx'])
  }
  await vitest(
    'API tests on PostgreSQL',
    'api',
    { TEST_DB: 'postgres', TEST_DATABASE_URL: pgUrl },
    sameOnEveryDatabase.flatMap((file) => ['--exclude', `apps/server/test/${file}`]),
  )
  await vitest('store tests on PostgreSQL', 'store', {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: pgUrl,
  })
} else if (requirePostgres) {
  console.error(`\nPostgreSQL does not answer at ${pgUrl}, and this run requires it.`)
  failures.push({ label: 'PostgreSQL unavailable', tail: '' })
} else {
  console.warn(`\nPostgreSQL does not answer at ${pgUrl}: the PostgreSQL run is skipped.`)
}

// End-to-end journeys in Debian's Chromium against the built web app and the real server.
if (!existsSync('/usr/bin/chromium')) {
  await run('install chromium', 'sh', ['-c', 'apt-get update && apt-get install -y chromium'])
}
const JOURNEYS = 'e2e (playwright)'
const journeys = join(resultsDir, 'e2e.json')
await run(
  JOURNEYS,
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: journeys },
)
countJourneys(journeys)

// What the tests left: each should remove what it made (the run's directory goes anyway).
const left = temp.left()
if (left.length) console.log(`\nLeft in the run's temporary directory: ${left.join(', ')}`)
temp.remove()

for (const { label, tail } of failures)
  if (tail) console.log(`\n=== The end of what ${label} printed ===\n${tail.trimEnd()}`)
if (failedTests.length) console.log(`\nFailed tests:\n  ${failedTests.join('\n  ')}`)
const failedSteps = failures.map((failure) => failure.label).join('; ')
console.log(`\n${failures.length ? `Failed steps: ${failedSteps}` : 'All steps passed.'}`)
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failures.length ? 1 : 0)
