import { ApiError } from '../../lib/api-error.ts'

const LISTING_FAILED = 'Failed to fetch card listing. Please report if this fails repeatedly'

/** Card list failure text of SPEC §8 (a network failure reads 'Network Error'). */
export function cardListErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 422) return `${LISTING_FAILED} (validation failure)!`
    if (typeof error.detail === 'string' && error.detail) return error.detail
  }
  return `${LISTING_FAILED}!`
}
