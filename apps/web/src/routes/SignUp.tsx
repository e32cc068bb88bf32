import { useState } from 'react'
import { requestInvite } from '../features/auth/api.ts'
import { EmailForm } from '../features/auth/EmailForm.tsx'
import { useAuth } from '../lib/auth-store.ts'
import { Navigate } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import { useForm } from '../lib/useForm.ts'

export default function SignUp() {
  const form = useForm({ email: '' })
  const email = form.field('email')
  const [sent, setSent] = useState(false)
  const loggedIn = useAuth((s) => s.token !== null)
  if (loggedIn) return <Navigate to="/players/me/" replace />
  const submit = form.onSubmit(async () => {
    await requestInvite(email.value.trim())
    toast.success(
      'Your account invitation has been sent! Please follow the instructions in your email to finalize your account.',
    )
    setSent(true)
  })
  return (
    <section className="mx-auto max-w-sm space-y-4 py-6">
      <h1 className="text-2xl font-bold">Sign up</h1>
      {sent ? (
        <p role="status">Check your email for the link to finish creating your account.</p>
      ) : (
        <EmailForm
          email={email}
          busy={form.busy}
          submitLabel="Request invitation"
          onSubmit={submit}
        />
      )}
    </section>
  )
}
