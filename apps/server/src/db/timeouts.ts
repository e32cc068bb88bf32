/** Limits on waiting for PostgreSQL, in milliseconds (PGlite runs in-process: none apply). */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one in the pool; 0: no limit. */
  connectMs: number
  /** Longest a statement may run, and a transaction may sit idle; 0: no limit. */
  statementMs: number
}

/**
 * A few seconds to connect; ten for a statement, far above any query a request makes (a whole
 * card import takes about a second) yet short enough that a database which stopped answering
 * is reported within seconds. Migrations and imports run without a statement limit.
 */
export const DEFAULT_TIMEOUTS: DbTimeouts = { connectMs: 5000, statementMs: 10_000 }

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
