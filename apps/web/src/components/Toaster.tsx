import { type Toast, type ToastKind, useToasts } from '../lib/toast-store.ts'
import { Icon } from './Icon.tsx'

const KIND_CLASSES: Record<ToastKind, string> = {
  error: 'toast-error bg-red-700',
  warning: 'toast-warning bg-orange-600',
  success: 'toast-success bg-green-700',
  info: 'toast-info bg-sky-700',
}

/** While the builder pane is open: from 1280 px it is a column on the right (at most a third and
 * 28rem), and the toasts sit left of it; narrower it covers the page, and they go to the bottom. */
const OFF_THE_PANE = 'xl:right-[calc(min(33.34vw,28rem)+0.5rem)] max-xl:top-auto max-xl:bottom-3'

/**
 * A toast's words, the user text they quote in <bdi>: a right-to-left name took the '!' after
 * it into its run ('Welcome to the site, نار!'), as it did a badge's digits (issue 50 item 10).
 */
function Message({ message, user }: Pick<Toast, 'message' | 'user'>) {
  const at = user ? message.indexOf(user) : -1
  if (!user || at < 0) return <p>{message}</p>
  return (
    <p>
      {message.slice(0, at)}
      <bdi>{user}</bdi>
      {message.slice(at + user.length)}
    </p>
  )
}

/**
 * Toasts, newest on top, top-right (SPEC §8): below the header's account menu button (the menu,
 * once opened, draws over them), and never over the builder pane's title and save status.
 */
export function Toaster({ paneOpen }: { paneOpen: boolean }) {
  const { toasts, dismiss } = useToasts()
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className={`pointer-events-none fixed top-24 right-2 z-50 sm:top-16 flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 ${paneOpen ? OFF_THE_PANE : ''}`}
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-2 rounded-lg p-3 text-sm text-white shadow-lg ${KIND_CLASSES[item.kind]}`}
        >
          {item.kind === 'error' ? <Icon name="warning" className="mt-0.5 size-4" /> : null}
          <div className="flex-1">
            <Message message={item.message} user={item.user} />
            {item.items?.length ? (
              <ul className="mt-1 list-disc pl-5">
                {item.items.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ) : null}
          </div>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            aria-label="Dismiss notification"
            className="rounded p-0.5 hover:bg-white/20"
          >
            <Icon name="close" />
          </button>
        </div>
      ))}
    </section>
  )
}
