import type { CommentListResponse, CommentOut, SubscriptionCreated } from '@ashes/api'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { COMMENT_PAGE_SIZE } from './paging.ts'

export type { CommentOut }

/** Query key prefix of one target's comment pages (posting, editing and deleting refresh it). */
export const commentsKey = (entityId: number) => ['comments', entityId] as const

/** One page of a card's or deck's comments, oldest first (api-decks 6.1). */
export function commentsQuery(entityId: number, page: number, token: string | null) {
  return queryOptions({
    queryKey: [...commentsKey(entityId), page, token],
    queryFn: async ({ signal }) =>
      api<CommentListResponse>(`/v2/comments/${entityId}`, {
        query: { limit: COMMENT_PAGE_SIZE, offset: (page - 1) * COMMENT_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useComments(entityId: number, page: number) {
  // admins receive the text of deleted comments, so the caller is part of the key
  const token = useAuth((state) => state.token)
  return useQuery(commentsQuery(entityId, page, token))
}

export const postComment = (entityId: number, text: string) =>
  api(`/v2/comments/${entityId}`, { method: 'POST', json: { text } })

/** Edits a comment; an admin editing someone else's comment must give moderation notes. */
export const editComment = (commentId: number, text: string, moderationNotes?: string) =>
  api(`/v2/comment/${commentId}`, {
    method: 'PATCH',
    json: moderationNotes ? { text, moderation_notes: moderationNotes } : { text },
  })

export const deleteComment = (commentId: number, moderationNotes?: string) =>
  api(`/v2/comment/${commentId}`, {
    method: 'DELETE',
    query: { moderation_notes: moderationNotes },
  })

/** Subscribes; the reply's last-seen id is never null (1 stands for "nothing seen yet"). */
export async function subscribe(entityId: number): Promise<number> {
  const reply = await api<SubscriptionCreated>(`/v2/subscription/${entityId}`, {
    method: 'POST',
  })
  return reply.last_seen_entity_id
}

export const unsubscribe = (entityId: number) =>
  api(`/v2/subscription/${entityId}`, { method: 'DELETE' })

export const markSeen = (entityId: number, lastSeenEntityId: number) =>
  api(`/v2/subscription/${entityId}`, {
    method: 'PATCH',
    json: { last_seen_entity_id: lastSeenEntityId },
  })
