import { Dialog } from '../../components/Dialog.tsx'
import { useLoginPrompt } from '../../lib/session.ts'
import { LoginForm } from './LoginForm.tsx'

/** The open login dialog: the login form in a modal that keeps keyboard focus inside. */
export default function LoginDialog({ showForgot }: { showForgot: boolean }) {
  const waited = useLoginPrompt((state) => state.waiting.length > 0)
  const finish = useLoginPrompt((state) => state.finish)
  return (
    <Dialog title="Log in" onClose={() => finish(false)}>
      {waited ? (
        <p className="text-sm text-stone-700">
          Your session has expired. Please login to continue.
        </p>
      ) : null}
      <LoginForm onSuccess={() => finish(true)} showForgot={showForgot} />
    </Dialog>
  )
}
