import {
  fitsInt4,
  SubscriptionCreated,
  SubscriptionParams,
  SubscriptionPatchBody,
} from '@ashes/api'
import type { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import { badRequest, notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { findSubscription, upsertSubscription } from './store.ts'
import { findVisibleTarget, type Target } from './target.ts'

const tags = ['subscriptions']
const config = { auth: 'required' as const }
type Params = z.infer<typeof SubscriptionParams>

/** Public, live snapshots of a source deck, by entity id. */
const PUBLIC_SNAPSHOTS = `SELECT s.entity_id FROM deck s JOIN deck src ON src.id = s.source_id
  WHERE src.entity_id = $1 AND s.is_snapshot AND s.is_public AND NOT s.is_deleted`

export function registerSubscriptionRoutes(app: TypedApp, ctx: AppContext): void {
  /** The newest comment (deleted ones count) or, for decks without comments, public snapshot. */
  async function initialLastSeen(target: Target): Promise<number | null> {
    const [comment] = await ctx.db.query<{ last: number | null }>(
      'SELECT max(entity_id) AS last FROM comment WHERE source_entity_id = $1',
      [target.entityId],
    )
    if (comment?.last != null || target.kind === 'card') return comment?.last ?? null
    const [snapshot] = await ctx.db.query<{ last: number | null }>(
      `SELECT max(entity_id) AS last FROM (${PUBLIC_SNAPSHOTS}) s`,
      [target.entityId],
    )
    return snapshot?.last ?? null
  }

  app.post(
    '/subscription/:entity_id',
    {
      config,
      schema: { tags, params: SubscriptionParams, response: { 201: SubscriptionCreated } },
    },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { entity_id } = request.params as Params
      const target = await findVisibleTarget(ctx.db, ctx.cards, entity_id, player.id)
      if (!target) throw notFound('No valid resource found to subscribe to.')
      if (target.isLegacy) throw badRequest('Subscribing to legacy content is not allowed.')
      if (target.isSnapshot) throw badRequest('You cannot subscribe to snapshots.')
      const existing = await findSubscription(ctx.db, player.id, entity_id)
      let lastSeen = existing?.last_seen_entity_id ?? null
      if (!existing) {
        lastSeen = await initialLastSeen(target)
        await upsertSubscription(ctx.db, player.id, entity_id, lastSeen)
      }
      // 1 means "subscribed, nothing seen yet": clients read null as "not subscribed".
      return reply.code(201).send({ last_seen_entity_id: lastSeen ?? 1 })
    },
  )

  app.delete(
    '/subscription/:entity_id',
    { config, schema: { tags, params: SubscriptionParams } },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { entity_id } = request.params as Params
      if (fitsInt4(entity_id)) {
        await ctx.db.query(
          'DELETE FROM subscription WHERE player_id = $1 AND source_entity_id = $2',
          [player.id, entity_id],
        )
      }
      return reply.code(204).send()
    },
  )

  app.patch(
    '/subscription/:entity_id',
    { config, schema: { tags, params: SubscriptionParams, body: SubscriptionPatchBody } },
    async (request) => {
      const { player } = callerOf(request)
      const { entity_id } = request.params as Params
      const { last_seen_entity_id: lastSeen } = request.body as z.infer<
        typeof SubscriptionPatchBody
      >
      const existing = fitsInt4(entity_id)
        ? await findSubscription(ctx.db, player.id, entity_id)
        : undefined
      // A subscription to a deck since hidden from the player is not theirs to use.
      const visible = existing && (await findVisibleTarget(ctx.db, ctx.cards, entity_id, player.id))
      if (!visible) throw notFound('You are not subscribed to this content.')
      // Unlike the reference, a snapshot must belong to this deck, not just be public.
      const [valid] = fitsInt4(lastSeen)
        ? await ctx.db.query(
            `SELECT 1 FROM comment WHERE entity_id = $2 AND source_entity_id = $1
             UNION ALL SELECT 1 FROM (${PUBLIC_SNAPSHOTS}) s WHERE s.entity_id = $2`,
            [entity_id, lastSeen],
          )
        : []
      if (!valid) throw badRequest('Invalid entity ID passed for this subscription.')
      await upsertSubscription(ctx.db, player.id, entity_id, lastSeen)
      return { detail: 'Subscription updated!' }
    },
  )
}
