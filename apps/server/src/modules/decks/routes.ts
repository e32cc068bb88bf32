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
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import type { AppContext } from '../../app.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { pageLinks } from '../../http/pagination.ts'
import { deckOut, deckWithSelections } from './deck-json.ts'
import { DECK_COLUMNS, type DeckRow, withContents } from './deck-rows.ts'
import { deckDetails } from './details.ts'
import { listDecks } from './listing.ts'
import { registerDeckTransferRoutes } from './routes-transfer.ts'
import { registerDeckWriteRoutes } from './routes-write.ts'
import { listSnapshots } from './snapshot-list.ts'

const tags = ['decks']

export function registerDeckRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** A listing page in the pagination envelope. */
  async function page(
    request: FastifyRequest,
    query: { limit: number; offset: number },
    found: { count: number; rows: DeckRow[] },
    shareUuid: boolean,
  ) {
    const snapshot = await ctx.cards.get()
    const decks = await withContents(ctx.db, found.rows)
    return {
      count: found.count,
      ...pageLinks(request, found.count, query.limit, query.offset),
      results: decks.map((deck) => deckOut(deck, snapshot, { shareUuid })),
    }
  }

  app.get(
    '/decks',
    {
      config: { auth: 'none' },
      schema: { tags, querystring: PublicDeckListQuery, response: { 200: DeckListResponse } },
    },
    async (request) => {
      const query = request.query as DeckListQuery
      return page(request, query, await listDecks(ctx.db, await ctx.cards.get(), query, {}), false)
    },
  )

  app.get(
    '/decks/mine',
    {
      config: { auth: 'required' },
      schema: { tags, querystring: MyDeckListQuery, response: { 200: DeckListResponse } },
    },
    async (request) => {
      const query = request.query as DeckListQuery
      const mineOf = callerOf(request).player.id
      return page(
        request,
        query,
        await listDecks(ctx.db, await ctx.cards.get(), query, { mineOf }),
        false,
      )
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
    async (request) => {
      const { id } = request.params as z.infer<typeof DeckIdParams>
      const query = request.query as z.infer<typeof DeckDetailsQuery>
      return deckDetails(ctx.db, await ctx.cards.get(), id, request.caller?.player.id, {
        showSaved: query.show_saved,
        fullCards: query.full_cards,
      })
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
    async (request) => {
      const { id } = request.params as z.infer<typeof DeckIdParams>
      const query = request.query as z.infer<typeof SnapshotListQuery>
      const found = await listSnapshots(ctx.db, id, request.caller?.player.id, query)
      return page(request, query, found, found.owner)
    },
  )

  registerDeckWriteRoutes(app, ctx)
  registerDeckTransferRoutes(app, ctx)
}
