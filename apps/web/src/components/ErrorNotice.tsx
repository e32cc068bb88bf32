import { Icon } from './Icon.tsx'

/** A failure the user can act on: the message and a way to try again (never a blank state). */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-danger-line bg-danger-tint p-4 text-danger"
    >
      <Icon name="warning" className="size-5" />
      <p className="flex-1">{message}</p>
      <button type="button" className="btn" onClick={onRetry}>
        Retry
      </button>
    </div>
  )
}
