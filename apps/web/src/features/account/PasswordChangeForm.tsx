import { useId } from 'react'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../lib/toast-store.ts'
import { useForm } from '../../lib/useForm.ts'
import { changePassword } from './api.ts'
import { NewPasswordFields, passwordsReady } from './NewPasswordFields.tsx'

/** Change the password with the current one; this session stays logged in (api-core 3.5). */
export function PasswordChangeForm({ email }: { email: string }) {
  const headingId = useId()
  const form = useForm({ current_password: '', password: '', password_confirm: '' })
  const { current_password, password, password_confirm } = form.values
  const submit = form.onSubmit(async () => {
    toast.success((await changePassword(form.values)).detail)
    form.reset()
  })

  return (
    <form onSubmit={submit} aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-xl font-bold">
        Change password
      </h2>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" autoComplete="username" value={email} readOnly hidden />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...form.field('current_password')}
      />
      <NewPasswordFields form={form} />
      <button
        type="submit"
        className="btn-primary"
        disabled={form.busy || !current_password || !passwordsReady(password, password_confirm)}
      >
        Change password
      </button>
    </form>
  )
}
