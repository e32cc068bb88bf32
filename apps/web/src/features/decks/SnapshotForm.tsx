import type { ReactNode } from 'react'

/** The title and description form of a snapshot: taking one, publishing, or editing one. */
export function SnapshotForm({
  title,
  onTitle,
  titlePlaceholder,
  description,
  onDescription,
  busy,
  submitLabel,
  onSubmit,
}: {
  title: string
  onTitle: (title: string) => void
  titlePlaceholder: string
  description: string
  onDescription: (description: string) => void
  busy: boolean
  submitLabel: ReactNode
  onSubmit: () => void
}) {
  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
    >
      <label className="block text-sm font-medium">
        Title
        <input
          className="field mt-1"
          value={title}
          maxLength={255}
          placeholder={titlePlaceholder}
          onChange={(event) => onTitle(event.target.value)}
        />
      </label>
      <label className="block text-sm font-medium">
        Description
        <textarea
          className="field mt-1 h-32"
          value={description}
          onChange={(event) => onDescription(event.target.value)}
        />
      </label>
      <button type="submit" className="btn-primary" disabled={busy}>
        {busy ? 'Saving...' : submitLabel}
      </button>
    </form>
  )
}
