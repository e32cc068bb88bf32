import { useState } from 'react'
import { CheckboxField } from '../components/TextField.tsx'
import { NewPasswordFields, passwordsReady } from '../features/account/NewPasswordFields.tsx'
import { PlayerDescriptionField } from '../features/account/PlayerDescriptionField.tsx'
import { UsernameField, usernameProblem } from '../features/account/UsernameField.tsx'
import { register } from '../features/auth/api.ts'
import { ApiError } from '../lib/api-error.ts'
import { useNavigate, useParams } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import { useForm } from '../lib/useForm.ts'

export default function FinalizeAccount() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const form = useForm({ username: '', password: '', password_confirm: '', description: '' })
  const { username, password, password_confirm, description } = form.values
  const [newsletter, setNewsletter] = useState(false)
  const ready =
    Boolean(username.trim()) &&
    !usernameProblem(username) &&
    passwordsReady(password, password_confirm)

  const submit = form.onSubmit(
    async () => {
      const user = await register(token, {
        username: username.trim(),
        password,
        password_confirm,
        newsletter_opt_in: newsletter,
        // SPEC §5: the description is sent only when it is not empty.
        ...(description.trim() ? { description } : {}),
      })
      toast.success(`Welcome to the site, ${user.username}!`, user.username)
      navigate('/decks/mine/')
    },
    (error) => {
      if (!(error instanceof ApiError && error.status === 404)) return false
      toast.error('This invitation token has already been used or is otherwise invalid.')
      return true
    },
  )
  return (
    <section className="mx-auto max-w-md space-y-4 py-6">
      <h1 className="text-2xl font-bold">Finalize your account</h1>
      <form onSubmit={submit} className="space-y-3">
        <UsernameField
          hint="Anything you like; keep it kid-friendly!"
          {...form.field('username')}
        />
        <NewPasswordFields label="Password" form={form} />
        <PlayerDescriptionField label="Description (optional)" {...form.field('description')} />
        <CheckboxField
          label="Send me the newsletter"
          checked={newsletter}
          onChange={setNewsletter}
        />
        <button type="submit" className="btn-primary" disabled={form.busy || !ready}>
          Create account
        </button>
      </form>
    </section>
  )
}
