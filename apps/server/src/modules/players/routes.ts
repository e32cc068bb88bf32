import type { ModulePlugin } from '../../context.ts'
import { registerAccountRoutes } from './account-routes.ts'
import { registerInviteRoutes } from './invite-routes.ts'
import { registerProfileRoutes } from './profile-routes.ts'

/** Every `/v2/players` route: joining, the own account, public profiles and moderation. */
export const playersModule: ModulePlugin = async (app, ctx) => {
  registerInviteRoutes(app, ctx)
  registerAccountRoutes(app, ctx)
  registerProfileRoutes(app, ctx)
}
