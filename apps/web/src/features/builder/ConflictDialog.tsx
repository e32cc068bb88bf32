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
  if (!open || !deck) return null
  const edits = describeEdits(base, deck)
  return (
    <Dialog title={CONFLICT_TITLE} onClose={() => setConflictOpen(false)}>
      <p className="text-sm">{CONFLICT_TEXT}</p>
      {edits.length ? (
        <div className="rounded border-2 border-warn-line bg-warn-tint px-3 py-2 text-sm">
          <p className="font-semibold">Your change:</p>
          <ul className="list-disc pl-5">
            {edits.map((line) => (
              <li key={line} className="wrap-anywhere">
                {line}
              </li>
            ))}
          </ul>
        </div>
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
