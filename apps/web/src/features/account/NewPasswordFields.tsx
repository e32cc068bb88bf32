import { type FieldErrors, FORM_ERRORS } from '../../components/field-errors.ts'
import { TextField } from '../../components/TextField.tsx'

/** The server's text for the same rule (PASSWORD_MISMATCH of @ashes/api, kept out of the bundle). */
const PASSWORDS_DIFFER = 'Passwords do not match.'

/** The confirm field is flagged once both fields are filled and differ (SPEC §5). */
export const passwordsDiffer = (password: string, confirm: string) =>
  Boolean(password && confirm && password !== confirm)

/** A new password may be sent only when both fields are filled and equal (SPEC §5). */
export const passwordsReady = (password: string, confirm: string) =>
  Boolean(password && confirm && password === confirm)

interface NewPasswordFieldsProps {
  label?: string
  password: string
  confirm: string
  onPassword: (value: string) => void
  onConfirm: (value: string) => void
  /** Field errors of the last submit (`password`, `password_confirm` and the form's own). */
  errors: FieldErrors
}

/** A new password and its confirmation, as finalize, reset and password change ask for it. */
export function NewPasswordFields({
  label = 'New password',
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
}: NewPasswordFieldsProps) {
  const confirmErrors = new Set([
    ...(passwordsDiffer(password, confirm) ? [PASSWORDS_DIFFER] : []),
    ...(errors.password_confirm ?? []),
    ...(errors[FORM_ERRORS] ?? []),
  ])
  return (
    <>
      <TextField
        label={label}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={onPassword}
        errors={errors.password}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirm}
        errors={[...confirmErrors]}
      />
    </>
  )
}
