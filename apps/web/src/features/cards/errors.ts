import { ApiError } from '../../lib/api-error.ts'

const LISTING_FAILED = 'Failed to fetch card listing. Please report if this fails repeatedly'

/** The search syntax's refusal of the `q` the user typed (an unknown keyword, a bad value). */
function searchRefusal(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status !== 422 || !Array.isArray(error.detail)) {
    return undefined
  }
  return error.detail.find((issue) => issue.loc?.[1] === 'q')?.msg || undefined
}

/** Whether asking again could help: not when the search itself was refused. */
export function cardListRetryable(error: unknown): boolean {
  return searchRefusal(error) === undefined
}

/** Card list failure text of SPEC §8 (a network failure reads 'Network Error'). */
export function cardListErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 422) {
      // A search the syntax refuses says why in its own words.
      const search = searchRefusal(error)
      if (search) return search
      return `${LISTING_FAILED} (validation failure)!`
    }
    if (typeof error.detail === 'string' && error.detail) return error.detail
  }
  return `${LISTING_FAILED}!`
}
