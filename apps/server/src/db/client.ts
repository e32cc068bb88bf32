import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { PgNotifications } from './notifications.ts'

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
  close(): Promise<void>
}

export interface DbOptions {
  /** PostgreSQL URL; without it an embedded PGlite database is used. */
  url?: string | undefined
  /** PGlite data directory; in memory when absent. */
  dataDir?: string | undefined
  /** PostgreSQL schema to use (tests run in a schema of their own). */
  schema?: string | undefined
}

// count(*) and bigint columns arrive as text by default; every such value here fits a double.
const INT8 = 20
const parseInt8 = (value: string) => Number.parseInt(value, 10)

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
    close: () => db.close(),
  }
}

const statementNames = new Map<string, string>()

/**
 * Parameterised queries run as named prepared statements: each connection parses and plans a
 * text once instead of on every call (planning cost more than running the deck page queries).
 * Texts are built from fixed fragments, values always travel as parameters, so names are few.
 */
function statementName(text: string): string {
  let name = statementNames.get(text)
  if (name === undefined) {
    name = `q${createHash('sha1').update(text).digest('hex')}`
    statementNames.set(text, name)
  }
  return name
}

function openPostgres(url: string, schema: string | undefined): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8
          ? parseInt8
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {})
  const notifications = new PgNotifications({
    connectionString: url,
    // Named, so an operator (or a test) can tell this connection from the pool's.
    application_name: `ashes-listen-${schema ?? 'public'}`.slice(0, 63),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  const run = async <T>(q: pg.Pool | pg.PoolClient, text: string, params?: readonly unknown[]) =>
    (params === undefined
      ? await q.query(text)
      : await q.query({ name: statementName(text), text, values: params as unknown[] })
    ).rows as T[]
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    exec: async (text) => {
      await pool.query(text)
    },
    transaction: async (work) => {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work({
          query: (text, params) => run(client, text, params),
          exec: async (text) => {
            await client.query(text)
          },
        })
        await client.query('COMMIT')
        return result
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {})
        throw error
      } finally {
        client.release()
      }
    },
    listen: (channel, onMessage) => notifications.listen(channel, onMessage),
    close: async () => {
      await notifications.close()
      await pool.end()
    },
  }
}

export function openDb(options: DbOptions): Db {
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options.dataDir)
}
