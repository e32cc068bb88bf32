/** What a client is told while the database cannot be reached or does not answer in time. */
export const DATABASE_UNAVAILABLE = 'The database is unavailable. Please try again in a moment.'

/**
 * A query failed because the database could not be reached, dropped the connection, or did not
 * answer in time, not because of what was asked: trying again later may well succeed. The
 * driver's error is kept as `cause`, and its stack is this error's.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: Error) {
    super(`${DATABASE_UNAVAILABLE} (${cause.message})`, { cause })
    this.name = 'DatabaseUnavailableError'
    if (cause.stack) this.stack = `${this.name}: ${this.message}\n${cause.stack}`
  }
}

// Socket errors of a database host that is down, restarting or out of reach.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
])

/**
 * SQLSTATEs of a server that cannot serve now: connection exceptions (class 08), lack of
 * resources (class 53), shut down or restarting (57P01-57P03), a statement cancelled by
 * statement_timeout (57014) and a transaction abandoned by idle_in_transaction_session_timeout
 * (25P03).
 */
const UNAVAILABLE_STATE = /^(08|53|57P0[123]$|57014$|25P03$)/

// node-postgres reports its own timeouts and lost connections with these texts, and no code.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Client was closed and is not queryable)/

/** Whether `error` says the database is out of reach (see DatabaseUnavailableError). */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATE.test(code))) {
    return true
  }
  return DRIVER_MESSAGES.test(error.message)
}

/** `error` as a DatabaseUnavailableError when it is a connection failure, else unchanged. */
export function unavailableOr(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError || !isConnectionFailure(error)) return error
  return new DatabaseUnavailableError(error as Error)
}
