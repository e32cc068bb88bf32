import { useId } from 'react'
import { Dialog } from '../../components/Dialog.tsx'
import {
  APPLY_MINE,
  applyMineOnTop,
  CONFLICT_TEXT,
  CONFLICT_TITLE,
  DISCARD_MINE,
  discardMine,
  setConflictOpen,
} from './conflict.ts'
import { describeEdits } from './merge.ts'
import { useBuilder } from './state.ts'

/**
 * The deck changed in another tab or device while this one had unsaved edits (issue 24 item 1):
 * the player's change is listed and kept until they apply it on top of the deck as it is now or
 * discard it. Closing leaves the choice open (the save-status button shows it again).
 */
export function ConflictDialog() {
  const open = useBuilder((state) => state.enabled && state.conflict?.open === true)
  // The deck is read only while the dialog is open: each card added would render it again.
  const base = useBuilder((state) => (open ? state.base : null))
  const deck = useBuilder((state) => (open ? state.deck : null))
  const theirs = useBuilder((state) => (open ? (state.conflict?.deck ?? null) : null))
  if (!open || !deck) return null
  return (
    <Dialog title={CONFLICT_TITLE} onClose={() => setConflictOpen(false)}>
      <p className="text-sm">{CONFLICT_TEXT}</p>
      <Edits
        heading="Your change:"
        lines={describeEdits(base, deck)}
        className="border-2 border-warn-line bg-warn-tint"
      />
      {/* What the other save changed, so the player knows what either choice keeps or drops
          (issue 50 item 13). */}
      {theirs ? (
        <Edits
          heading="Changed elsewhere:"
          lines={describeEdits(base, theirs)}
          className="border border-line bg-raised"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn-primary min-h-11"
          onClick={() => void applyMineOnTop()}
        >
          {APPLY_MINE}
        </button>
        <button type="button" className="btn min-h-11" onClick={discardMine}>
          {DISCARD_MINE}
        </button>
      </div>
    </Dialog>
  )
}

/** One side's edits, a list named by its heading; nothing when that side changed nothing. */
function Edits({
  heading,
  lines,
  className,
}: {
  heading: string
  lines: string[]
  className: string
}) {
  const id = useId()
  if (lines.length === 0) return null
  return (
    <div className={`rounded px-3 py-2 text-sm ${className}`}>
      <p id={id} className="font-semibold">
        {heading}
      </p>
      <ul aria-labelledby={id} className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line} className="wrap-anywhere">
            {line}
          </li>
        ))}
      </ul>
    </div>
  )
}
