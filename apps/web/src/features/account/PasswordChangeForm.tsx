import { type FormEvent, useId, useState } from 'react'
import { useFieldErrors } from '../../components/field-errors.ts'
import { TextField } from '../../components/TextField.tsx'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { changePassword } from './api.ts'
import { NewPasswordFields, passwordsReady } from './NewPasswordFields.tsx'

/** Change the password with the current one; this session stays logged in (api-core 3.5). */
export function PasswordChangeForm({ email }: { email: string }) {
  const headingId = useId()
  const [current, setCurrent] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { busy, run } = useSubmit()
  const fields = useFieldErrors()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    fields.clear()
    void run(async () => {
      const reply = await changePassword({
        current_password: current,
        password,
        password_confirm: confirm,
      })
      toast.success(reply.detail)
      setCurrent('')
      setPassword('')
      setConfirm('')
    }, fields.capture)
  }

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
        value={current}
        onChange={setCurrent}
        errors={fields.errors.current_password}
      />
      <NewPasswordFields
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={fields.errors}
      />
      <button
        type="submit"
        className="btn-primary"
        disabled={busy || !current || !passwordsReady(password, confirm)}
      >
        Change password
      </button>
    </form>
  )
}
