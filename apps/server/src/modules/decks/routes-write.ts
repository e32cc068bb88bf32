import {
  CloneQuery,
  DeckIdParams,
  DeckSaveBody,
  DeckSaveOut,
  SnapshotBody,
  SnapshotCreated,
  SnapshotPatchBody,
} from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { sendJson } from '../../http/json-text.ts'
import { cloneDeck } from './clone.ts'
import { deckSaveOut } from './deck-json.ts'
import { loadDeck } from './deck-rows.ts'
import { deleteDeck } from './delete.ts'
import { saveDeck } from './save.ts'
import { createSnapshot, patchSnapshot } from './snapshots.ts'

const tags = ['decks']
const required = { auth: 'required' as const }

export function registerDeckWriteRoutes(app: TypedApp, ctx: AppContext): void {
  /** The saved form of a deck just written; the owner also gets its share UUID. */
  async function savedDeck(id: number, playerId: number) {
    const deck = await loadDeck(ctx.db, id)
    if (!deck) throw notFound()
    const shareUuid = deck.player_id === playerId
    return { ...deckSaveOut(deck, await ctx.cards.get(), { shareUuid }) }
  }

  app.put(
    '/decks',
    {
      config: { ...required, keepsVersions: true },
      schema: { tags, body: DeckSaveBody, response: { 200: DeckSaveOut } },
    },
    async (request, reply) => {
      const { player } = callerOf(request)
      const snapshot = await ctx.cards.get()
      const body = request.body
      const reset = ctx.config.allowExports
      const deck = await saveDeck(ctx.db, snapshot, player, body, reset)
      return sendJson(reply, deckSaveOut(deck, snapshot, { shareUuid: true }))
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
    async (request) => {
      const { player } = callerOf(request)
      const { id } = request.params
      await ctx.db.transaction((tx) => patchSnapshot(tx, player, id, request.body))
      return savedDeck(id, player.id)
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
    async (request) => {
      const { player } = callerOf(request)
      const { id } = request.params
      const query = request.query
      const cloneId = await ctx.db.transaction((tx) =>
        cloneDeck(tx, player.id, id, {
          shareUuid: query.direct_share_uuid,
          redRains: query.red_rains,
        }),
      )
      return savedDeck(cloneId, player.id)
    },
  )
}
