import { useEffect, useRef } from 'react'
import { Icon } from '../../components/Icon.tsx'
import { useLoginPrompt } from '../../lib/session.ts'
import { LoginForm } from './LoginForm.tsx'

/** Wraps Tab and Shift+Tab around the dialog's first and last focusable elements. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = panel.querySelectorAll<HTMLElement>(
    'a[href], button:not(:disabled), input:not(:disabled), textarea:not(:disabled)',
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first?.focus()
  }
}

/** The open login dialog: the login form in a modal that keeps keyboard focus inside. */
export default function LoginDialog({ showForgot }: { showForgot: boolean }) {
  const { resolve, finish } = useLoginPrompt()
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    // Keyboard users land in the form, stay inside the dialog, and return where they were.
    const before = document.activeElement as HTMLElement | null
    panel.current?.querySelector('input')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(false)
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event)
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      before?.focus()
    }
  }, [finish])

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
        <LoginForm onSuccess={() => finish(true)} showForgot={showForgot} />
      </div>
    </div>
  )
}
