import { COMMENT_MAX_LENGTH } from '@ashes/game'
import { z } from 'zod'
import { PathId } from './ids.ts'
import { paginated, paginationQuery } from './pagination.ts'
import { StoredText } from './text.ts'
import { enumOf, queryText } from './validation.ts'

/** Comments on cards and source decks (api-decks 6). */
export const CommentOut = z.object({
  entity_id: z.number().int(),
  source_entity_id: z.number().int(),
  source_version: z.number().int().nullable(),
  text: z.string().nullable(),
  ordering_increment: z.number().int(),
  created: z.string(),
  modified: z.string(),
  is_moderated: z.boolean(),
  is_deleted: z.boolean(),
  user: z.object({ username: z.string(), badge: z.string() }),
})
export type CommentOut = z.infer<typeof CommentOut>
export const CommentListResponse = paginated(CommentOut)
export type CommentListResponse = z.infer<typeof CommentListResponse>
export const CommentListQuery = z.object({
  order: enumOf(['asc', 'desc']).default('asc'),
  ...paginationQuery,
})
export const CommentEntityParams = z.object({ entity_id: PathId })
/** A comment as written: the limit keeps one comment from weighing on every page it shows on. */
const CommentText = StoredText.max(COMMENT_MAX_LENGTH)
export const CommentBody = z.object({ text: CommentText })
export const CommentPatchBody = z.object({
  text: CommentText,
  moderation_notes: StoredText.nullish(),
})
export type CommentPatchBody = z.infer<typeof CommentPatchBody>
export const CommentDeleteQuery = z.object({ moderation_notes: queryText() })
