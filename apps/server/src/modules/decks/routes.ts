import {
  DeckDetails,
  DeckDetailsQuery,
  DeckFullOut,
  DeckIdParams,
  DeckListResponse,
  MyDeckListQuery,
  PublicDeckListQuery,
  ShareUuidParams,
  SnapshotListQuery,
} from '@ashes/api'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ModulePlugin } from '../../context.ts'
import { ifNoneMatch } from '../../http/conditional.ts'
import { callerOf } from '../../http/guards.ts'
import { sendJsonText } from '../../http/json-text.ts'
import { pageLinks } from '../../http/pagination.ts'
import { pageJson } from './deck-page-json.ts'
import { DeckListings, type ListedPage } from './listing-pages.ts'
import { registerDeckTransferRoutes } from './routes-transfer.ts'
import { registerDeckWriteRoutes } from './routes-write.ts'
import { sharedDeck } from './shared.ts'
import { DeckViews } from './view.ts'

const tags = ['decks']
const NOT_MODIFIED = z.null().describe('The answer named by If-None-Match is current')

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
  const listings = new DeckListings(ctx)
  const views = new DeckViews(ctx)
  // The answers of kept public pages, beside them; gone with the page.
  const pageAnswers = new WeakMap<ListedPage, PageAnswer>()

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
      const listed = await listings.publicPage(request.query)
      return sendPage(request, reply, request.query, listed, { kept: true })
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
      const { etag, page } = await listings.mine(callerOf(request).player, request.query, {
        url: request.url,
        publicUrl: request.server.publicUrl,
        ifNoneMatch: request.headers['if-none-match'],
      })
      reply.header('ETag', etag)
      if (!page) return reply.code(304).send(null)
      return sendPage(request, reply, request.query, page)
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
      const { params, query, caller } = request
      const { body, etag } = await views.view(params.id, query, caller?.player.id)
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
      const { params, query, caller } = request
      const page = await listings.snapshots(params.id, caller?.player.id, query)
      return sendPage(request, reply, query, page)
    },
  )

  registerDeckWriteRoutes(app, ctx)
  registerDeckTransferRoutes(app, ctx)
}
