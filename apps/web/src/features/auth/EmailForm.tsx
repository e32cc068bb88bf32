import type { FormEvent } from 'react'
import { TextField } from '../../components/TextField.tsx'
import type { FieldBinding } from '../../lib/useForm.ts'

/** One email field and a submit button, enabled once the email is filled (SPEC §5). */
export function EmailForm({
  email,
  busy,
  submitLabel,
  onSubmit,
}: {
  /** The form's `email` field (useForm). */
  email: FieldBinding
  busy: boolean
  submitLabel: string
  onSubmit: (event: FormEvent) => void
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <TextField label="Email" type="email" autoComplete="email" {...email} />
      <button type="submit" className="btn-primary" disabled={busy || !email.value.trim()}>
        {submitLabel}
      </button>
    </form>
  )
}
