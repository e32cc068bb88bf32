export interface FieldIssue {
  loc?: (string | number)[]
  msg?: string
}

/** A failed API call: `status` 0 means the request never got an answer. */
export class ApiError extends Error {
  readonly status: number
  readonly detail: string | FieldIssue[] | undefined
  /** The whole answer (a refused deck save carries the current deck). */
  readonly body: unknown

  constructor(status: number, detail: string | FieldIssue[] | undefined, body?: unknown) {
    super(typeof detail === 'string' ? detail : `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.detail = detail
    this.body = body
  }
}

export const NETWORK_ERROR = 'Network Error'
const UNKNOWN_ERROR = 'Unknown server error: please report this!'
const INVALID_SUBMISSION = 'Invalid submission:'

export interface ErrorMessage {
  message: string
  items?: string[]
}

function issueLine(issue: FieldIssue): string {
  // loc[0] is where the field came from (body, query, path); the rest names the field.
  const field = (issue.loc ?? []).slice(1).join('.') || (issue.loc ?? []).join('.')
  return field ? `${field}: ${issue.msg ?? 'invalid'}` : (issue.msg ?? 'invalid')
}

/** The shared request error handling of SPEC §8, as text for a toast or an inline notice. */
export function describeError(error: unknown): ErrorMessage {
  if (typeof error === 'string') return { message: error }
  if (error instanceof ApiError) {
    if (error.status === 0) return { message: NETWORK_ERROR }
    if (error.status === 422 && Array.isArray(error.detail)) {
      return { message: INVALID_SUBMISSION, items: error.detail.map(issueLine) }
    }
    if (typeof error.detail === 'string' && error.detail) return { message: error.detail }
  }
  return { message: UNKNOWN_ERROR }
}
