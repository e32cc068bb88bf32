import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb } from '@ashes/runtime'
import { loadStoreConfig, type StoreConfig } from '../../src/config.ts'
import { type RunningStore, startStore } from '../../src/server.ts'

export const SITE = 'https://site.example'
const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

export interface TestStore extends RunningStore {
  config: StoreConfig
  /** POSTs `body` (JSON unless a string) to `path`; the answer's status and parsed JSON. */
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: any }>
  stop(): Promise<void>
}

/**
 * The real store as `npm start` starts it, on a free port: PGlite in a temporary DATA_DIR, or
 * with TEST_DB=postgres a fresh schema of the test PostgreSQL, dropped when it stops.
 */
export async function startTestStore(env: Record<string, string> = {}): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ashes-store-test-'))
  const postgres = process.env.TEST_DB === 'postgres'
  const schema = `store_test_${randomBytes(5).toString('hex')}`
  const removeData = async () => {
    rmSync(dataDir, { recursive: true, force: true })
    if (!postgres) return
    const admin = openDb({ url: TEST_DATABASE_URL })
    await admin.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await admin.close()
  }
  const config = loadStoreConfig({
    DATA_DIR: dataDir,
    STORE_PORT: '0',
    STORE_SITE_ORIGIN: SITE,
    ...(postgres ? { STORE_DATABASE_URL: TEST_DATABASE_URL, STORE_DATABASE_SCHEMA: schema } : {}),
    ...env,
  })
  // A store that fails to start (the tests of a bad setting) leaves nothing behind either.
  const store = await startStore(config).catch(async (error: unknown) => {
    await removeData()
    throw error
  })
  return {
    ...store,
    config,
    async post(path, body, headers = {}) {
      const response = await fetch(`${store.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      const text = await response.text()
      return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text }
    },
    async stop() {
      await store.close()
      await removeData()
    },
  }
}
