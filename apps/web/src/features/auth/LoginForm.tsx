import { type FormEvent, useId, useState } from 'react'
import { Link } from 'react-router'
import { describeError } from '../../lib/api-error.ts'
import { toast } from '../../lib/toast-store.ts'
import { logIn } from './api.ts'

interface LoginFormProps {
  onSuccess: () => void
  /** The reset screens hide the 'forgot password' link (SPEC §2). */
  showForgot?: boolean
}

/** Email, password and 'remember me' (SPEC §2); submit is disabled until both fields are filled. */
export function LoginForm({ onSuccess, showForgot = true }: LoginFormProps) {
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      await logIn(email.trim(), password, rememberMe)
      toast.success('You are now logged in!')
      onSuccess()
    } catch (error) {
      const { message, items } = describeError(error)
      toast.error(message, items)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-medium">
          Email
        </label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          className="field"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-password`} className="block text-sm font-medium">
          Password
        </label>
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          className="field"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        Remember me for 1 year
      </label>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="submit" className="btn-primary" disabled={busy || !email || !password}>
          {busy ? 'Logging in...' : 'Log in'}
        </button>
        {showForgot ? (
          <Link to="/players/reset/" className="link text-sm">
            Forgot your password?
          </Link>
        ) : null}
      </div>
    </form>
  )
}
