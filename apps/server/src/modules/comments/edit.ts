import type { CommentOut, CommentPatchBody } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { badRequest, forbidden, notFound } from '../../http/api-error.ts'
import type { Player } from '../auth/caller.ts'
import type { CardStore } from '../cards/card-store.ts'
import { commentOut, findComment } from './comment-rows.ts'
import { markCommentDeleted, updateCommentText } from './comment-write.ts'
import { BLANK } from './post.ts'
import { findVisibleTarget } from './target.ts'

const NO_COMMENT = 'No such comment found.'

/** A comment on a thread the player may not see is answered as missing; locked until commit. */
async function visibleComment(tx: Queryable, cards: CardStore, entityId: number, playerId: number) {
  const comment = await findComment(tx, entityId, true)
  if (!comment || !(await findVisibleTarget(tx, cards, comment.source_entity_id, playerId)))
    throw notFound(NO_COMMENT)
  return comment
}

/** PATCH /v2/comment/{entity_id}: its author edits it, or an admin moderates it with notes. */
export async function editComment(
  tx: Queryable,
  cards: CardStore,
  player: Player,
  entityId: number,
  body: CommentPatchBody,
): Promise<CommentOut> {
  const comment = await visibleComment(tx, cards, entityId, player.id)
  if (comment.is_deleted) throw badRequest('You cannot edit deleted comments.')
  if (body.text.trim() === '') throw badRequest(BLANK)
  const author = comment.player_id === player.id
  if (!author && !player.is_admin) throw forbidden('You may only edit your own comments.')
  if (!author && !body.moderation_notes)
    throw badRequest("You must include moderation notes when editing other users' comments.")
  if (author && comment.is_moderated && !player.is_admin)
    throw badRequest('This comment has been moderated and cannot be modified.')
  const moderated = author ? undefined : { notes: body.moderation_notes ?? null }
  await updateCommentText(tx, comment.id, body.text, moderated)
  const updated = await findComment(tx, entityId)
  if (!updated) throw notFound(NO_COMMENT)
  return commentOut(updated, player.is_admin)
}

/** DELETE /v2/comment/{entity_id}: by its author, or by an admin with moderation notes. */
export async function deleteComment(
  tx: Queryable,
  cards: CardStore,
  player: Player,
  entityId: number,
  notes: string | undefined,
): Promise<void> {
  const comment = await visibleComment(tx, cards, entityId, player.id)
  if (comment.is_deleted) return
  const author = comment.player_id === player.id
  if (!author && !player.is_admin) throw forbidden('You may only delete your own comments.')
  if (!author && !notes)
    throw badRequest("You must include moderation notes when deleting other users' comments.")
  await markCommentDeleted(tx, comment.id, author ? undefined : { notes: notes ?? null })
}
