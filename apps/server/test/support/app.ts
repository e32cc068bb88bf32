import type { Db } from '@ashes/runtime'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import { importCardData } from '../../src/modules/card-data/import.ts'
import { CARD_DATA_DIR, createTestDb, type TestDb } from './database.ts'

export interface TestResponse<T = any> {
  status: number
  headers: Headers
  body: T
}

export interface RequestOptions {
  token?: string
  body?: unknown
  form?: Record<string, string>
  headers?: Record<string, string>
}

export interface TestApp {
  app: FastifyInstance
  testDb: TestDb
  db: Db
  config: Config
  url: string
  /** The app's 5xx log, one JSON line each (see http/server-errors.ts). */
  serverErrors: string[]
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>
  get<T = any>(path: string, options?: RequestOptions): Promise<TestResponse<T>>
  close(): Promise<void>
}

/** The real app on a fresh database, listening on a free port; requests go over HTTP. */
export async function startTestApp(
  options: {
    cardData?: boolean
    config?: Partial<Config>
    sameDatabaseAs?: TestApp
    /** A database the test opened itself (one a backup was restored into). */
    testDb?: TestDb
    /** Told the text of each statement the app sends outside a transaction. */
    onQuery?: (text: string) => void
  } = {},
): Promise<TestApp> {
  const shared = options.sameDatabaseAs?.testDb
  // A second server may reach the database another way (config.databaseUrl: a proxy).
  const connection = {
    url: options.config?.databaseUrl,
    timeouts: options.config?.databaseTimeouts,
  }
  const testDb: TestDb = shared
    ? {
        db: shared.openAnother(connection),
        openAnother: shared.openAnother,
        dispose: async () => {},
      }
    : (options.testDb ?? (await createTestDb({ cardData: options.cardData })))
  const { db } = testDb
  // A database the test opened itself gets the card data here; a new one came with it.
  if (options.cardData && options.testDb && !shared) await importCardData(db, CARD_DATA_DIR)
  const config: Config = {
    ...loadConfig({
      SECRET_KEY: 'test-secret-key-for-integration-tests',
      DATA_DIR: '/tmp/ashes-test-data',
    }),
    ...options.config,
  }
  const serverErrors: string[] = []
  const errorLog = { write: (line: string) => serverErrors.push(line) }
  const { onQuery } = options
  const appDb: Db = onQuery
    ? {
        ...db,
        query: (text, params) => {
          onQuery(text)
          return db.query(text, params)
        },
      }
    : db
  const app = await buildApp({ config, db: appDb, errorLog })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`

  async function request<T>(
    method: string,
    path: string,
    opts: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...opts.headers }
    if (opts.token) headers.authorization = `Bearer ${opts.token}`
    let body: string | undefined
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(opts.form).toString()
    } else if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json'
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
    }
    const response = await fetch(`${url}${path}`, { method, headers, body })
    const text = await response.text()
    let parsed: unknown = text
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T }
  }

  return {
    app,
    testDb,
    db,
    config,
    url,
    serverErrors,
    request,
    get: (path, opts) => request('GET', path, opts),
    close: async () => {
      await app.close()
      await testDb.dispose()
    },
  }
}
