import { Icon } from './Icon.tsx'

/**
 * A failure the user can act on: the message and, when trying again could help, a way to (never a
 * blank state). A refusal of what the user typed has no Retry: the same input fails the same way.
 */
export function ErrorNotice({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-danger-line bg-danger-tint p-4 text-danger"
    >
      <Icon name="warning" className="size-5" />
      <p className="flex-1">{message}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          Retry
        </button>
      ) : null}
    </div>
  )
}
