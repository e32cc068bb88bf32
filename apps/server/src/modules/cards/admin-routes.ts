import { Card, CardCreateBody, CardPatchBody, DetailResponse, StubParams } from '@ashes/api'
import {
  conjurationReferences,
  costWeight,
  deriveDice,
  diceFlags,
  isSummonSpell,
  magicCostOf,
  parseCost,
  stubify,
} from '@ashes/game'
import type { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import { badRequest, notFound } from '../../http/api-error.ts'
import { applyCardPatch } from './card-patch.ts'
import { markCardDataChanged } from './card-store.ts'
import { assertNameFree, CARD_EXISTS, orderedDocument, storedStat } from './card-write.ts'

async function releaseFor(tx: import('../../db/client.ts').Queryable, name: string) {
  const stub = stubify(name)
  const [existing] = await tx.query<{ id: number; name: string; stub: string }>(
    'SELECT id, name, stub FROM release WHERE stub = $1 AND NOT is_legacy',
    [stub],
  )
  if (existing) return existing
  // A release first named by a new card starts private, so unreleased cards stay hidden. A create
  // racing this one may add the same release first: then it is read back instead.
  const [created] = await tx.query<{ id: number; name: string; stub: string }>(
    `INSERT INTO release (name, stub, position, is_public)
     VALUES ($1, $2, (SELECT coalesce(max(position), 0) + 1 FROM release), false)
     ON CONFLICT (stub, is_legacy) DO NOTHING RETURNING id, name, stub`,
    [name, stub],
  )
  if (created) return created
  const [raced] = await tx.query<{ id: number; name: string; stub: string }>(
    'SELECT id, name, stub FROM release WHERE stub = $1 AND NOT is_legacy',
    [stub],
  )
  if (!raced) throw new Error('release neither created nor found')
  return raced
}

export function registerCardAdminRoutes(app: TypedApp, ctx: AppContext): void {
  app.post(
    '/cards',
    {
      config: { auth: 'admin' },
      schema: { tags: ['cards'], body: CardCreateBody, response: { 201: DetailResponse } },
    },
    async (request, reply) => {
      const body = request.body as CardCreateBody
      const stub = stubify(body.name)
      if (!stub) throw badRequest('Card name must contain letters or digits.')
      await ctx.db.transaction(async (tx) => {
        await assertNameFree(tx, body.name, stub, false)
        const release = await releaseFor(tx, body.release)
        const referenced = conjurationReferences(body.text ?? '')
        const found = await tx.query<{ id: number; name: string; stub: string }>(
          'SELECT id, name, stub FROM card WHERE NOT is_legacy AND stub = ANY($1::text[])',
          [referenced],
        )
        const missing = referenced.filter((ref) => !found.some((card) => card.stub === ref))
        if (missing.length)
          throw badRequest(`The following conjurations must be added first: ${missing.join(', ')}`)
        const conjurations = referenced.flatMap((ref) => found.filter((card) => card.stub === ref))

        const cost = body.cost ? parseCost(body.cost) : []
        const magicCost = magicCostOf(cost)
        const effectMagicCost = body.effect_magic_cost
          ? magicCostOf(parseCost(body.effect_magic_cost))
          : {}
        const derived = deriveDice(magicCost, effectMagicCost)
        const dice = body.dice ?? derived.dice
        const altDice = body.alt_dice ?? derived.altDice
        const stat = (value: string | number | null | undefined) =>
          value == null ? undefined : storedStat(value)
        const doc = orderedDocument({
          name: body.name,
          stub,
          type: body.card_type,
          release: { name: release.name, stub: release.stub },
          conjurations: conjurations.map(({ name, stub }) => ({ name, stub })),
          placement: body.card_type === 'Phoenixborn' ? undefined : body.placement,
          cost,
          dice,
          altDice,
          magicCost,
          effectMagicCost,
          text: body.text,
          phoenixborn: body.phoenixborn,
          attack: stat(body.attack),
          battlefield: stat(body.battlefield),
          life: stat(body.life),
          recover: stat(body.recover),
          spellboard: stat(body.spellboard),
          copies: body.copies || undefined,
          effectRepeats: body.can_effect_repeat ? true : undefined,
        })
        // assertNameFree cannot see a create still in flight; the unique keys settle that race.
        const [card] = await tx.query<{ id: number }>(
          `INSERT INTO card (name, stub, release_id, card_type, phoenixborn, is_summon_spell, cost_weight,
             dice_flags, alt_dice_flags, copies, json)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING id`,
          [
            body.name,
            stub,
            release.id,
            body.card_type,
            body.phoenixborn ?? null,
            isSummonSpell(body.name),
            costWeight(cost),
            diceFlags(dice),
            diceFlags(altDice),
            body.copies || null,
            JSON.stringify(doc),
          ],
        )
        if (!card) throw badRequest(CARD_EXISTS)
        for (const [position, conjuration] of conjurations.entries()) {
          await tx.query(
            'INSERT INTO card_conjuration (card_id, conjuration_id, position) VALUES ($1, $2, $3)',
            [card.id, conjuration.id, position],
          )
        }
        await markCardDataChanged(tx)
      })
      await ctx.cards.reload()
      return reply.code(201).send({ detail: 'Card successfully created!' })
    },
  )

  app.patch(
    '/cards/:stub',
    {
      config: { auth: 'admin' },
      schema: { tags: ['cards'], params: StubParams, body: CardPatchBody, response: { 200: Card } },
    },
    async (request) => {
      const { stub } = request.params as z.infer<typeof StubParams>
      const patch = request.body as CardPatchBody
      const doc = await ctx.db.transaction(async (tx) => {
        const updated = await applyCardPatch(tx, stub, patch)
        if (!updated) throw notFound('Card not found.')
        await markCardDataChanged(tx)
        return updated
      })
      await ctx.cards.reload()
      return doc
    },
  )
}
