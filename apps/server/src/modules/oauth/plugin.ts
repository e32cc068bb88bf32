import type { ModulePlugin } from '../../context.ts'
import { registerConsentRoutes } from './consent-routes.ts'
import { providerOnDemand } from './on-demand.ts'
import { registerOAuthServer } from './server-routes.ts'

/**
 * The authorization server at the site's root, outside /v2: oidc-provider's endpoints and the
 * consent screen's calls, sharing the one provider. The API's apps routes are this module's
 * other plugin (routes.ts), registered among the /v2 modules.
 */
export const authorizationServer: ModulePlugin = async (app, ctx) => {
  const { db, config } = ctx
  const provider = providerOnDemand(db, config.publicUrl, config.secretKey)
  await registerOAuthServer(app, provider, config.publicUrl)
  registerConsentRoutes(app, ctx, provider)
}
