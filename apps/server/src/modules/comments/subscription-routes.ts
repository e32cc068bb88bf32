import { SubscriptionCreated, SubscriptionParams, SubscriptionPatchBody } from '@ashes/api'
import type { ModulePlugin } from '../../context.ts'
import { callerOf } from '../../http/guards.ts'
import { deleteSubscription } from '../subscriptions/subscription-write.ts'
import { markSeen, subscribe } from './subscribe.ts'

const tags = ['subscriptions']
const config = { auth: 'required' as const }

export const subscriptionsModule: ModulePlugin = async (app, ctx) => {
  app.post(
    '/subscription/:entity_id',
    {
      config,
      schema: { tags, params: SubscriptionParams, response: { 201: SubscriptionCreated } },
    },
    async (request, reply) => {
      const { player } = callerOf(request)
      const lastSeen = await subscribe(ctx.db, ctx.cards, player.id, request.params.entity_id)
      // 1 means "subscribed, nothing seen yet": clients read null as "not subscribed".
      return reply.code(201).send({ last_seen_entity_id: lastSeen ?? 1 })
    },
  )

  app.delete(
    '/subscription/:entity_id',
    { config, schema: { tags, params: SubscriptionParams } },
    async (request, reply) => {
      const { player } = callerOf(request)
      await deleteSubscription(ctx.db, player.id, request.params.entity_id)
      return reply.code(204).send()
    },
  )

  app.patch(
    '/subscription/:entity_id',
    { config, schema: { tags, params: SubscriptionParams, body: SubscriptionPatchBody } },
    async (request) => {
      const { player } = callerOf(request)
      const { entity_id } = request.params
      const { last_seen_entity_id: lastSeen } = request.body
      await markSeen(ctx.db, ctx.cards, player.id, entity_id, lastSeen)
      return { detail: 'Subscription updated!' }
    },
  )
}
