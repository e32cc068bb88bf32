import {
  DeckGameList,
  DeckGameParams,
  DeckGamesQuery,
  DeckIdParams,
  DeckRecordsSetting,
  DeckResults,
  GameResultBody,
  GameResultOut,
} from '@ashes/api'
import { z } from 'zod'
import type { ModulePlugin } from '../../context.ts'
import { callerOf } from '../../http/guards.ts'
import { pageLinks } from '../../http/pagination.ts'
import { deckRecord } from './deck-record.ts'
import { deleteDeckGame } from './delete.ts'
import { listDeckGames } from './games.ts'
import { recordResult } from './record.ts'
import { setShowDeckRecords, showsDeckRecords } from './result-rows.ts'

const tags = ['results']

/** Game results apps report, and the records decks show (issue 28, "Game results"). */
export const resultsModule: ModulePlugin = async (app, ctx) => {
  app.post(
    '/decks/:id/results',
    {
      config: { auth: 'required', scope: 'results:write' },
      schema: {
        tags,
        params: DeckIdParams,
        body: GameResultBody,
        response: { 200: GameResultOut, 201: GameResultOut },
      },
    },
    async (request, reply) => {
      const cards = await ctx.cards.get()
      const caller = callerOf(request)
      const { result, created } = await recordResult(
        ctx.db,
        cards,
        caller,
        request.params.id,
        request.body,
      )
      // A report sent again is answered with the game as first recorded.
      return reply.code(created ? 201 : 200).send(result)
    },
  )

  app.get(
    '/decks/:id/results',
    {
      config: { auth: 'optional', scope: 'decks:read' },
      schema: { tags, params: DeckIdParams, response: { 200: DeckResults } },
    },
    async (request) =>
      deckRecord(ctx.db, await ctx.cards.get(), request.caller?.player.id, request.params.id),
  )

  // The games behind a record and who reported them, for the owner's site log-in only: an app
  // does not see what the player's other apps reported (issue 48 item 9).
  app.get(
    '/decks/:id/results/games',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        params: DeckIdParams,
        querystring: DeckGamesQuery,
        response: { 200: DeckGameList },
      },
    },
    async (request) => {
      const { query } = request
      const { player } = callerOf(request)
      const cards = await ctx.cards.get()
      const found = await listDeckGames(ctx.db, cards, player.id, request.params.id, query)
      return { ...found, ...pageLinks(request, found.count, query.limit, query.offset) }
    },
  )

  app.delete(
    '/decks/:id/results/:result_id',
    {
      config: { auth: 'required' },
      schema: { tags, params: DeckGameParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const { id, result_id } = request.params
      await deleteDeckGame(ctx.db, callerOf(request).player.id, id, result_id)
      return reply.code(204).send(null)
    },
  )

  app.get(
    '/players/me/deck-records',
    {
      config: { auth: 'required' },
      schema: { tags, response: { 200: DeckRecordsSetting } },
    },
    async (request) => ({
      show_on_public_snapshots: await showsDeckRecords(ctx.db, callerOf(request).player.id),
    }),
  )

  app.put(
    '/players/me/deck-records',
    {
      config: { auth: 'required' },
      schema: { tags, body: DeckRecordsSetting, response: { 200: DeckRecordsSetting } },
    },
    async (request) => {
      const { player } = callerOf(request)
      await setShowDeckRecords(ctx.db, player.id, request.body.show_on_public_snapshots)
      return { show_on_public_snapshots: request.body.show_on_public_snapshots }
    },
  )
}
