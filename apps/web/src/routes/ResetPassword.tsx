import { type FormEvent, useState } from 'react'
import { useFieldErrors } from '../components/field-errors.ts'
import { NewPasswordFields, passwordsReady } from '../features/account/NewPasswordFields.tsx'
import { resetPassword } from '../features/auth/api.ts'
import { useAuth } from '../lib/auth-store.ts'
import { Navigate, useNavigate, useParams } from '../lib/router/index.ts'
import { toast } from '../lib/toast-store.ts'
import { useSubmit } from '../lib/useSubmit.ts'

export default function ResetPassword() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { busy, run } = useSubmit()
  const fields = useFieldErrors()
  const loggedIn = useAuth((s) => s.token !== null)
  // A successful reset logs the player in; only someone logged in before is sent away (SPEC §2).
  const [done, setDone] = useState(false)
  if (loggedIn && !done) return <Navigate to="/players/me/" replace />
  const submit = (event: FormEvent) => {
    event.preventDefault()
    fields.clear()
    void run(async () => {
      setDone(true)
      await resetPassword(token, password, confirm).catch((error) => {
        setDone(false)
        throw error
      })
      toast.success('You have successfully changed your password and logged in!')
      navigate('/')
    }, fields.capture)
  }
  return (
    <section className="mx-auto max-w-sm space-y-4 py-6">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <form onSubmit={submit} className="space-y-3">
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
          disabled={busy || !passwordsReady(password, confirm)}
        >
          Reset password
        </button>
      </form>
    </section>
  )
}
