import { useShallow } from 'zustand/react/shallow'
import { forceSave } from './commands.ts'
import { setConflictOpen } from './conflict.ts'
import { type SaveStatus, saveStatus } from './deck-data.ts'
import { useBuilder } from './state.ts'

/**
 * The four save states of SPEC §4 with their texts, a save refused because the deck changed
 * elsewhere (issue 24 item 1), and one held back while the description is over its limit (item
 * 6; pressing it says the limit): never "Deck is saved!" then.
 */
const LOOK: Record<SaveStatus, { text: string; mark: string; className: string }> = {
  'needs-phoenixborn': { text: 'Phoenixborn required', mark: '○', className: 'text-stone-400' },
  saving: { text: 'Saving...', mark: '', className: 'text-link' },
  dirty: { text: 'Save your deck', mark: '!', className: 'text-caution' },
  saved: { text: 'Deck is saved!', mark: '✓', className: 'text-ok' },
  conflict: { text: 'Not saved: changed elsewhere', mark: '!', className: 'text-danger' },
  'description-too-long': {
    text: 'Not saved: description too long',
    mark: '!',
    className: 'text-danger',
  },
}

/** Save-status icon; pressing it forces a save, or shows the conflict again. */
export function SaveStatusButton() {
  const status = useBuilder(
    useShallow((state) =>
      saveStatus({
        deck: state.deck,
        isDirty: state.isDirty,
        isSaving: state.isSaving,
        conflict: state.conflict,
      }),
    ),
  )
  const look = LOOK[status]
  return (
    <button
      type="button"
      className={`flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-current text-lg font-bold ${look.className} disabled:cursor-not-allowed`}
      title={look.text}
      aria-label={look.text}
      data-status={status}
      disabled={status === 'needs-phoenixborn' || status === 'saving'}
      onClick={() => (status === 'conflict' ? setConflictOpen(true) : void forceSave())}
    >
      {status === 'saving' ? (
        <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none" />
      ) : (
        <span aria-hidden="true">{look.mark}</span>
      )}
    </button>
  )
}
