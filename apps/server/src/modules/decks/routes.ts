import {
  DeckDetails,
  DeckDetailsQuery,
  DeckFullOut,
  DeckIdParams,
  type DeckListQuery,
  DeckListResponse,
  MyDeckListQuery,
  PublicDeckListQuery,
  ShareUuidParams,
  SnapshotListQuery,
} from '@ashes/api'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { AppContext } from '../../app.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { pageLinks } from '../../http/pagination.ts'
import { deckWithSelections, sendJson, sendJsonText } from './deck-json.ts'
import { DeckContentsJson, deckOutJson, pageJson } from './deck-page-json.ts'
import { DECK_COLUMNS, type DeckRow, type ListedDeck, withContents } from './deck-rows.ts'
import { deckDetails } from './details.ts'
import { ListingCounts, listDecks } from './listing.ts'
import { registerDeckTransferRoutes } from './routes-transfer.ts'
import { registerDeckWriteRoutes } from './routes-write.ts'
import { listSnapshots } from './snapshot-list.ts'

const tags = ['decks']

export function registerDeckRoutes(app: FastifyInstance, ctx: AppContext): void {
  const counts = new ListingCounts()
  const contentsJson = new DeckContentsJson()

  /** A listing page in the pagination envelope. */
  async function page(
    request: FastifyRequest,
    reply: FastifyReply,
    query: { limit: number; offset: number },
    found: { count: number; rows: ListedDeck[] },
    shareUuid: boolean,
  ) {
    const snapshot = await ctx.cards.get()
    const links = pageLinks(request, found.count, query.limit, query.offset)
    const results = found.rows.map((deck) =>
      deckOutJson(deck, snapshot, { shareUuid }, contentsJson),
    )
    return sendJsonText(reply, pageJson({ count: found.count, ...links }, results))
  }

  app.get(
    '/decks',
    {
      config: { auth: 'none' },
      schema: { tags, querystring: PublicDeckListQuery, response: { 200: DeckListResponse } },
    },
    async (request, reply) => {
      const query = request.query as DeckListQuery
      const found = await listDecks(ctx.db, await ctx.cards.get(), query, {}, counts)
      return page(request, reply, query, found, false)
    },
  )

  app.get(
    '/decks/mine',
    {
      config: { auth: 'required' },
      schema: { tags, querystring: MyDeckListQuery, response: { 200: DeckListResponse } },
    },
    async (request, reply) => {
      const query = request.query as DeckListQuery
      const mineOf = callerOf(request).player.id
      const found = await listDecks(ctx.db, await ctx.cards.get(), query, { mineOf }, counts)
      return page(request, reply, query, found, false)
    },
  )

  app.get(
    '/decks/shared/:uuid',
    {
      config: { auth: 'none' },
      schema: { tags, params: ShareUuidParams, response: { 200: DeckFullOut } },
    },
    async (request) => {
      const { uuid } = request.params as z.infer<typeof ShareUuidParams>
      const rows = await ctx.db.query<DeckRow>(
        `SELECT ${DECK_COLUMNS} FROM deck d JOIN player p ON p.id = d.player_id
         WHERE d.direct_share_uuid = $1 AND NOT d.is_deleted`,
        [uuid],
      )
      const [deck] = await withContents(ctx.db, rows)
      if (!deck)
        throw notFound('No such deck; it might have been deleted, or your share ID might be wrong.')
      const out = deckWithSelections(deck, await ctx.cards.get(), { shareUuid: true })
      return { is_legacy: null, ...out, is_saved: null, comments_entity_id: null }
    },
  )

  app.get(
    '/decks/:id',
    {
      schema: {
        tags,
        params: DeckIdParams,
        querystring: DeckDetailsQuery,
        response: { 200: DeckDetails },
      },
    },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof DeckIdParams>
      const query = request.query as z.infer<typeof DeckDetailsQuery>
      const details = await deckDetails(
        ctx.db,
        await ctx.cards.get(),
        id,
        request.caller?.player.id,
        {
          showSaved: query.show_saved,
          fullCards: query.full_cards,
        },
      )
      return sendJson(reply, details)
    },
  )

  app.get(
    '/decks/:id/snapshots',
    {
      schema: {
        tags,
        params: DeckIdParams,
        querystring: SnapshotListQuery,
        response: { 200: DeckListResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params as z.infer<typeof DeckIdParams>
      const query = request.query as z.infer<typeof SnapshotListQuery>
      const found = await listSnapshots(ctx.db, id, request.caller?.player.id, query)
      return page(request, reply, query, found, found.owner)
    },
  )

  registerDeckWriteRoutes(app, ctx)
  registerDeckTransferRoutes(app, ctx)
}
