import {
  ConsentAnswer,
  ConsentBody,
  ConsentParams,
  ConsentRequest,
  GrantedApps,
  GrantParams,
} from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { appsGrantedBy } from './app-rows.ts'
import { answerConsent, consentRequest } from './consent.ts'
import { revokeGrant } from './grant-write.ts'
import type { ProviderOnDemand } from './on-demand.ts'

const tags = ['apps']
// The player's own log-in only: no app may consent or revoke on a player's behalf.
const config = { auth: 'required' as const }

/**
 * The site's side of apps (issue 28): consent and the player's apps. A developer's apps are in
 * developer-routes.ts.
 */
export function registerAppRoutes(
  app: TypedApp,
  ctx: AppContext,
  provider: ProviderOnDemand,
): void {
  app.get(
    '/apps/consent/:uid',
    { config, schema: { tags, params: ConsentParams, response: { 200: ConsentRequest } } },
    async (request) => consentRequest(ctx.db, await provider(), request.params.uid),
  )

  app.post(
    '/apps/consent/:uid',
    {
      config,
      schema: { tags, params: ConsentParams, body: ConsentBody, response: { 200: ConsentAnswer } },
    },
    async (request) =>
      answerConsent(
        ctx.db,
        await provider(),
        ctx.config.publicUrl,
        callerOf(request).player.id,
        request.params.uid,
        request.body.allow,
      ),
  )

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

}
