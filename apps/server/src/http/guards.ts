import type { OAuthScope } from '@ashes/api'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Caller, Callers } from '../modules/auth/caller.ts'
import { ALREADY_LOGGED_IN, forbidden, insufficientScope, unauthorized } from './api-error.ts'

/**
 * How a route treats its caller:
 * - `none`: never looks at the Authorization header (even an invalid one is ignored);
 * - `optional`: anonymous or a valid player;
 * - `required`, `admin`: a valid player (an admin);
 * - `anonymous`: only callers without a token.
 */
export type AuthMode = 'none' | 'optional' | 'required' | 'admin' | 'anonymous'

/**
 * What an app's access token (issue 28) needs to reach a route: one of its granted scopes, or
 * `public` for reads anyone may make (the app is then answered as an anonymous caller). A route
 * that names none refuses app tokens, so no route is open to apps by accident. On an `optional`
 * route an app without the scope is answered as anonymous too (it sees public decks only).
 */
export type RouteScope = OAuthScope | 'public'

const NO_APPS = 'Apps cannot use this endpoint: it needs the player to be logged in to the site.'
const missingScope = (scope: OAuthScope) =>
  insufficientScope(
    scope,
    `This app has not been granted the "${scope}" scope, which this endpoint needs.`,
  )

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode
    scope?: RouteScope
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
  // The OpenAPI document lists the scope an app's token needs for each operation.
  app.addHook('onRoute', (route) => {
    const scope = route.config?.scope
    if (scope && scope !== 'public' && route.schema)
      route.schema = { ...route.schema, security: [{ oauth2: [scope] }] }
  })
  async function resolve(request: FastifyRequest, mode: AuthMode, scope: RouteScope | undefined) {
    const caller = await callers.resolve(request.headers.authorization)
    request.caller = caller
    if (mode === 'anonymous' && caller) throw unauthorized(ALREADY_LOGGED_IN)
    if ((mode === 'required' || mode === 'admin') && !caller) throw unauthorized()
    if (mode === 'admin' && !caller?.player.is_admin) throw forbidden()
    if (caller?.app) {
      if (scope === undefined || mode === 'admin') throw forbidden(NO_APPS)
      if (scope === 'public') request.caller = undefined
      else if (!caller.app.scopes.has(scope)) {
        if (mode !== 'optional') throw missingScope(scope)
        request.caller = undefined
      }
    }
  }
  app.addHook('preValidation', (request, _reply, done) => {
    const { auth: mode = 'optional', scope } = request.routeOptions.config
    if (mode === 'none') return done()
    // Without an Authorization header the caller is anonymous: decided without waiting.
    if (!request.headers.authorization) {
      request.caller = undefined
      return done(mode === 'required' || mode === 'admin' ? unauthorized() : undefined)
    }
    resolve(request, mode, scope).then(() => done(), done)
  })
}
