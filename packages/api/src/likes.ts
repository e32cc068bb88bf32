import { z } from 'zod'
import { paginationQuery } from './pagination.ts'

/** Likes of published decks (issue 29): PUT and DELETE /v2/decks/{id}/like, GET /v2/decks/liked. */

/** A deck's likes as its liker sees them after a like or an unlike. */
export const DeckLikeState = z.object({
  /** Players who like the deck (its source deck: every version of it counts the same likes). */
  like_count: z.number().int(),
  /** Whether the caller likes it. */
  is_liked: z.boolean(),
})
export type DeckLikeState = z.infer<typeof DeckLikeState>

/** "Decks I like": the caller's liked decks that are published, the latest like first. */
export const LikedDeckListQuery = z.object({ ...paginationQuery })

/** The public listing's orders: by date (the reference's), by likes, by likes weighted by age. */
export const PUBLIC_DECK_SORTS = ['created', 'modified', 'likes', 'trending'] as const

/** Trending weighs each like by its age: half as much every this many days (SPEC-like help). */
export const TRENDING_HALF_LIFE_DAYS = 14
