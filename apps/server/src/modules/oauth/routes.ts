import { AppVerifiedBody, GrantedApps, GrantParams } from '@ashes/api'
import type { ModulePlugin } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { appsGrantedBy } from './app-rows.ts'
import { setAppVerified } from './app-verification.ts'
import { registerDeveloperAppRoutes } from './developer-routes.ts'
import { revokeGrant } from './grant-write.ts'

const tags = ['apps']
// The player's own log-in only: no app may revoke on a player's behalf.
const config = { auth: 'required' as const }

/**
 * The site's side of apps (issue 28) under /v2: the player's apps, then a developer's
 * (developer-routes.ts). The authorization server, outside /v2, is this module's plugin.ts.
 */
export const appsModule: ModulePlugin = async (app, ctx) => {
  app.get(
    '/account/apps',
    { config, schema: { tags, response: { 200: GrantedApps } } },
    async (request) => {
      const rows = await appsGrantedBy(ctx.db, callerOf(request).player.id)
      return {
        results: rows.map(({ created, ...row }) => ({ ...row, granted: created.toISOString() })),
      }
    },
  )

  app.delete(
    '/account/apps/:client_id',
    { config, schema: { tags, params: GrantParams } },
    async (request, reply) => {
      const { player } = callerOf(request)
      if (!(await revokeGrant(ctx.db, player.id, request.params.client_id))) throw notFound()
      return reply.code(204).send()
    },
  )

  app.put(
    '/apps/:client_id/verified',
    {
      config: { auth: 'admin' as const },
      schema: { tags, params: GrantParams, body: AppVerifiedBody },
    },
    async (request, reply) => {
      const { client_id } = request.params
      if (!(await setAppVerified(ctx.db, client_id, request.body.verified))) throw notFound()
      return reply.code(204).send()
    },
  )
  registerDeveloperAppRoutes(app, ctx)
}
