import { DATABASE_UNAVAILABLE, DatabaseUnavailableError } from '@ashes/runtime'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** Where the 5xx log lines go: process.stderr unless the app is built with another. */
export interface LogDestination {
  write(line: string): unknown
}

/** A client told the database is unavailable may try again after this many seconds. */
const RETRY_AFTER_S = '5'
/** URLs are written whole up to this length: enough to find the request, never unbounded. */
const MAX_LOGGED_URL = 2000

const failures = new WeakMap<FastifyRequest, unknown[]>()
const NONE: readonly unknown[] = []

/**
 * Keeps a fault of the server's while answering a request (a database error, a mail server
 * refusing), to be logged when the answer is sent: whatever its status, since some faults are
 * answered with the reference's 400 (a mail that could not be sent) or not at all (one imported
 * deck the database refused), and an operator must still see them.
 */
export function noteServerError(request: FastifyRequest, error: unknown): void {
  const noted = failures.get(request)
  if (noted) noted.push(error)
  else failures.set(request, [error])
}

/**
 * Answers an error no other rule claimed: 503 while the database is out of reach (`page`, the
 * HTML to show a page's visitor, else the API's JSON), else 500.
 */
export function answerServerError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  page?: string,
) {
  noteServerError(request, error)
  if (error instanceof DatabaseUnavailableError) {
    reply.code(503).header('Retry-After', RETRY_AFTER_S)
    if (page) return reply.type('text/html; charset=utf-8').send(page)
    return reply.send({ detail: DATABASE_UNAVAILABLE })
  }
  return reply.code(500).send({ detail: 'Internal Server Error' })
}

function describe(error: unknown) {
  if (!(error instanceof Error)) return error === undefined ? undefined : { message: String(error) }
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: error.message,
    ...(code === undefined ? {} : { code }),
    stack: error.stack,
  }
}

/**
 * Writes one line of JSON about the site rather than a request (a service it uses going away or
 * coming back), whatever LOG_REQUESTS says, as request failures are.
 */
export function logEvent(
  destination: LogDestination,
  level: 'error' | 'info',
  msg: string,
  error?: unknown,
): void {
  const line = { time: new Date().toISOString(), level, msg, error: describe(error) }
  destination.write(`${JSON.stringify(line)}\n`)
}

/**
 * Writes one line of JSON for every answer of status 500 or more and for every fault noted while
 * answering, whatever LOG_REQUESTS says: a server error must always leave a trace an operator can
 * find by request id.
 */
export function logServerErrors(app: FastifyInstance, destination: LogDestination): void {
  app.addHook('onResponse', (request, reply, done) => {
    const noted = failures.get(request) ?? (reply.statusCode >= 500 ? [undefined] : NONE)
    for (const error of noted) {
      const line = {
        time: new Date().toISOString(),
        level: 'error',
        msg: 'request failed',
        reqId: request.id,
        method: request.method,
        route: request.routeOptions.url ?? null,
        url: request.url.slice(0, MAX_LOGGED_URL),
        status: reply.statusCode,
        error: describe(error),
      }
      destination.write(`${JSON.stringify(line)}\n`)
    }
    done()
  })
}
