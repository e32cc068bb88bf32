import { type ComponentType, lazy, Suspense, useEffect } from 'react'
import { NETWORK_ERROR } from '../../lib/api-error.ts'
import { useLocation } from '../../lib/router/index.ts'
import { useLoginPrompt } from '../../lib/session.ts'
import { toast } from '../../lib/toast-store.ts'

const loadDialog = () => import('./LoginDialog.tsx')

/** If the dialog's chunk cannot load, the prompt fails with a message and the next one retries. */
const lazyDialog = () =>
  lazy<ComponentType<{ showForgot: boolean }>>(() =>
    loadDialog().catch(() => {
      LoginDialog = lazyDialog()
      useLoginPrompt.getState().finish(false)
      toast.error(NETWORK_ERROR)
      return { default: () => null }
    }),
  )
let LoginDialog = lazyDialog()

/**
 * The login modal raised by a 401 or a login-required action; it closes on any route change.
 * The dialog is its own chunk, loaded when first opened: most visits never need it.
 */
export function LoginModal() {
  const open = useLoginPrompt((state) => state.open)
  const location = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: close when the route changes
  useEffect(() => {
    if (useLoginPrompt.getState().open) useLoginPrompt.getState().finish(false)
  }, [location.pathname])

  if (!open) return null
  return (
    <Suspense fallback={null}>
      {/* The forgot-password link is hidden on the reset routes (SPEC §2). */}
      <LoginDialog showForgot={!location.pathname.startsWith('/players/reset/')} />
    </Suspense>
  )
}
