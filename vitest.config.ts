import { readdirSync, readFileSync } from 'node:fs'
import { defineConfig } from 'vitest/config'

/**
 * Web test files that mock modules or reset the module registry. In vitest's vmThreads pool
 * such a file's mocks can reach another file run in the same worker (vitest-dev/vitest#11284,
 * open on vitest 4 and 5): builder-offline.test.ts failed every time it ran after
 * prefetch.test.tsx in one worker, its mocked device store never written, and offline.test.ts
 * and EnemyDecks.test.tsx failed in whole-project runs. These files each get a process.
 */
const WEB_SRC = 'apps/web/src'
const ISOLATED_WEB_TESTS = readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `${WEB_SRC}/${file}`)
  .filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(file, 'utf8')))

export default defineConfig({
  test: {
    projects: [
      // bench/*.test.ts: the benches' own logic (their verdicts), not the benches themselves.
      { test: { name: 'unit', include: ['packages/*/src/**/*.test.ts', 'bench/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/pglite-images.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A failing test runs once more: many of these start servers and processes against
          // 30 s limits on a shared 2-CPU machine, where one slow start must not cost the run
          // every other result. A test that fails twice still fails.
          retry: 1,
        },
      },
      {
        test: {
          name: 'store',
          include: ['apps/store/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: ISOLATED_WEB_TESTS,
          environment: 'jsdom',
          // Each file in a VM context of a worker that stays: jsdom is loaded once per worker,
          // not once per file (a fresh process per file spent 1.2-2.7 s a file loading it,
          // most of the project's time). Modules are still evaluated afresh for each file.
          pool: 'vmThreads',
          setupFiles: ['apps/web/src/test-setup.ts'],
          // As the api project: a test that fails once under load runs again; twice still fails.
          retry: 1,
        },
      },
      {
        test: {
          name: 'web-isolated',
          include: ISOLATED_WEB_TESTS,
          environment: 'jsdom',
          pool: 'forks',
          setupFiles: ['apps/web/src/test-setup.ts'],
          retry: 1,
        },
      },
    ],
  },
})
