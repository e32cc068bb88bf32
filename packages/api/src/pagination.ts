import { z } from 'zod'
import { queryInt } from './validation.ts'

export const PAGINATION_DEFAULT_LIMIT = 30
export const PAGINATION_MAX_LIMIT = 100

/** limit/offset of every paginated listing; limit above the maximum is clamped, not refused. */
export const paginationQuery = {
  limit: queryInt({ fallback: PAGINATION_DEFAULT_LIMIT, min: 1 }).transform((limit) =>
    Math.min(limit, PAGINATION_MAX_LIMIT),
  ),
  // Beyond the safe integers the number is not what was sent, and the database's OFFSET overflows.
  offset: queryInt({ fallback: 0, min: 0, max: Number.MAX_SAFE_INTEGER }),
}

export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  })
export type Paginated<T> = {
  count: number
  next: string | null
  previous: string | null
  results: T[]
}
