import {
  CloneQuery,
  DeckConflict,
  DeckIdParams,
  DeckSaveBody,
  DeckSaveHeaders,
  DeckSaveOut,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  SnapshotBody,
  SnapshotCreated,
  SnapshotPatchBody,
} from '@ashes/api'
import type { FastifyReply } from 'fastify'
import type { AppContext, TypedApp } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { sendJson, sendJsonText } from '../../http/json-text.ts'
import { cloneDeck } from './clone.ts'
import { deckSaveJson, deckSaveOut } from './deck-json.ts'
import { loadDeck } from './deck-rows.ts'
import { deleteDeck } from './delete.ts'
import { deckEtag, ifMatchRevisions, STALE_DECK, StaleDeck } from './revision.ts'
import { saveDeck } from './save.ts'
import { createSnapshot, patchSnapshot } from './snapshots.ts'

const tags = ['decks']
// Each a write to the player's decks: an app needs the decks:write scope (issue 28).
const required = { auth: 'required' as const, scope: 'decks:write' as const }

export function registerDeckWriteRoutes(app: TypedApp, ctx: AppContext): void {
  /**
   * The saved form of a deck as it is now, its revision in the ETag (revision.ts); the owner
   * also gets its share UUID.
   */
  async function savedDeck(reply: FastifyReply, id: number, playerId: number) {
    const deck = await loadDeck(ctx.db, id)
    if (!deck) throw notFound()
    const shareUuid = deck.player_id === playerId
    reply.header('ETag', deckEtag(deck))
    return { ...deckSaveOut(deck, await ctx.cards.get(), { shareUuid }) }
  }

  app.put(
    '/decks',
    {
      config: { ...required, keepsVersions: true },
      schema: {
        tags,
        summary: 'Create or replace a source deck',
        description:
          'Without an id the deck is created; with one it is wholly replaced (If-Match: the ' +
          'revision the edits started from, else 412). A creation may carry an Idempotency-Key ' +
          `(1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters of A-Z, a-z, 0-9, "-" and "_"; else ` +
          '422): the same key from the same player within 24 hours creates nothing more and ' +
          'answers the deck the first creation made, as it is stored now (200, with its ETag), ' +
          'so a creation whose answer was lost can be sent again; once the player has deleted ' +
          'that deck, 409 (a new key creates another).',
        headers: DeckSaveHeaders,
        body: DeckSaveBody,
        response: { 200: DeckSaveOut, 412: DeckConflict },
      },
    },
    async (request, reply) => {
      const { player } = callerOf(request)
      const snapshot = await ctx.cards.get()
      const body = request.body
      const ifMatch = request.headers['if-match']
      const options = {
        resetExported: ctx.config.allowExports,
        revisions: body.id == null ? null : ifMatchRevisions(ifMatch, body.id),
        creationKey: request.headers['idempotency-key'] ?? null,
      }
      try {
        const deck = await saveDeck(ctx.db, snapshot, player, body, options)
        reply.header('ETag', deckEtag(deck))
        return sendJsonText(reply, deckSaveJson(deck, snapshot, { shareUuid: true }))
      } catch (error) {
        if (!(error instanceof StaleDeck)) throw error
        // Not saved: the caller gets the deck it would have overwritten, to build on.
        const deck = await savedDeck(reply, error.deckId, player.id)
        return sendJson(reply.code(412), { detail: STALE_DECK, deck })
      }
    },
  )

  app.post(
    '/decks/:id/snapshot',
    {
      config: required,
      schema: {
        tags,
        params: DeckIdParams,
        body: SnapshotBody,
        response: { 201: SnapshotCreated },
      },
    },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { id } = request.params
      const snapshot = await ctx.cards.get()
      const body = request.body
      const snapshotId = await ctx.db.transaction((tx) =>
        createSnapshot(tx, snapshot, player, id, body),
      )
      return reply
        .code(201)
        .send({ detail: 'Snapshot successfully created!', snapshot_id: snapshotId })
    },
  )

  app.patch(
    '/decks/snapshots/:id',
    {
      config: required,
      schema: {
        tags,
        params: DeckIdParams,
        body: SnapshotPatchBody,
        response: { 200: DeckSaveOut },
      },
    },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { id } = request.params
      await ctx.db.transaction((tx) => patchSnapshot(tx, player, id, request.body))
      return savedDeck(reply, id, player.id)
    },
  )

  app.delete(
    '/decks/:id',
    { config: required, schema: { tags, params: DeckIdParams } },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { id } = request.params
      await ctx.db.transaction((tx) => deleteDeck(tx, player.id, id))
      return reply.code(204).send()
    },
  )

  app.get(
    '/decks/:id/clone',
    {
      config: required,
      schema: {
        tags,
        params: DeckIdParams,
        querystring: CloneQuery,
        response: { 200: DeckSaveOut },
      },
    },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { id } = request.params
      const query = request.query
      const cloneId = await ctx.db.transaction((tx) =>
        cloneDeck(tx, player.id, id, {
          shareUuid: query.direct_share_uuid,
          redRains: query.red_rains,
        }),
      )
      return savedDeck(reply, cloneId, player.id)
    },
  )
}
