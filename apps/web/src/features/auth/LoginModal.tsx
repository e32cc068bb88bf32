import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '../../components/Icon.tsx'
import { useLoginPrompt } from '../../lib/session.ts'
import { LoginForm } from './LoginForm.tsx'

/** The login modal raised by a 401 or a login-required action; it closes on any route change. */
export function LoginModal() {
  const { open, resolve, finish } = useLoginPrompt()
  const location = useLocation()
  const panel = useRef<HTMLDivElement>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the route changes
  useEffect(() => {
    if (useLoginPrompt.getState().open) useLoginPrompt.getState().finish(false)
  }, [location.pathname])

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector('input')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, finish])

  if (!open) return null
  return (
    <div className="fixed inset-0 z-40 flex items-start justify-center bg-black/40 p-4 pt-24">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-modal-title"
        className="w-full max-w-sm rounded-lg bg-white p-5 shadow-xl"
      >
        <div className="mb-3 flex items-center justify-between">
          <h2 id="login-modal-title" className="text-lg font-bold">
            Log in
          </h2>
          <button
            type="button"
            className="btn px-2"
            onClick={() => finish(false)}
            aria-label="Close"
          >
            <Icon name="close" />
          </button>
        </div>
        {resolve ? (
          <p className="mb-3 text-sm text-stone-700">
            Your session has expired. Please login to continue.
          </p>
        ) : null}
        <LoginForm onSuccess={() => finish(true)} />
      </div>
    </div>
  )
}
