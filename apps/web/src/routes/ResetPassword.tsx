import { type FormEvent, useState } from 'react'
import { Navigate, useNavigate, useParams } from 'react-router'
import { TextField } from '../components/TextField.tsx'
import { resetPassword } from '../features/auth/api.ts'
import { useAuth } from '../lib/auth-store.ts'
import { toast } from '../lib/toast-store.ts'
import { useSubmit } from '../lib/useSubmit.ts'

export default function ResetPassword() {
  const { token = '' } = useParams()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const { busy, run } = useSubmit()
  const loggedIn = useAuth((s) => s.token !== null)
  const [done, setDone] = useState(false)
  if (loggedIn && !done) return <Navigate to="/players/me/" replace />
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      setDone(true)
      await resetPassword(token, password, confirm).catch((error) => {
        setDone(false)
        throw error
      })
      toast.success('You have successfully changed your password and logged in!')
      navigate('/')
    })
  }
  const mismatch = Boolean(password && confirm && password !== confirm)
  return (
    <section className="mx-auto max-w-sm space-y-4 py-6">
      <h1 className="text-2xl font-bold">Choose a new password</h1>
      <form onSubmit={submit} className="space-y-3">
        <TextField
          label="New password"
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
        />
        <button
          type="submit"
          className="btn-primary"
          disabled={busy || !password || password !== confirm}
        >
          Reset password
        </button>
      </form>
    </section>
  )
}
