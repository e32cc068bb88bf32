import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '../components/field-errors.ts'
import { requestInvite } from '../features/auth/api.ts'
import { EmailForm } from '../features/auth/EmailForm.tsx'
import { useAuth } from '../lib/auth-store.ts'
import { Navigate } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import { useSubmit } from '../lib/useSubmit.ts'

export default function SignUp() {
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState(false)
  const { busy, run } = useSubmit()
  const fields = useFieldErrors()
  const loggedIn = useAuth((s) => s.token !== null)
  if (loggedIn) return <Navigate to="/players/me/" replace />
  const submit = (event: FormEvent) => {
    event.preventDefault()
    fields.clear()
    void run(async () => {
      await requestInvite(email.trim())
      toast.success(
        'Your account invitation has been sent! Please follow the instructions in your email to finalize your account.',
      )
      setSent(true)
    }, fields.capture)
  }
  return (
    <section className="mx-auto max-w-sm space-y-4 py-6">
      <h1 className="text-2xl font-bold">Sign up</h1>
      {sent ? (
        <p role="status">Check your email for the link to finish creating your account.</p>
      ) : (
        <EmailForm
          email={email}
          onEmail={setEmail}
          errors={fields.errors.email}
          busy={busy}
          submitLabel="Request invitation"
          onSubmit={submit}
        />
      )}
    </section>
  )
}
