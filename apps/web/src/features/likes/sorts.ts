/**
 * The half-life of a like in trending, as the server ranks (migration 0020, TRENDING_HALF_LIFE_DAYS
 * of @ashes/api, which sorts.test.ts holds it to): written here so the listing loads no zod.
 */
const TRENDING_HALF_LIFE_DAYS = 14

/** The public deck listings' orders (issue 29), as GET /v2/decks names them. */
export const PUBLIC_SORT_LABELS = {
  created: 'Newest',
  likes: 'Most liked',
  trending: 'Trending',
} as const
export type PublicDeckSort = keyof typeof PUBLIC_SORT_LABELS

export const isPublicDeckSort = (value: string | null): value is PublicDeckSort =>
  value !== null && Object.hasOwn(PUBLIC_SORT_LABELS, value)

/** How trending ranks decks, said where it is chosen (the server's formula, migration 0020). */
export const TRENDING_HELP =
  `Trending adds up each deck's likes, a like counting in full the day it is given and half as ` +
  `much every ${TRENDING_HALF_LIFE_DAYS} days after: score = sum of 0.5^(age in days / ` +
  `${TRENDING_HALF_LIFE_DAYS}).`
