import { mkdirSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
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
  /** PostgreSQL: connections of the pool running a statement, and callers waiting for one. */
  poolStats?(): { inUse: number; waiting: number }
  /** PGlite only: its whole data directory, as `DbOptions.startFrom` takes it. */
  dumpDataDir?(): Promise<Blob>
  close(): Promise<void>
}

export interface DbOptions {
  /** PostgreSQL URL; without it an embedded PGlite database is used. */
  url?: string | undefined
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined
  /**
   * PGlite only: start as this dump of a data directory (`Db.dumpDataDir`) instead of an empty
   * database. Tests start each database from one image migrated once per run: a fresh PGlite
   * runs initdb and every migration, some 5 s each time.
   */
  startFrom?: Blob | undefined
  /** PostgreSQL schema to use (tests run in a schema of their own). */
  schema?: string | undefined
  /** PostgreSQL only; DEFAULT_TIMEOUTS when absent. */
  timeouts?: DbTimeouts | undefined
}

/**
 * PGlite is imported when a PGlite database is first opened: a server on PostgreSQL never loads
 * it (some 70-230 ms of its start).
 */
function openPglite(dataDir: string | undefined, startFrom: Blob | undefined): Db {
  if (dataDir) mkdirSync(dataDir, { recursive: true })
  const opening = import('@electric-sql/pglite').then(
    // One options object: PGlite(undefined, options), the in-memory database, ignores the options
    // (0.5.16), so the parsers and the image go with dataDir inside it.
    ({ PGlite }) => new PGlite({ dataDir, parsers: { [INT8]: parseInt8 }, loadDataDir: startFrom }),
  )
  const run = async <T>(q: Pick<PGlite, 'query'>, text: string, params?: readonly unknown[]) =>
    (await q.query<T>(text, params as unknown[])).rows
  return {
    kind: 'pglite',
    query: async (text, params) => run(await opening, text, params),
    exec: async (text) => {
      await (await opening).exec(text)
    },
    transaction: async (work) =>
      (await opening).transaction((tx) =>
        work({
          query: (text, params) => run(tx, text, params),
          exec: async (text) => {
            await tx.exec(text)
          },
        }),
      ),
    listen: async (channel, onMessage) => {
      const stop = await (await opening).listen(channel, onMessage)
      return async () => stop()
    },
    ping: async () => {
      await (await opening).query('SELECT 1')
    },
    dumpDataDir: async () => {
      const db = await opening
      // A dump of a PGlite still starting never settles (0.5.16, see backup.ts): wait for it.
      await db.waitReady
      return db.dumpDataDir('none')
    },
    close: async () => (await opening).close(),
  }
}

export function openDb(options: DbOptions): Db {
  return options.url
    ? openPostgres(options.url, options.schema, options.timeouts ?? DEFAULT_TIMEOUTS)
    : openPglite(options.dataDir, options.startFrom)
}
