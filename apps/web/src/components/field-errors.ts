import { useState } from 'react'
import { ApiError } from '../lib/api-error.ts'

/**
 * Messages of a 422 reply by field name (`loc` without its `body`/`query` origin); rules across
 * fields (`loc: ["body"]`, e.g. 'Passwords do not match.') are kept under FORM_ERRORS.
 */
export type FieldErrors = Partial<Record<string, string[]>>
export const FORM_ERRORS = ''

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError && error.status === 422 && Array.isArray(error.detail))) return {}
  const errors: FieldErrors = {}
  for (const issue of error.detail) {
    if (!issue.msg) continue
    const field = (issue.loc ?? []).slice(1).join('.')
    errors[field] = [...(errors[field] ?? []), issue.msg.replace(/^Value error, /, '')]
  }
  return errors
}

/**
 * The field errors of a form's last submit. `capture` suits `useSubmit`'s error callback: it
 * keeps the messages for the fields and still lets the shared handler show its toast (SPEC §8).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<FieldErrors>({})
  return {
    errors,
    clear: () => setErrors({}),
    capture: (error: unknown) => {
      setErrors(fieldErrorsOf(error))
      return false
    },
  }
}
