import { LoginForm } from '../features/auth/LoginForm.tsx'
import { useAuth } from '../lib/auth-store.ts'
import { type Location, Navigate, useLocation, useNavigate } from '../lib/router/index.ts'

interface LoginState {
  from?: Location
  required?: boolean
}

const target = (from?: Location) =>
  from && from.pathname !== '/log-in/' ? `${from.pathname}${from.search}${from.hash}` : '/'

export default function LogIn() {
  const state = (useLocation().state ?? {}) as LoginState
  const navigate = useNavigate()
  const loggedIn = useAuth((s) => s.token !== null)
  if (loggedIn) return <Navigate to={target(state.from)} replace />
  return (
    <section className="mx-auto max-w-sm space-y-4 py-6">
      <h1 className="text-2xl font-bold">Log in</h1>
      {state.required ? (
        <p className="rounded bg-warn-tint p-3 text-warn-ink">
          This page requires an account; please log in to continue...
        </p>
      ) : null}
      <LoginForm onSuccess={() => navigate(target(state.from), { replace: true })} />
    </section>
  )
}
