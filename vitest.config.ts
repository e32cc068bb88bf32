import { defineConfig } from 'vitest/config'

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
          environment: 'jsdom',
          // Each file in a VM context of a worker that stays: jsdom is loaded once per worker,
          // not once per file (a fresh process per file spent 1.2-2.7 s a file loading it,
          // most of the project's time). Modules are still evaluated afresh for each file.
          pool: 'vmThreads',
        },
      },
    ],
  },
})
