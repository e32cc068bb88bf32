import {
  CommentBody,
  CommentDeleteQuery,
  CommentEntityParams,
  CommentListQuery,
  CommentListResponse,
  CommentOut,
  CommentPatchBody,
} from '@ashes/api'
import type { z } from 'zod'
import type { AppContext, TypedApp } from '../../context.ts'
import type { Queryable } from '../../db/client.ts'
import { badRequest, forbidden, notFound } from '../../http/api-error.ts'
import { callerOf } from '../../http/guards.ts'
import { pageLinks } from '../../http/pagination.ts'
import { findVisibleTarget } from '../subscriptions/target.ts'
import { COMMENT_COLUMNS, type CommentRow, commentOut, findComment, postComment } from './store.ts'

const tags = ['comments']
const required = { auth: 'required' as const }
type Params = z.infer<typeof CommentEntityParams>
const BLANK = 'You cannot post blank comments.'
const NO_COMMENT = 'No such comment found.'

export function registerCommentRoutes(app: TypedApp, ctx: AppContext): void {
  /** A comment on a thread the player may not see is answered as missing. */
  const visibleComment = async (tx: Queryable, entityId: number, playerId: number) => {
    const comment = await findComment(tx, entityId, true)
    if (!comment || !(await findVisibleTarget(tx, ctx.cards, comment.source_entity_id, playerId)))
      throw notFound(NO_COMMENT)
    return comment
  }

  app.get(
    '/comments/:entity_id',
    {
      schema: {
        tags,
        params: CommentEntityParams,
        querystring: CommentListQuery,
        response: { 200: CommentListResponse },
      },
    },
    async (request) => {
      const { entity_id } = request.params as Params
      const query = request.query as z.infer<typeof CommentListQuery>
      const isAdmin = request.caller?.player.is_admin ?? false
      // As the reference answers an unknown entity: an empty page.
      const target = await findVisibleTarget(
        ctx.db,
        ctx.cards,
        entity_id,
        request.caller?.player.id,
      )
      if (!target)
        return { count: 0, ...pageLinks(request, 0, query.limit, query.offset), results: [] }
      const id = target.entityId
      const [total] = await ctx.db.query<{ count: number }>(
        'SELECT count(*) AS count FROM comment WHERE source_entity_id = $1',
        [id],
      )
      const order = query.order === 'desc' ? 'DESC' : 'ASC'
      const rows = await ctx.db.query<CommentRow>(
        `SELECT ${COMMENT_COLUMNS} FROM comment c JOIN player p ON p.id = c.player_id
         WHERE c.source_entity_id = $1 ORDER BY c.created ${order}, c.id ${order} LIMIT $2 OFFSET $3`,
        [id, query.limit, query.offset],
      )
      const count = total?.count ?? 0
      return {
        count,
        ...pageLinks(request, count, query.limit, query.offset),
        results: rows.map((row) => commentOut(row, isAdmin)),
      }
    },
  )

  app.post(
    '/comments/:entity_id',
    { config: required, schema: { tags, params: CommentEntityParams, body: CommentBody } },
    async (request, reply) => {
      const { player } = callerOf(request)
      const { entity_id } = request.params as Params
      const { text } = request.body as z.infer<typeof CommentBody>
      const target = await findVisibleTarget(ctx.db, ctx.cards, entity_id, player.id)
      if (!target) throw notFound('No valid resource found to comment on.')
      if (target.isLegacy) throw badRequest('Commenting on legacy decks and cards is not allowed.')
      if (target.isSnapshot) throw badRequest('You cannot comment on snapshots.')
      if (text.trim() === '') throw badRequest(BLANK)
      // Text is stored as written; it is parsed and rendered safely by clients.
      await ctx.db.transaction((tx) => postComment(tx, target, player.id, text))
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
      const { entity_id } = request.params as Params
      const body = request.body as CommentPatchBody
      return ctx.db.transaction(async (tx) => {
        const comment = await visibleComment(tx, entity_id, player.id)
        if (comment.is_deleted) throw badRequest('You cannot edit deleted comments.')
        if (body.text.trim() === '') throw badRequest(BLANK)
        const author = comment.player_id === player.id
        if (!author && !player.is_admin) throw forbidden('You may only edit your own comments.')
        if (!author && !body.moderation_notes)
          throw badRequest("You must include moderation notes when editing other users' comments.")
        if (author && comment.is_moderated && !player.is_admin)
          throw badRequest('This comment has been moderated and cannot be modified.')
        await tx.query(
          `UPDATE comment SET text = $2, modified = now(),
             original_text = CASE WHEN $3 THEN text ELSE original_text END,
             moderation_notes = CASE WHEN $3 THEN $4 ELSE moderation_notes END,
             is_moderated = is_moderated OR $3
           WHERE id = $1`,
          [comment.id, body.text, !author, body.moderation_notes ?? null],
        )
        const updated = await findComment(tx, entity_id)
        if (!updated) throw notFound(NO_COMMENT)
        return commentOut(updated, player.is_admin)
      })
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
      const { entity_id } = request.params as Params
      const { moderation_notes: notes } = request.query as z.infer<typeof CommentDeleteQuery>
      await ctx.db.transaction(async (tx) => {
        const comment = await visibleComment(tx, entity_id, player.id)
        if (comment.is_deleted) return
        const author = comment.player_id === player.id
        if (!author && !player.is_admin) throw forbidden('You may only delete your own comments.')
        if (!author && !notes)
          throw badRequest("You must include moderation notes when deleting other users' comments.")
        await tx.query(
          `UPDATE comment SET is_deleted = true,
             moderation_notes = CASE WHEN $2 THEN $3 ELSE moderation_notes END,
             is_moderated = is_moderated OR $2
           WHERE id = $1`,
          [comment.id, !author, notes ?? null],
        )
      })
      return reply.code(204).send()
    },
  )
}
