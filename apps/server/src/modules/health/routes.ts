import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import { noteServerError } from '../../http/server-errors.ts'
import type { Readiness } from './readiness.ts'

export function registerHealthRoutes(
  app: FastifyInstance,
  { db }: AppContext,
  readiness: Readiness,
): void {
  // Liveness: the process answers; the database's state is reported, as the reference does.
  app.get(
    '/health-check',
    { config: { auth: 'none' }, schema: { hide: true } },
    async (request, reply) => {
      try {
        await db.ping()
        return { status: 'okay', services: { database: 'okay' } }
      } catch (error) {
        noteServerError(request, error)
        return reply.code(503).send({ status: 'error', services: { database: 'error' } })
      }
    },
  )
  // Readiness, for a load balancer: 200 only while this server can serve (docs/deploy.md).
  app.get(
    '/ready',
    { config: { auth: 'none' }, schema: { hide: true } },
    async (request, reply) => {
      if (readiness.status !== 'serving') return reply.code(503).send({ status: readiness.status })
      try {
        await db.ping()
        return { status: 'ready' }
      } catch (error) {
        noteServerError(request, error)
        return reply.code(503).send({ status: 'database unavailable' })
      }
    },
  )
}
