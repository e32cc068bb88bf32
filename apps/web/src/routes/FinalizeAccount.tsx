import { type FormEvent, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { TextField } from '../components/TextField.tsx'
import { register } from '../features/auth/api.ts'
import { ApiError } from '../lib/api-error.ts'
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
  const mismatch = Boolean(password && confirm && password !== confirm)
  const ready = Boolean(username.trim() && password && confirm && !mismatch)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(
      async () => {
        const user = await register(token, {
          username: username.trim(),
          password,
          password_confirm: confirm,
          newsletter_opt_in: newsletter,
          ...(description.trim() ? { description } : {}),
        })
        toast.success(`Welcome to the site, ${user.username}!`)
        navigate('/decks/mine/')
      },
      (error) => {
        if (!(error instanceof ApiError && error.status === 404)) return false
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
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          invalid={mismatch}
          hint={mismatch ? 'Passwords do not match.' : undefined}
        />
        <TextField
          label="Description (optional)"
          multiline
          value={description}
          onChange={setDescription}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={newsletter}
            onChange={(event) => setNewsletter(event.target.checked)}
          />
          Send me the newsletter
        </label>
        <button type="submit" className="btn-primary" disabled={busy || !ready}>
          Create account
        </button>
      </form>
    </section>
  )
}
