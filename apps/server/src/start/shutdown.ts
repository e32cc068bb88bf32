import type { Server } from 'node:http'
import { Server as NetServer } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.ts'

/**
 * How long a kept-alive connection that is idle when the stop begins may still bring one more
 * request (answered, then closed) before it is closed unused. A client under load sends on its
 * connections within milliseconds; closing one at the moment its client sends on it would reset
 * that request, which the client cannot tell from one the server took and lost.
 */
const IDLE_GRACE_MS = 1000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Stops serving without dropping a request: /ready answers 503 first (for `delayMs` every other
 * request is still served, so a load balancer polling it stops sending here). Then the listening
 * socket closes (new connections are refused, so a proxy tries another server; under the
 * supervisor the other processes take them) while every connection made before is still served:
 * each answer from now on says `Connection: close` and closes its connection, so a kept-alive
 * client opens its next one elsewhere instead of having a request cut. A connection still idle
 * after IDLE_GRACE_MS is closed; those still busy after `timeoutMs` are cut. Only when no
 * connection is left does the app close (its onClose hooks stop its watchers, Redis, mail and
 * rendering workers); the caller closes the database after.
 */
export async function drainAndClose(
  app: FastifyInstance,
  { delayMs, timeoutMs }: Config['shutdown'],
): Promise<void> {
  app.readiness.drain()
  if (delayMs > 0) await sleep(delayMs)
  const server: Server = app.server
  // Before Fastify's own listener, so no answer has started yet.
  server.prependListener('request', (_request, response) => {
    response.setHeader('Connection', 'close')
  })
  // net.Server's close, not http.Server's: that one also closes the idle kept-alive connections
  // at once, racing requests their clients are sending on them. This one only stops accepting,
  // and calls back once every connection has ended.
  const connectionsEnded = new Promise<void>((resolve) => {
    NetServer.prototype.close.call(server, () => resolve())
  })
  let cut: ReturnType<typeof setTimeout> | undefined
  const limit = new Promise<void>((resolve) => {
    cut = setTimeout(() => {
      server.closeAllConnections()
      resolve()
    }, timeoutMs)
  })
  const idle = setTimeout(() => server.closeIdleConnections(), Math.min(IDLE_GRACE_MS, timeoutMs))
  try {
    await Promise.race([connectionsEnded, limit])
  } finally {
    clearTimeout(idle)
    clearTimeout(cut)
  }
  // Fastify's close finds the server stopped (it takes that as done) and runs the onClose hooks.
  await app.close()
}
