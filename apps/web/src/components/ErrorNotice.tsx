import { NETWORK_ERROR } from '../lib/api-error.ts'
import { Icon } from './Icon.tsx'

/** What a read that found no copy on this device says offline (issue 50 item 12). */
const OFFLINE_PAGE = 'You are offline; this page was not saved for offline use.'

/**
 * A failure the user can act on: the message and, when trying again could help, a way to (never a
 * blank state). A refusal of what the user typed has no Retry: the same input fails the same way.
 * Offline, a read the device kept no copy of is no fault but the expected state: said plainly,
 * not as an alert.
 */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const offline = message === NETWORK_ERROR && typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <div
      role={offline ? 'status' : 'alert'}
      className={`flex flex-wrap items-center gap-3 rounded-lg border p-4 ${
        offline ? 'border-line bg-raised text-ink' : 'border-danger-line bg-danger-tint text-danger'
      }`}
    >
      {offline ? null : <Icon name="warning" className="size-5" />}
      <p className="flex-1">{offline ? OFFLINE_PAGE : message}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  )
}
