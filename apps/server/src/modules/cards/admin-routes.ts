import { Card, CardCreateBody, CardPatchBody, DetailResponse, StubParams } from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { createCard } from './card-create.ts'
import { patchCard } from './card-patch.ts'

const tags = ['cards']
const config = { auth: 'admin' as const }

export function registerCardAdminRoutes(app: TypedApp, ctx: AppContext): void {
  app.post(
    '/cards',
    { config, schema: { tags, body: CardCreateBody, response: { 201: DetailResponse } } },
    async (request, reply) => {
      await createCard(ctx.db, ctx.cards, request.body)
      return reply.code(201).send({ detail: 'Card successfully created!' })
    },
  )

  app.patch(
    '/cards/:stub',
    { config, schema: { tags, params: StubParams, body: CardPatchBody, response: { 200: Card } } },
    async (request) => patchCard(ctx.db, ctx.cards, request.params.stub, request.body),
  )
}
