import {
  MyReleasesBody,
  ReleaseAdminOut,
  ReleaseList,
  ReleaseListQuery,
  ReleasePatchBody,
  StubParams,
} from '@ashes/api'
import type { ModulePlugin } from '../../context.ts'
import { callerOf } from '../../http/guards.ts'
import { setOwnedReleases } from '../cards/collection.ts'
import { listReleases } from './listing.ts'
import { setReleasePublic } from './publish.ts'

const tags = ['releases']

export const releasesModule: ModulePlugin = async (app, ctx) => {
  app.get(
    '/releases',
    {
      config: { scope: 'public' },
      schema: { tags, querystring: ReleaseListQuery, response: { 200: ReleaseList } },
    },
    async (request) => {
      const { show_legacy } = request.query
      return listReleases(ctx.db, ctx.cards, show_legacy, request.caller?.player.id)
    },
  )

  app.put(
    '/releases/mine',
    {
      config: { auth: 'required' },
      schema: { tags, body: MyReleasesBody, response: { 200: ReleaseList } },
    },
    async (request) => {
      const { player } = callerOf(request)
      await setOwnedReleases(ctx.db, player.id, request.body)
      return listReleases(ctx.db, ctx.cards, false, player.id)
    },
  )

  app.patch(
    '/releases/:stub',
    {
      config: { auth: 'admin' },
      schema: {
        tags,
        params: StubParams,
        body: ReleasePatchBody,
        response: { 200: ReleaseAdminOut },
      },
    },
    async (request) =>
      setReleasePublic(ctx.db, ctx.cards, request.params.stub, request.body.is_public),
  )
}
