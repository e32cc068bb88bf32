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
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ModulePlugin } from '../../context.ts'
import { PublicDeckCache } from '../../db/public-deck-cache.ts'
import { digest, ifNoneMatch } from '../../http/conditional.ts'
import { callerOf } from '../../http/guards.ts'
import { sendJsonText } from '../../http/json-text.ts'
import { pageLinks } from '../../http/pagination.ts'
import { reportedLastSeen } from '../subscriptions/subscription-rows.ts'
import { DeckContentsJson, deckOutJson, pageJson } from './deck-page-json.ts'
import { type ListedDeck, ownDecksState } from './deck-rows.ts'
import { deckDetails } from './details.ts'
import { likesDeck } from './liked-deck-rows.ts'
import { type ListingScope, listDecks } from './listing.ts'
import { pageEtag } from './revision.ts'
import { registerDeckTransferRoutes } from './routes-transfer.ts'
import { registerDeckWriteRoutes } from './routes-write.ts'
import { sharedDeck } from './shared.ts'
import { listSnapshots } from './snapshot-list.ts'
import { SearchGate } from './title-search.ts'

const tags = ['decks']
const NOT_MODIFIED = z.null().describe('The answer named by If-None-Match is current')

/** A listing page's total and its results as JSON text. */
interface ListedPage {
  count: number
  results: string
}

/**
 * A kept page's whole answer in bytes, for the request URL it was last sent for (its links are
 * that URL's): writing the envelope around 90 KB of results on every request, and encoding the
 * copy, cost the cached listing more than the rest of its answer.
 */
interface PageAnswer {
  url: string
  body: Buffer
}

export const decksModule: ModulePlugin = async (app, ctx) => {
  // Counts by filter; an entry is some hundred bytes.
  const counts = new PublicDeckCache<number>(
    ctx.publicDecks,
    () => 100,
    ctx.metrics.cache('deck_counts'),
  )
  const contentsJson = new DeckContentsJson()
  const searches = new SearchGate()
  // A page is counted twice: its results, and its answer kept beside them (`pageAnswers`).
  const publicPages = new PublicDeckCache<ListedPage>(
    ctx.publicDecks,
    (page) => page.results.length * 2,
    ctx.metrics.cache('deck_listing_pages'),
  )
  const pageAnswers = new WeakMap<ListedPage, PageAnswer>()
  // A page keeps the ETag of the deck it shows: the header always names the body's revision.
  const publicDeckPages = new PublicDeckCache<{
    body: Buffer
    commentsEntityId: number
    etag: string
  }>(ctx.publicDecks, (page) => page.body.length, ctx.metrics.cache('deck_pages'))

  /** Listed decks as the JSON text of a page's results. */
  async function resultsJson(rows: ListedDeck[], shareUuid: boolean) {
    const snapshot = await ctx.cards.get()
    return rows.map((deck) => deckOutJson(deck, snapshot, { shareUuid }, contentsJson)).join(',')
  }

  /** A deck listing page, with the public-deck version it was read at. */
  async function listedPage(query: DeckListQuery, scope: ListingScope) {
    const found = await listDecks(ctx.db, await ctx.cards.get(), query, scope, counts, searches)
    return {
      count: found.count,
      results: await resultsJson(found.rows, false),
      version: found.version,
    }
  }

  /** A listing page in the pagination envelope, as JSON text. */
  function pageText(
    request: FastifyRequest,
    query: { limit: number; offset: number },
    listed: ListedPage,
  ) {
    const links = pageLinks(request, listed.count, query.limit, query.offset)
    return pageJson({ count: listed.count, ...links }, listed.results)
  }

  /** A kept listing page's answer to `request`, built once per page and URL. */
  function keptPageBody(
    request: FastifyRequest,
    query: { limit: number; offset: number },
    listed: ListedPage,
  ) {
    const kept = pageAnswers.get(listed)
    if (kept?.url === request.url) return kept.body
    const body = Buffer.from(pageText(request, query, listed))
    pageAnswers.set(listed, { url: request.url, body })
    return body
  }

  /** A listing page in the pagination envelope; `kept`: a page of the cache, its answer kept. */
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    query: { limit: number; offset: number },
    listed: ListedPage,
    { kept = false } = {},
  ) {
    const body = kept ? keptPageBody(request, query, listed) : pageText(request, query, listed)
    return sendJsonText(reply, body)
  }

  app.get(
    '/decks',
    {
      config: { auth: 'none' },
      schema: { tags, querystring: PublicDeckListQuery, response: { 200: DeckListResponse } },
    },
    async (request, reply) => {
      const query = request.query
      // The query as validated: equivalent URLs share one entry.
      const key = JSON.stringify(query)
      const cardVersion = (await ctx.cards.get()).version
      const listed = await publicPages.obtain(key, cardVersion, async () => {
        const { version, ...value } = await listedPage(query, {})
        return { value, version }
      })
      return sendPage(request, reply, query, listed, { kept: true })
    },
  )

  app.get(
    '/decks/mine',
    {
      config: { auth: 'required', scope: 'decks:read' },
      schema: {
        tags,
        description:
          'Answers a weak ETag; with If-None-Match naming it, 304 while none of the ' +
          "player's decks changed.",
        querystring: MyDeckListQuery,
        response: { 200: DeckListResponse, 304: NOT_MODIFIED },
      },
    },
    async (request, reply) => {
      const query = request.query
      const { player } = callerOf(request)
      // Read before the page: a save in between leaves the tag older than the page, never newer,
      // so it can cost a poller one answer more but never hide a change (issue 48 item 10).
      const state = await ownDecksState(ctx.db, player.id)
      const { version } = await ctx.cards.get()
      const parts = [String(player.id), player.username, player.badge, String(version), state]
      const etag = `W/"${digest(...parts, request.server.publicUrl, request.url)}"`
      reply.header('ETag', etag)
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
      return sendPage(request, reply, query, await listedPage(query, { mineOf: player.id }))
    },
  )

  app.get(
    '/decks/shared/:uuid',
    {
      config: { auth: 'none' },
      schema: { tags, params: ShareUuidParams, response: { 200: DeckFullOut } },
    },
    async (request) => sharedDeck(ctx.db, await ctx.cards.get(), request.params.uuid),
  )

  app.get(
    '/decks/:id',
    {
      config: { scope: 'decks:read' },
      schema: {
        tags,
        params: DeckIdParams,
        querystring: DeckDetailsQuery,
        description:
          "The ETag names the deck's revision (for If-Match) and this answer: with " +
          'If-None-Match naming it, 304 while the answer is the same.',
        response: { 200: DeckDetails, 304: NOT_MODIFIED },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const query = request.query
      const playerId = request.caller?.player.id
      const snapshot = await ctx.cards.get()
      const build = async () => {
        const found = await deckDetails(ctx.db, snapshot, id, playerId, {
          showSaved: query.show_saved,
          fullCards: query.full_cards,
        })
        const value = {
          body: Buffer.from(JSON.stringify(found.details)),
          commentsEntityId: found.commentsEntityId,
          etag: found.etag,
        }
        return { value, version: found.publicVersion }
      }
      // The saved form is its owner's alone: never kept.
      const page = query.show_saved
        ? (await build()).value
        : await publicDeckPages.obtain(`${id}:${query.full_cards}`, snapshot.version, build)
      const lastSeen = await reportedLastSeen(ctx.db, playerId, page.commentsEntityId)
      // Whether the caller likes it (issue 29) is the caller's own, like last_seen_entity_id.
      const liked = playerId === undefined ? undefined : await likesDeck(ctx.db, playerId, id)
      const extra = [
        ...(lastSeen === null ? [] : [`"last_seen_entity_id":${lastSeen}`]),
        ...(liked === undefined ? [] : [`"is_liked":${liked}`]),
      ]
      // The caller's own fields go before the closing brace of the kept answer.
      const body =
        extra.length === 0
          ? page.body
          : Buffer.concat([page.body.subarray(0, -1), Buffer.from(`,${extra.join(',')}}`)])
      const etag = pageEtag(page.etag, digest(body))
      reply.header('ETag', etag)
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send(null)
      return sendJsonText(reply, body)
    },
  )

  app.get(
    '/decks/:id/snapshots',
    {
      config: { scope: 'decks:read' },
      schema: {
        tags,
        params: DeckIdParams,
        querystring: SnapshotListQuery,
        response: { 200: DeckListResponse },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const query = request.query
      const found = await listSnapshots(ctx.db, id, request.caller?.player.id, query)
      const results = await resultsJson(found.rows, found.owner)
      return sendPage(request, reply, query, { count: found.count, results })
    },
  )

  registerDeckWriteRoutes(app, ctx)
  registerDeckTransferRoutes(app, ctx)
}
