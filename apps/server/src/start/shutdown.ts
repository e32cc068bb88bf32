import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

/**
 * Stops serving without dropping a request: /ready answers 503 first (for `delayMs` every other
 * request is still served, so a load balancer polling it stops sending here), then the app
 * closes: the listening socket first (new connections are refused, so a proxy tries another
 * server), idle connections at once, and the requests in flight are let finish. Those still
 * running after `timeoutMs` have their connections cut. The app's onClose hooks then stop its
 * watchers, Redis, mail and rendering workers; the caller closes the database after.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { delayMs, timeoutMs }: Config['shutdown'],
): Promise<void> {
  app.readiness.drain()
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
  const cut = setTimeout(() => app.server.closeAllConnections(), timeoutMs)
  try {
    await app.close()
  } finally {
    clearTimeout(cut)
  }
}
