import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '../components/field-errors.ts'
import { CheckboxField, TextField } from '../components/TextField.tsx'
import { NewPasswordFields, passwordsReady } from '../features/account/NewPasswordFields.tsx'
import { register } from '../features/auth/api.ts'
import { ApiError } from '../lib/api-error.ts'
import { useNavigate, useParams } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import { useSubmit } from '../lib/useSubmit.ts'

export default function FinalizeAccount() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [description, setDescription] = useState('')
  const [newsletter, setNewsletter] = useState(false)
  const { busy, run } = useSubmit()
  const fields = useFieldErrors()
  const ready = Boolean(username.trim()) && passwordsReady(password, confirm)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    fields.clear()
    void run(
      async () => {
        const user = await register(token, {
          username: username.trim(),
          password,
          password_confirm: confirm,
          newsletter_opt_in: newsletter,
          // SPEC §5: the description is sent only when it is not empty.
          ...(description.trim() ? { description } : {}),
        })
        toast.success(`Welcome to the site, ${user.username}!`)
        navigate('/decks/mine/')
      },
      (error) => {
        if (!(error instanceof ApiError && error.status === 404)) return fields.capture(error)
        toast.error('This invitation token has already been used or is otherwise invalid.')
        return true
      },
    )
  }
  return (
    <section className="mx-auto max-w-md space-y-4 py-6">
      <h1 className="text-2xl font-bold">Finalize your account</h1>
      <form onSubmit={submit} className="space-y-3">
        <TextField
          label="Username"
          value={username}
          onChange={setUsername}
          hint="Anything you like; keep it kid-friendly!"
          autoComplete="username"
          errors={fields.errors.username}
        />
        <NewPasswordFields
          label="Password"
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={fields.errors}
        />
        <TextField
          label="Description (optional)"
          multiline
          value={description}
          onChange={setDescription}
          errors={fields.errors.description}
        />
        <CheckboxField
          label="Send me the newsletter"
          checked={newsletter}
          onChange={setNewsletter}
        />
        <button type="submit" className="btn-primary" disabled={busy || !ready}>
          Create account
        </button>
      </form>
    </section>
  )
}
