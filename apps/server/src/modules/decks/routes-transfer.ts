import {
  DeckExportResponse,
  DeckImportResponse,
  DeckTransferQuery,
  ExportTokenParams,
  MarkExportedBody,
} from '@ashes/api'
import type { AppContext, TypedApp } from '../../context.ts'
import { callerOf } from '../../http/guards.ts'
import { noteServerError } from '../../http/server-errors.ts'
import { exportDecks, markExported } from './export.ts'
import { importDecks } from './import.ts'

const tags = ['decks']

/** Moving decks between instances (api-decks 4.11–4.13). */
export function registerDeckTransferRoutes(app: TypedApp, ctx: AppContext): void {
  // Server-to-server: the token is the credential, so a logged-in caller is refused.
  const anonymous = { auth: 'anonymous' as const }

  app.get(
    '/decks/export/:export_token',
    {
      config: anonymous,
      schema: {
        tags,
        params: ExportTokenParams,
        querystring: DeckTransferQuery,
        response: { 200: DeckExportResponse },
      },
    },
    async (request) => {
      const { export_token } = request.params
      const query = request.query
      return exportDecks(ctx.db, await ctx.cards.get(), ctx.config, export_token, query)
    },
  )

  app.post(
    '/decks/export/:export_token',
    { config: anonymous, schema: { tags, params: ExportTokenParams, body: MarkExportedBody } },
    async (request, reply) => {
      const { export_token } = request.params
      const created = request.body
      await markExported(ctx.db, ctx.config, export_token, created)
      return reply.code(204).send()
    },
  )

  app.get(
    '/decks/import/:export_token',
    {
      config: { auth: 'required' },
      schema: {
        tags,
        params: ExportTokenParams,
        querystring: DeckTransferQuery,
        response: { 200: DeckImportResponse },
      },
    },
    async (request) => {
      const { player } = callerOf(request)
      const { export_token } = request.params
      const query = request.query
      const snapshot = await ctx.cards.get()
      // Only the configured instance is called: a caller-chosen `from_api` would let anyone
      // make this server fetch arbitrary addresses.
      const source = ctx.config.importApiUrl
      return importDecks(ctx.db, snapshot, source, player.id, export_token, query, (error) =>
        noteServerError(request, error),
      )
    },
  )
}
