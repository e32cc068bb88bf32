import { FORM_ERRORS } from '../../components/field-errors.ts'
import { TextField } from '../../components/TextField.tsx'
import type { FormFields } from '../../lib/useForm.ts'

/** The server's text for the same rule (PASSWORD_MISMATCH of @ashes/api, kept out of the bundle). */
const PASSWORDS_DIFFER = 'Passwords do not match.'

/** The confirm field is flagged once both fields are filled and differ (SPEC §5). */
const passwordsDiffer = (password: string, confirm: string) =>
  Boolean(password && confirm && password !== confirm)

/** A new password may be sent only when both fields are filled and equal (SPEC §5). */
export const passwordsReady = (password: string, confirm: string) =>
  Boolean(password && confirm && password === confirm)

interface NewPasswordFieldsProps {
  label?: string
  /** The form's `password` and `password_confirm`; the form's own messages go with the latter. */
  form: FormFields<'password' | 'password_confirm'>
}

/** A new password and its confirmation, as finalize, reset and password change ask for it. */
export function NewPasswordFields({ label = 'New password', form }: NewPasswordFieldsProps) {
  const password = form.field('password')
  const confirm = form.field('password_confirm')
  const confirmErrors = new Set([
    ...(passwordsDiffer(password.value, confirm.value) ? [PASSWORDS_DIFFER] : []),
    ...confirm.errors,
    ...(form.errors[FORM_ERRORS] ?? []),
  ])
  return (
    <>
      <TextField label={label} type="password" autoComplete="new-password" {...password} />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...confirm}
        errors={[...confirmErrors]}
      />
    </>
  )
}
