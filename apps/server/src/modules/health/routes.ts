import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app.ts'

export function registerHealthRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(
    '/health-check',
    { config: { auth: 'none' }, schema: { hide: true } },
    async (_request, reply) => {
      try {
        await db.ping()
        return { status: 'okay', services: { database: 'okay' } }
      } catch {
        return reply.code(503).send({ status: 'error', services: { database: 'error' } })
      }
    },
  )
}
