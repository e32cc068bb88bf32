import { ConsentAnswer, ConsentBody, ConsentParams, ConsentRequest } from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { callerOf } from '../../http/guards.ts'
import { answerConsent, consentRequest } from './consent.ts'
import type { ProviderOnDemand } from './on-demand.ts'

// The player's own log-in only: no app may consent on a player's behalf.
const config = { auth: 'required' as const }
// The consent screen's own calls, not the API's: left out of the OpenAPI document.
const hide = true

/**
 * The consent screen's calls (issue 28). They sit under the screen's own address, outside /v2,
 * because the authorization server's interaction cookie is scoped to that path: only the browser
 * the app sent here carries it, so only that browser can answer (issue 48).
 */
export function registerConsentRoutes(
  app: TypedApp,
  ctx: AppContext,
  provider: ProviderOnDemand,
): void {
  app.get(
    '/apps/consent/:uid/details',
    { config, schema: { hide, params: ConsentParams, response: { 200: ConsentRequest } } },
    async (request, reply) =>
      consentRequest(
        ctx.db,
        await provider(),
        { req: request.raw, res: reply.raw },
        callerOf(request).player.id,
        request.params.uid,
      ),
  )

  app.post(
    '/apps/consent/:uid/answer',
    {
      config,
      schema: { hide, params: ConsentParams, body: ConsentBody, response: { 200: ConsentAnswer } },
    },
    async (request, reply) =>
      answerConsent(
        ctx.db,
        await provider(),
        ctx.config.publicUrl,
        { req: request.raw, res: reply.raw },
        {
          playerId: callerOf(request).player.id,
          uid: request.params.uid,
          allow: request.body.allow,
        },
      ),
  )
}
