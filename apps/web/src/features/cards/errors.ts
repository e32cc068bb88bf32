import { ApiError } from '../../lib/api-error.ts'

const LISTING_FAILED = 'Failed to fetch card listing. Please report if this fails repeatedly'

/** Card list failure text of SPEC §8 (a network failure reads 'Network Error'). */
export function cardListErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 422) {
      // A search the syntax refuses says why (an unknown keyword, a bad value) in its own words.
      const search = Array.isArray(error.detail)
        ? error.detail.find((issue) => issue.loc?.[1] === 'q')
        : undefined
      if (search?.msg) return search.msg
      return `${LISTING_FAILED} (validation failure)!`
    }
    if (typeof error.detail === 'string' && error.detail) return error.detail
  }
  return `${LISTING_FAILED}!`
}
