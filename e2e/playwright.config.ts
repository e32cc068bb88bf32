import { execFileSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'

const freePort = () =>
  execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ])
    .toString()
    .trim()
// One free port for the whole run, and one for the partner store (serve.mjs starts the stand-in
// store there; journeys find it as http://127.0.0.1:$E2E_STORE_PORT); workers inherit both.
process.env.E2E_PORT ??= freePort()
process.env.E2E_STORE_PORT ??= freePort()
// The e2e server files every mail it sends here (see serve.mjs); tests read their links from it.
// Only named here: serve.mjs makes it and removes it, so loading this config (knip, --list)
// leaves nothing behind.
process.env.E2E_MAIL_DIR ??= join(tmpdir(), `ashes-e2e-mail-${process.pid}-${process.env.E2E_PORT}`)
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../.data/e2e-results',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // A journey that fails is run once more, and the report lists it as flaky: on a shared 2-CPU
  // machine one timing-bound journey in 133 has failed in each of the last CI runs, and a
  // run lost to one costs every other result. A journey that fails twice still fails the run.
  retries: 1,
  reporter: [['list']],
  // toHaveScreenshot's pictures live in the repository, one name per picture (no platform
  // suffix: CI runs the same Debian Chromium as development machines).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  use: {
    baseURL,
    // A trace (DOM snapshots and screenshots of every action) of a journey's retry only: a
    // journey that fails is run once more, and that run's trace shows the failure. Recording
    // every journey to keep the failing ones' traces cost a fifth to a third of the journeys'
    // CPU (19 journeys, start-up included, all passing both ways: 99.4 s against 75.6 s).
    trace: 'on-first-retry',
    // The site's service worker (issue 30) would answer requests that journeys watch or route
    // with page.route; only e2e/offline.spec.ts, which is about it, lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `${baseURL}/health-check`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
})
