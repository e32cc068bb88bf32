import { useState } from 'react'
import { NewPasswordFields, passwordsReady } from '../features/account/NewPasswordFields.tsx'
import { resetPassword } from '../features/auth/api.ts'
import { useAuth } from '../lib/auth-store.ts'
import { Navigate, useNavigate, useParams } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import { useForm } from '../lib/useForm.ts'

export default function ResetPassword() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const form = useForm({ password: '', password_confirm: '' })
  const { password, password_confirm } = form.values
  const loggedIn = useAuth((s) => s.token !== null)
  // A successful reset logs the player in; only someone logged in before is sent away (SPEC §2).
  const [done, setDone] = useState(false)
  if (loggedIn && !done) return <Navigate to="/players/me/" replace />
  const submit = form.onSubmit(async () => {
    setDone(true)
    await resetPassword(token, password, password_confirm).catch((error) => {
      setDone(false)
      throw error
    })
    toast.success('You have successfully changed your password and logged in!')
    navigate('/')
  })
  return (
    <section className="mx-auto max-w-sm space-y-4 py-6">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <form onSubmit={submit} className="space-y-3">
        <NewPasswordFields form={form} />
        <button
          type="submit"
          className="btn-primary"
          disabled={form.busy || !passwordsReady(password, password_confirm)}
        >
          Reset password
        </button>
      </form>
    </section>
  )
}
