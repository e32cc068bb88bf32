import { createHash } from 'node:crypto'
import pg from 'pg'
import type { Db, Queryable } from './client.ts'
import { INT8, parseInt8 } from './int8.ts'
import { PgNotifications } from './notifications.ts'
import type { DbTimeouts } from './timeouts.ts'
import { isConnectionFailure, unavailableOr } from './unavailable.ts'

/** An unused pooled connection is closed after this long, so a quiet server holds few. */
const IDLE_MS = 10_000
/** TCP keepalive probes start after this much silence: a peer gone without a word is noticed. */
const KEEPALIVE_DELAY_MS = 10_000
/**
 * The driver gives up on a statement this long after the server should have cancelled it: the
 * server's own cancel (a clean error, the connection kept) comes first unless it does not answer.
 */
const NO_ANSWER_GRACE_MS = 1000

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

/** Settings shared by the pool and the listening connection. */
function connectionConfig(url: string, schema: string | undefined, timeouts: DbTimeouts) {
  const { connectMs, statementMs } = timeouts
  return {
    connectionString: url,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
    connectionTimeoutMillis: connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    // 0 leaves statements unbounded (migrations, card imports).
    ...(statementMs > 0
      ? {
          statement_timeout: statementMs,
          query_timeout: statementMs + NO_ANSWER_GRACE_MS,
          // A transaction left waiting holds its locks; it is no longer than a statement.
          idle_in_transaction_session_timeout: statementMs,
        }
      : {}),
  }
}

const rethrow = (error: unknown): never => {
  throw unavailableOr(error)
}

/**
 * A pooled client with `onError` listening from the moment it is handed over. A checked-out
 * client whose connection drops emits 'error', which ends the process if nothing listens; the
 * drop can be read in the same chunk as the end of the connection's start-up, before a promise
 * of the client would let anyone listen.
 */
function checkOut(pool: pg.Pool, onError: (error: Error) => void): Promise<pg.PoolClient> {
  return new Promise((resolve, reject) => {
    pool.connect((error, client) => {
      if (error || !client) return reject(unavailableOr(error))
      client.on('error', onError)
      resolve(client)
    })
  })
}

export function openPostgres(url: string, schema: string | undefined, timeouts: DbTimeouts): Db {
  const settings = connectionConfig(url, schema, timeouts)
  const pool = new pg.Pool({
    ...settings,
    max: 10,
    idleTimeoutMillis: IDLE_MS,
    // Named per schema, so an operator (or a test) can tell whose connections these are.
    application_name: `ashes-${schema ?? 'public'}`.slice(0, 63),
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
    ...settings,
    application_name: `ashes-listen-${schema ?? 'public'}`.slice(0, 63),
  })
  const run = async <T>(q: pg.Pool | pg.PoolClient, text: string, params?: readonly unknown[]) =>
    (params === undefined
      ? await q.query(text).catch(rethrow)
      : await q
          .query({ name: statementName(text), text, values: params as unknown[] })
          .catch(rethrow)
    ).rows as T[]
  return {
    kind: 'postgres',
    query: (text, params) => run(pool, text, params),
    exec: async (text) => {
      await run(pool, text)
    },
    ping: async () => {
      // Bounded like a connection attempt: a health check must not wait a statement's time.
      const ping: pg.QueryConfig & { query_timeout: number } = {
        text: 'SELECT 1',
        query_timeout: timeouts.connectMs,
      }
      await pool.query(ping).catch(rethrow)
    },
    transaction: async (work) => {
      // Set once the connection can no longer be trusted: the client is then destroyed, not
      // returned to the pool.
      let broken: Error | undefined
      const onError = (error: Error) => {
        broken ??= error
      }
      const client = await checkOut(pool, onError)
      const tx: Queryable = {
        query: (text, params) => run(client, text, params),
        exec: async (text) => {
          await run(client, text)
        },
      }
      try {
        await run(client, 'BEGIN')
        const result = await work(tx)
        await run(client, 'COMMIT')
        return result
      } catch (error) {
        if (!broken && isConnectionFailure(error)) broken = error as Error
        // A lost connection is not asked to roll back: closing it rolls the transaction back.
        if (!broken) await client.query('ROLLBACK').catch((failed: Error) => (broken = failed))
        throw unavailableOr(error)
      } finally {
        client.off('error', onError)
        client.release(broken)
      }
    },
    listen: (channel, onMessage) => notifications.listen(channel, onMessage),
    poolStats: () => ({ inUse: pool.totalCount - pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await notifications.close()
      await pool.end()
    },
  }
}
