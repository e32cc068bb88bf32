import { DeckIdParams, DeckLikeState, DeckListResponse, LikedDeckListQuery } from '@ashes/api'
import type { ModulePlugin } from '../../context.ts'
import { callerOf } from '../../http/guards.ts'
import { sendJsonText } from '../../http/json-text.ts'
import { pageLinks } from '../../http/pagination.ts'
import { DeckContentsJson, deckOutJson, pageJson } from '../decks/deck-page-json.ts'
import { listLikedDecks } from '../decks/liked-deck-rows.ts'
import { setLike } from './like.ts'

const tags = ['likes']
const config = { auth: 'required' as const }

export const likesModule: ModulePlugin = async (app, ctx) => {
  const contentsJson = new DeckContentsJson()

  for (const [method, like] of [
    ['PUT', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/decks/:id/like',
      config,
      schema: { tags, params: DeckIdParams, response: { 200: DeckLikeState } },
      handler: async (request) => {
        const { player } = callerOf(request)
        // Each write moves the public-deck version, which empties every server's cached pages:
        // a player toggling likes in a loop is held to the limit.
        await ctx.rateLimit.check('like', request.ip, String(player.id))
        return ctx.db.transaction((tx) => setLike(tx, player.id, request.params.id, like))
      },
    })
  }

  app.get(
    '/decks/liked',
    {
      config,
      schema: { tags, querystring: LikedDeckListQuery, response: { 200: DeckListResponse } },
    },
    async (request, reply) => {
      const query = request.query
      const found = await listLikedDecks(ctx.db, callerOf(request).player.id, query)
      const snapshot = await ctx.cards.get()
      const results = found.rows
        .map((deck) => deckOutJson(deck, snapshot, { shareUuid: false }, contentsJson))
        .join(',')
      const links = pageLinks(request, found.count, query.limit, query.offset)
      return sendJsonText(reply, pageJson({ count: found.count, ...links }, results))
    },
  )
}
