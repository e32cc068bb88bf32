import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { type ReactNode, useId } from 'react'
import { LengthNote } from '../../components/LengthNote.tsx'

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
  children,
}: {
  title: string
  onTitle: (title: string) => void
  titlePlaceholder: string
  description: string
  onDescription: (description: string) => void
  busy: boolean
  submitLabel: ReactNode
  onSubmit: () => void
  /** More choices, shown above the submit button (publishing's First Five). */
  children?: ReactNode
}) {
  const lengthId = useId()
  const tooLong = description.length > DESCRIPTION_MAX_LENGTH
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
          aria-describedby={lengthId}
          aria-invalid={tooLong}
          onChange={(event) => onDescription(event.target.value)}
        />
      </label>
      <LengthNote
        id={lengthId}
        length={description.length}
        max={DESCRIPTION_MAX_LENGTH}
        what="Descriptions"
      />
      {children}
      <button type="submit" className="btn-primary" disabled={busy || tooLong}>
        {busy ? 'Saving...' : submitLabel}
      </button>
    </form>
  )
}
