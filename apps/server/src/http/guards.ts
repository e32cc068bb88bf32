import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Caller, Callers } from '../modules/auth/caller.ts'
import { ALREADY_LOGGED_IN, forbidden, unauthorized } from './api-error.ts'

/**
 * How a route treats its caller:
 * - `none`: never looks at the Authorization header (even an invalid one is ignored);
 * - `optional`: anonymous or a valid player;
 * - `required`, `admin`: a valid player (an admin);
 * - `anonymous`: only callers without a token.
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'admin' | 'anonymous'

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode
  }
  interface FastifyRequest {
    caller: Caller | undefined
  }
}

/** The caller of a route whose guard demands one. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized()
  return request.caller
}

/**
 * Resolves the caller before validation, so 401/403 come before any 422 for query or body
 * fields, while an undecodable JSON body (parsed earlier) still answers 422 first.
 */
export function registerGuards(app: FastifyInstance, callers: Callers): void {
  app.decorateRequest('caller', undefined)
  app.addHook('preValidation', async (request) => {
    const mode = request.routeOptions.config.auth ?? 'optional'
    if (mode === 'none') return
    const caller = await callers.resolve(request.headers.authorization)
    request.caller = caller
    if (mode === 'anonymous' && caller) throw unauthorized(ALREADY_LOGGED_IN)
    if ((mode === 'required' || mode === 'admin') && !caller) throw unauthorized()
    if (mode === 'admin' && !caller?.player.is_admin) throw forbidden()
  })
}
