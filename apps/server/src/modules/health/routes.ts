import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context.ts'
import { noteServerError } from '../../http/server-errors.ts'

export function registerHealthRoutes(app: FastifyInstance, { db }: AppContext): void {
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
}
