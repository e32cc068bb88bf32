import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { INT8, parseInt8 } from './int8.ts'
import { openPostgres } from './postgres.ts'
import { type DbTimeouts, DEFAULT_TIMEOUTS } from './timeouts.ts'

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<T[]>
  /** Runs a script of several statements (no parameters). */
  exec(text: string): Promise<void>
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres'
  /** Runs `work` in one transaction; it is rolled back if `work` throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /** Calls `onMessage` for every NOTIFY on `channel`; resolves to an unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>
  /** Resolves when the database answers a trivial query within the connect timeout. */
  ping(): Promise<void>
  close(): Promise<void>
}

export interface DbOptions {
  /** PostgreSQL URL; without it an embedded PGlite database is used. */
  url?: string | undefined
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined
  /** PostgreSQL schema to use (tests run in a schema of their own). */
  schema?: string | undefined
  /** PostgreSQL only; DEFAULT_TIMEOUTS when absent. */
  timeouts?: DbTimeouts | undefined
}

function openPglite(dataDir: string | undefined): Db {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const db = new PGlite(dataDir, { parsers: { [INT8]: parseInt8 } })
  const run = async <T>(q: Pick<PGlite, 'query'>, text: string, params?: readonly unknown[]) =>
    (await q.query<T>(text, params as unknown[])).rows
  return {
    kind: 'pglite',
    query: (text, params) => run(db, text, params),
    exec: async (text) => {
      await db.exec(text)
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: (text, params) => run(tx, text, params),
          exec: async (text) => {
            await tx.exec(text)
          },
        }),
      ),
    listen: async (channel, onMessage) => {
      const stop = await db.listen(channel, onMessage)
      return async () => stop()
    },
    ping: async () => {
      await db.query('SELECT 1')
    },
    close: () => db.close(),
  }
}

export function openDb(options: DbOptions): Db {
  return options.url
    ? openPostgres(options.url, options.schema, options.timeouts ?? DEFAULT_TIMEOUTS)
    : openPglite(options.dataDir)
}
