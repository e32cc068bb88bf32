/** Limits on waiting for PostgreSQL, in milliseconds (PGlite runs in-process: none apply). */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one in the pool; 0: no limit. */
  connectMs: number
  /** Longest a statement may run, and a transaction may sit idle; 0: no limit. */
  statementMs: number
}

/**
 * Five seconds to connect, and five for a statement: far more than any request's queries take
 * (milliseconds; a whole card import, run without a limit, takes about a second), yet short
 * enough that a database which stopped answering is reported within about six seconds.
 */
export const DEFAULT_TIMEOUTS: DbTimeouts = { connectMs: 5000, statementMs: 5000 }

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim()
  if (!value) return fallback
  if (!/^\d{1,9}$/.test(value)) {
    throw new Error(
      `${name} must be a whole number of milliseconds (0 for no limit), not "${value}".`,
    )
  }
  return Number(value)
}

/** DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS, or the defaults. */
export function parseDatabaseTimeouts(env: NodeJS.ProcessEnv): DbTimeouts {
  return {
    connectMs: milliseconds(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_TIMEOUTS.connectMs),
    statementMs: milliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_TIMEOUTS.statementMs),
  }
}
