import {
  MyReleasesBody,
  type Release,
  ReleaseAdminOut,
  ReleaseList,
  ReleaseListQuery,
  ReleasePatchBody,
  StubParams,
} from '@ashes/api'
import type { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import { notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { markCardDataChanged } from '../cards/card-store.ts'
import { ownedReleaseIds } from './collection.ts'

export function registerReleaseRoutes(app: TypedApp, ctx: AppContext): void {
  /** Public releases of one era in release order; `is_mine` for a logged-in caller. */
  async function listReleases(legacy: boolean, playerId: number | undefined): Promise<Release[]> {
    const snapshot = await ctx.cards.get()
    const owned = playerId === undefined ? undefined : await ownedReleaseIds(ctx.db, playerId)
    return snapshot.releases
      .filter((release) => release.isPublic && release.isLegacy === legacy)
      .map((release) => ({
        name: release.name,
        stub: release.stub,
        is_legacy: release.isLegacy,
        ...(owned ? { is_mine: owned.has(release.id) } : {}),
      }))
  }

  app.get(
    '/releases',
    {
      schema: { tags: ['releases'], querystring: ReleaseListQuery, response: { 200: ReleaseList } },
    },
    async (request) => {
      const { show_legacy } = request.query as z.infer<typeof ReleaseListQuery>
      return listReleases(show_legacy, request.caller?.player.id)
    },
  )

  app.put(
    '/releases/mine',
    {
      config: { auth: 'required' },
      schema: { tags: ['releases'], body: MyReleasesBody, response: { 200: ReleaseList } },
    },
    async (request) => {
      const stubs = request.body as string[]
      const { player } = callerOf(request)
      // Only public current releases can be owned; other stubs are ignored, as in the reference.
      await ctx.db.transaction(async (tx) => {
        await tx.query('DELETE FROM player_release WHERE player_id = $1', [player.id])
        await tx.query(
          `INSERT INTO player_release (player_id, release_id)
           SELECT $1, id FROM release WHERE stub = ANY($2::text[]) AND is_public AND NOT is_legacy
           ON CONFLICT DO NOTHING`,
          [player.id, stubs],
        )
      })
      return listReleases(false, player.id)
    },
  )

  app.patch(
    '/releases/:stub',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['releases'],
        params: StubParams,
        body: ReleasePatchBody,
        response: { 200: ReleaseAdminOut },
      },
    },
    async (request) => {
      const { stub } = request.params as { stub: string }
      const { is_public } = request.body as z.infer<typeof ReleasePatchBody>
      const row = await ctx.db.transaction(async (tx) => {
        const [updated] = await tx.query<{
          name: string
          stub: string
          is_legacy: boolean
          is_public: boolean
        }>(
          'UPDATE release SET is_public = $2 WHERE stub = $1 AND NOT is_legacy RETURNING name, stub, is_legacy, is_public',
          [stub, is_public],
        )
        if (!updated) throw notFound('Release not found.')
        await markCardDataChanged(tx)
        return updated
      })
      await ctx.cards.reload()
      return row
    },
  )
}
