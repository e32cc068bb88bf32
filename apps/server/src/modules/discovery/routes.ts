import {
  DeckIdParams,
  DiscoveryQuery,
  MetaResponse,
  PlayedWithQuery,
  PlayedWithResponse,
  SimilarDecksResponse,
  StubParams,
  SuggestionsQuery,
  SuggestionsResponse,
} from '@ashes/api'
import type { ModulePlugin } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { DeckIndexes } from './deck-index-reads.ts'
import { meta } from './meta.ts'
import { playedWith } from './played-with.ts'
import { similarDecks } from './similar-decks.ts'
import { suggestions } from './suggestions.ts'

const tags = ['discovery']
const config = { auth: 'none' } as const

/**
 * Discovery (issue 29): what public decks play, answered from an in-memory index of the public
 * decks (deck-index.ts) brought up to date by its changes whenever the public-deck version moves.
 */
export const discoveryModule: ModulePlugin = async (app, ctx) => {
  const indexes = new DeckIndexes(ctx.db, ctx.publicDecks)
  // The meta reads every deck: built once per public-deck version, card-data version and filter.
  let metas = { version: -1, kept: new Map<string, MetaResponse>() }

  app.get(
    '/discovery/cards/:stub',
    {
      config,
      schema: {
        tags,
        params: StubParams,
        querystring: PlayedWithQuery,
        response: { 200: PlayedWithResponse },
      },
    },
    async (request) => {
      const found = playedWith(await indexes.get(), await ctx.cards.get(), request.params.stub, {
        includePreconstructed: request.query.include_preconstructed,
        limit: request.query.limit,
      })
      if (!found) throw notFound('Card not found.')
      return found
    },
  )

  app.get(
    '/discovery/decks/:id',
    {
      config,
      schema: {
        tags,
        params: DeckIdParams,
        querystring: DiscoveryQuery,
        response: { 200: SimilarDecksResponse },
      },
    },
    async (request) => {
      const found = similarDecks(await indexes.get(), await ctx.cards.get(), request.params.id, {
        includePreconstructed: request.query.include_preconstructed,
      })
      if (!found) throw notFound('No public deck with this id.')
      return found
    },
  )

  app.get(
    '/discovery/suggestions',
    {
      config,
      schema: { tags, querystring: SuggestionsQuery, response: { 200: SuggestionsResponse } },
    },
    async (request) => {
      const { query } = request
      const found = suggestions(await indexes.get(), await ctx.cards.get(), {
        phoenixborn: query.phoenixborn,
        cards: query.card ?? [],
        includePreconstructed: query.include_preconstructed,
      })
      if (!found) throw notFound('Phoenixborn not found.')
      return found
    },
  )

  app.get(
    '/discovery/meta',
    { config, schema: { tags, querystring: DiscoveryQuery, response: { 200: MetaResponse } } },
    async (request) => {
      const index = await indexes.get()
      const snapshot = await ctx.cards.get()
      const include = request.query.include_preconstructed
      if (metas.version !== index.version) metas = { version: index.version, kept: new Map() }
      const key = `${snapshot.version}:${include}`
      const found = metas.kept.get(key) ?? meta(index, snapshot, include)
      metas.kept.set(key, found)
      return found
    },
  )
}
