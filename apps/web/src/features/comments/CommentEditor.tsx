import { COMMENT_MAX_LENGTH } from '@ashes/game'
import { useId, useState } from 'react'
import { UserText } from '../../components/cards/RichText.tsx'
import { LengthNote } from '../../components/LengthNote.tsx'
import { FormattingHelp } from './FormattingHelp.tsx'

/** Whether comment text has anything to publish (the server refuses blank comments). */
export const isBlank = (text: string) => text.trim() === ''
/** Whether comment text is over the limit the server holds it to (a 422). */
export const isTooLong = (text: string) => text.length > COMMENT_MAX_LENGTH

/**
 * The comment text box with Write and Preview tabs (Preview is disabled while the text is
 * empty) and the formatting help, for new comments and edits alike.
 */
export function CommentEditor(props: {
  value: string
  onChange: (value: string) => void
  label: string
}) {
  const [previewing, setPreviewing] = useState(false)
  const [helpOpen, setHelpOpen] = useState(false)
  const id = useId()
  const showPreview = previewing && !isBlank(props.value)
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <fieldset className="flex">
          <legend className="sr-only">{props.label}: mode</legend>
          <button
            type="button"
            className="btn-toggle rounded-r-none"
            aria-pressed={!showPreview}
            onClick={() => setPreviewing(false)}
          >
            Write
          </button>
          <button
            type="button"
            className="btn-toggle -ml-px rounded-l-none"
            aria-pressed={showPreview}
            disabled={isBlank(props.value)}
            onClick={() => setPreviewing(true)}
          >
            Preview
          </button>
        </fieldset>
        <button
          type="button"
          className="link text-sm"
          aria-expanded={helpOpen}
          aria-controls={`${id}-help`}
          onClick={() => setHelpOpen(!helpOpen)}
        >
          Formatting help
        </button>
      </div>
      {helpOpen ? <FormattingHelp id={`${id}-help`} /> : null}
      <label htmlFor={`${id}-text`} className="sr-only">
        {props.label}
      </label>
      {/* hidden rather than unmounted while previewing, so the text keeps its undo history */}
      <textarea
        id={`${id}-text`}
        className="field min-h-32"
        placeholder="Enter comment here"
        value={props.value}
        hidden={showPreview}
        aria-describedby={`${id}-length`}
        aria-invalid={isTooLong(props.value)}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <LengthNote
        id={`${id}-length`}
        length={props.value.length}
        max={COMMENT_MAX_LENGTH}
        what="Comments"
      />
      {showPreview ? (
        <section
          aria-label="Preview"
          className="rounded border-2 border-warn-line bg-warn-tint px-4 py-2"
        >
          <UserText text={props.value} />
        </section>
      ) : null}
    </div>
  )
}
