import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      // bench/*.test.ts: the benches' own logic (their verdicts), not the benches themselves;
      // scripts/*.test.ts: what the test and bench runs share (their temporary directory).
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'bench/*.test.ts', 'scripts/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: [
            'apps/server/test/support/pglite-images.ts',
            'apps/server/test/support/app-build-dir.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // A failing test runs once more: many of these start servers and processes against
          // 30 s limits on a shared 2-CPU machine, where one slow start must not cost the run
          // every other result. A test that fails twice still fails.
          retry: 1,
          // One module graph per worker, not one per file: every file imports the whole server
          // (Fastify, PGlite, every module), and loading it again for each of some ninety files
          // was a third of the project's time (PGlite pass 459 s isolated, 285 s not; PostgreSQL
          // pass 144 s not). What the server's modules keep is keyed by one app's objects
          // (WeakMaps) or is the same for every app (a word's stem, a prepared statement's
          // name), and files restore what they fake (timers, spies).
          isolate: false,
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
          environment: 'jsdom',
          // The default pool, a process and a fresh jsdom for each file. Not vmThreads: there
          // the files of one worker share one jsdom window, its listeners, localStorage and
          // address (a 'pagehide' listener one file added still wrote localStorage in the next;
          // builder-leaving.test.ts and EnemyDecks.test.tsx failed in whole runs), and one
          // file's vi.mock can reach another's modules (vitest-dev/vitest#11284).
          setupFiles: ['apps/web/src/test-setup.ts'],
          // As the api project: a test that fails once under load runs again; twice still fails.
          retry: 1,
        },
      },
    ],
  },
})
