import { type FormEvent, useState } from 'react'
import { CheckboxField, TextField } from '../../components/TextField.tsx'
import { Link } from '../../lib/router/index.ts'
import { toast } from '../../lib/toast-store.ts'
import { useSubmit } from '../../lib/useSubmit.ts'
import { logIn } from './api.ts'

interface LoginFormProps {
  onSuccess: () => void
  /** The reset screens hide the 'forgot password' link (SPEC §2). */
  showForgot?: boolean
}

/** Email, password and 'remember me' (SPEC §2); submit is disabled until both fields are filled. */
export function LoginForm({ onSuccess, showForgot = true }: LoginFormProps) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [rememberMe, setRememberMe] = useState(false)
  const { busy, run } = useSubmit()

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      await logIn(email.trim(), password, rememberMe)
      toast.success('You are now logged in!')
      onSuccess()
    })
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      <CheckboxField label="Remember me for 1 year" checked={rememberMe} onChange={setRememberMe} />
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
