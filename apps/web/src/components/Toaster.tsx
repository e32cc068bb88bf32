import { type ToastKind, useToasts } from '../lib/toast-store.ts'
import { Icon } from './Icon.tsx'

const KIND_CLASSES: Record<ToastKind, string> = {
  error: 'toast-error bg-red-700',
  warning: 'toast-warning bg-orange-600',
  success: 'toast-success bg-green-700',
  info: 'toast-info bg-sky-700',
}

/**
 * Toasts, newest on top (SPEC §8), at the bottom left: top-right (the SPEC's place) covered the
 * account menu and the builder pane's title and save status. Below 1280 px they sit above the
 * floating "Show deck builder" button.
 */
export function Toaster() {
  const { toasts, dismiss } = useToasts()
  return (
    <section
      aria-label="Notifications"
      aria-live="polite"
      className="pointer-events-none fixed bottom-18 left-2 z-50 flex w-[min(24rem,calc(100vw-1rem))] flex-col gap-2 xl:bottom-3"
    >
      {toasts.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-start gap-2 rounded-lg p-3 text-sm text-white shadow-lg ${KIND_CLASSES[item.kind]}`}
        >
          {item.kind === 'error' ? <Icon name="warning" className="mt-0.5 size-4" /> : null}
          <div className="flex-1">
            <p>{item.message}</p>
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
