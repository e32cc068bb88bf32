import { requestReset } from '../features/auth/api.ts'
import { EmailForm } from '../features/auth/EmailForm.tsx'
import { ApiError } from '../lib/api-error.ts'
import { useAuth } from '../lib/auth-store.ts'
import { Navigate, useNavigate } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import { useForm } from '../lib/useForm.ts'

export default function RequestReset() {
  const form = useForm({ email: '' })
  const email = form.field('email')
  const navigate = useNavigate()
  const loggedIn = useAuth((s) => s.token !== null)
  if (loggedIn) return <Navigate to="/players/me/" replace />
  const submit = form.onSubmit(
    async () => {
      await requestReset(email.value.trim())
      toast.success('Your password request has been sent! Please check your email.')
      navigate('/')
    },
    (error) => {
      if (!(error instanceof ApiError && error.status === 404)) return false
      toast.warning('This email has not been registered yet! Please sign up to continue.')
      navigate('/players/new/')
      return true
    },
  )
  return (
    <section className="mx-auto max-w-sm space-y-4 py-6">
      <h1 className="text-2xl font-bold">Reset your password</h1>
      <EmailForm email={email} busy={form.busy} submitLabel="Send reset link" onSubmit={submit} />
    </section>
  )
}
