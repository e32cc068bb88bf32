import type { ModulePlugin } from '../../context.ts'
import { logEvent } from '../../http/server-errors.ts'
import { registerWebhookRoutes } from './routes.ts'
import { WebhookWorker } from './worker.ts'

/** Webhooks: what a developer reads of an app's deliveries, and the worker that sends them. */
export const webhooksModule: ModulePlugin = async (app, ctx) => {
  // Deliveries queued in the database are sent once the server listens, and stop with it.
  const webhooks = new WebhookWorker(ctx.db, ctx.config.webhooks, (error) =>
    logEvent(ctx.errorLog, 'error', 'webhook delivery failed', error),
  )
  app.addHook('onReady', () => webhooks.start())
  app.addHook('onClose', () => webhooks.stop())
  registerWebhookRoutes(app, ctx)
}
