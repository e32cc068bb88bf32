import {
  CommentBody,
  CommentDeleteQuery,
  CommentEntityParams,
  CommentListQuery,
  CommentListResponse,
  CommentOut,
  CommentPatchBody,
} from '@ashes/api'
import type { ModulePlugin } from '../../context.ts'
import { callerOf } from '../../http/guards.ts'
import { pageLinks } from '../../http/pagination.ts'
import { deleteComment, editComment } from './edit.ts'
import { postOnThread } from './post.ts'
import { listThread } from './thread.ts'

const tags = ['comments']
const required = { auth: 'required' as const }

export const commentsModule: ModulePlugin = async (app, ctx) => {
  app.get(
    '/comments/:entity_id',
    {
      config: { scope: 'public' },
      schema: {
        tags,
        params: CommentEntityParams,
        querystring: CommentListQuery,
        response: { 200: CommentListResponse },
      },
    },
    async (request) => {
      const { entity_id } = request.params
      const query = request.query
      const viewer = request.caller?.player
      const { count, results } = await listThread(ctx.db, ctx.cards, entity_id, query, viewer)
      return { count, ...pageLinks(request, count, query.limit, query.offset), results }
    },
  )

  app.post(
    '/comments/:entity_id',
    { config: required, schema: { tags, params: CommentEntityParams, body: CommentBody } },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { entity_id } = request.params
      const { text } = request.body
      await postOnThread(ctx.db, ctx.cards, entity_id, player.id, text)
      return reply.code(201).send({ detail: 'Comment successfully posted!' })
    },
  )

  app.patch(
    '/comment/:entity_id',
    {
      config: required,
      schema: {
        tags,
        params: CommentEntityParams,
        body: CommentPatchBody,
        response: { 200: CommentOut },
      },
    },
    async (request) => {
      const { player } = callerOf(request)
      const { entity_id } = request.params
      const body = request.body
      return ctx.db.transaction((tx) => editComment(tx, ctx.cards, player, entity_id, body))
    },
  )

  app.delete(
    '/comment/:entity_id',
    {
      config: required,
      schema: { tags, params: CommentEntityParams, querystring: CommentDeleteQuery },
    },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { entity_id } = request.params
      const { moderation_notes: notes } = request.query
      await ctx.db.transaction((tx) => deleteComment(tx, ctx.cards, player, entity_id, notes))
      return reply.code(204).send()
    },
  )
}
