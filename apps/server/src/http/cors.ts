import cors from '@fastify/cors'
import type { FastifyInstance } from 'fastify'

/**
 * Only the site's own origin and the configured ones get CORS answers: reflecting any origin
 * with credentials would let every web page act for a logged-in player. Any other origin, or
 * none, gets no CORS header at all (a list of origins would still send it
 * Access-Control-Allow-Credentials and the rest), and its preflight is not answered as one.
 */
export async function registerCors(
  app: FastifyInstance,
  publicUrl: string,
  corsOrigins: readonly string[],
): Promise<void> {
  const allowed = new Set([new URL(publicUrl).origin, ...corsOrigins])
  await app.register(cors, {
    origin: (origin, callback) =>
      callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    // A deck's revision travels in ETag and If-Match (issue 24 item 1); a creation may name its
    // deck with Idempotency-Key (api-decks 4.5). A poller sends If-None-Match, and an app reads
    // why it was refused and how long to wait (issue 48 items 9 and 10).
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'If-Match',
      'If-None-Match',
      'Idempotency-Key',
    ],
    exposedHeaders: ['ETag', 'WWW-Authenticate', 'Retry-After'],
  })
}
