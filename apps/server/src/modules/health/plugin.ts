import fp from 'fastify-plugin'
import type { AppContext, ModulePlugin } from '../../context.ts'
import { Readiness } from './readiness.ts'
import { registerHealthRoutes } from './routes.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** What GET /ready answers; server.ts drains it before a stop (start/shutdown.ts). */
    readiness: Readiness
  }
}

/**
 * /health-check and /ready, and the readiness they report: decorated on the app itself (hence
 * fastify-plugin), since the stop that drains it holds the app, not this module.
 */
export const healthModule = fp<AppContext>(
  (async (app, ctx) => {
    const readiness = new Readiness()
    app.decorate('readiness', readiness)
    app.addHook('onListen', async () => readiness.listening())
    app.addHook('preClose', async () => readiness.drain())
    registerHealthRoutes(app, ctx, readiness)
  }) satisfies ModulePlugin,
  { name: 'health' },
)
