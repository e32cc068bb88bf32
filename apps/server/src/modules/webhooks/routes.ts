import { WebhookAppParams, WebhookDeliveryList } from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { latestDeliveries } from './delivery-rows.ts'

/** How many of an app's deliveries its settings list. */
const LISTED = 50

const iso = (value: Date | string) => new Date(value).toISOString()

/** What the developer of an app reads of its webhook deliveries (issue 28, "Webhooks"). */
export function registerWebhookRoutes(app: TypedApp, ctx: AppContext): void {
  app.get(
    '/apps/:client_id/webhook-deliveries',
    {
      config: { auth: 'required' },
      schema: { tags: ['apps'], params: WebhookAppParams, response: { 200: WebhookDeliveryList } },
    },
    async (request) => {
      const { player } = callerOf(request)
      const rows = await latestDeliveries(ctx.db, request.params.client_id, player.id, LISTED)
      // Another developer's app is answered as one that does not exist.
      if (!rows) throw notFound('No such app found.')
      return {
        deliveries: rows.map((row) => ({
          id: row.id,
          event_id: row.event_id,
          event: row.event,
          created: iso(row.created),
          state: row.delivered
            ? ('delivered' as const)
            : row.gave_up
              ? ('given up' as const)
              : ('pending' as const),
          next_attempt: row.delivered || row.gave_up ? null : iso(row.next_attempt),
          attempts: row.attempts,
        })),
      }
    },
  )
}
