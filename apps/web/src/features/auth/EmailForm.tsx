import type { FormEvent } from 'react'
import { TextField } from '../../components/TextField.tsx'

/** One email field and a submit button, enabled once the email is filled (SPEC §5). */
export function EmailForm({
  email,
  onEmail,
  errors,
  busy,
  submitLabel,
  onSubmit,
}: {
  email: string
  onEmail: (email: string) => void
  errors?: string[]
  busy: boolean
  submitLabel: string
  onSubmit: (event: FormEvent) => void
}) {
  return (
    <form onSubmit={onSubmit} className="space-y-3">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={onEmail}
        errors={errors}
      />
      <button type="submit" className="btn-primary" disabled={busy || !email.trim()}>
        {submitLabel}
      </button>
    </form>
  )
}
