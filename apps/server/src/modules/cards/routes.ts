import {
  Card,
  CardDetails,
  CardDetailsQuery,
  CardListQuery,
  CardListResponse,
  CardLookupParams,
  CardQuery,
  CardUpdateForm,
  FuzzyLookupQuery,
} from '@ashes/api'
import fp from 'fastify-plugin'
import type { ModulePlugin } from '../../context.ts'
import { afterWrites } from '../../http/after-writes.ts'
import { badRequest, notFound } from '../../http/api-error.ts'
import { sendJsonText } from '../../http/json-text.ts'
import { pageLinks } from '../../http/pagination.ts'
import { registerCardAdminRoutes } from './admin-routes.ts'
import { registerCardDataRoute } from './card-data.ts'
import { selectCards } from './card-filters.ts'
import { findCard, updateForm } from './card-lookup.ts'
import { cardPages } from './card-pages.ts'
import { ownedReleaseIds } from './collection.ts'
import { CardDetailsReader } from './details.ts'
import { fuzzyLookup } from './fuzzy.ts'

const cardRoutes: ModulePlugin = async (app, ctx) => {
  const details = new CardDetailsReader(ctx)
  // Any /v2 write this server answers may have changed a deck: usage is counted again after it.
  afterWrites(app, () => details.usage.forget())
  app.get(
    '/cards',
    {
      config: { scope: 'public' },
      schema: { tags: ['cards'], querystring: CardListQuery, response: { 200: CardListResponse } },
    },
    async (request, reply) => {
      const query = request.query
      const snapshot = await ctx.cards.get()
      const caller = request.caller
      const owned =
        query.releases === 'mine' && caller
          ? await ownedReleaseIds(ctx.db, caller.player.id)
          : undefined
      // An answer the same for every caller is kept with the data version it was written from.
      let body = owned ? undefined : cardPages.get(snapshot, request.url)
      if (body === undefined) {
        const selected = selectCards(snapshot, query, owned)
        const page = selected.slice(query.offset, query.offset + query.limit)
        const { next, previous } = pageLinks(request, selected.length, query.limit, query.offset)
        // Card documents are serialised once per data version; a page is a concatenation.
        body = Buffer.from(
          `{"count":${selected.length},"next":${JSON.stringify(next)},"previous":${JSON.stringify(previous)},"results":[${page.map((card) => card.json).join(',')}]}`,
        )
        if (!owned) cardPages.set(snapshot, request.url, body)
      }
      return sendJsonText(reply, body)
    },
  )

  app.get(
    '/cards/fuzzy-lookup',
    {
      config: { auth: 'none' },
      schema: { tags: ['cards'], querystring: FuzzyLookupQuery, response: { 200: Card } },
    },
    async (request) => {
      const { q, show_legacy } = request.query
      if (q.trim() === '') throw badRequest('Query string is required.')
      const card = fuzzyLookup(await ctx.cards.get(), q, show_legacy)
      if (!card) throw notFound('No matching cards found.')
      return card.doc
    },
  )

  app.get(
    '/cards/:stub',
    {
      config: { scope: 'public' },
      schema: {
        tags: ['cards'],
        params: CardLookupParams,
        querystring: CardQuery,
        response: { 200: Card.or(CardUpdateForm) },
      },
    },
    async (request) => {
      const { stub } = request.params
      const { show_legacy, for_update } = request.query
      const isAdmin = request.caller?.player.is_admin ?? false
      const card = findCard(await ctx.cards.get(), stub, show_legacy, isAdmin)
      return for_update && isAdmin ? updateForm(card) : card.doc
    },
  )

  app.get(
    '/cards/:stub/details',
    {
      config: { scope: 'public' },
      schema: {
        tags: ['cards'],
        params: CardLookupParams,
        querystring: CardDetailsQuery,
        response: { 200: CardDetails },
      },
    },
    async (request, reply) => {
      const { stub } = request.params
      const { show_legacy } = request.query
      const snapshot = await ctx.cards.get()
      const card = findCard(snapshot, stub, show_legacy)
      return sendJsonText(reply, await details.read(snapshot, card, request.caller?.player.id))
    },
  )

  registerCardAdminRoutes(app, ctx)
  registerCardDataRoute(app, ctx)
}

/**
 * The card routes, as a plugin of fastify-plugin's (not encapsulated): their hook that forgets
 * the counted usage (`afterWrites`) must see every /v2 write route registered after it, other
 * modules' included, as decks change through theirs.
 */
export const cardsModule = fp(cardRoutes, { name: 'cards' })
