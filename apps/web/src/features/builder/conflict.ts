import { mergeEdits } from './merge.ts'
import { saveNow } from './save.ts'
import { useBuilder } from './state.ts'

/**
 * A save was refused because the deck changed elsewhere (issue 24 item 1): the player's edits
 * stay as they are, unsaved, until the player chooses to put them on top of the deck as it is
 * now, or to drop them for it. Autosaves wait meanwhile (save.ts).
 */

export const CONFLICT_TITLE = 'This deck was changed elsewhere'
export const CONFLICT_TEXT =
  'This deck was saved in another tab or on another device after you started editing it. Your change is not saved yet.'
export const APPLY_MINE = 'Apply my change on top'
export const DISCARD_MINE = 'Discard my change'

export function setConflictOpen(open: boolean): void {
  const { conflict } = useBuilder.getState()
  if (conflict) useBuilder.setState({ conflict: { ...conflict, open } })
}

/**
 * The player's edits (what differs from the deck they started from) put onto the deck as it is
 * now, and saved at once with its revision; resolves whether that save went through.
 */
export async function applyMineOnTop(): Promise<boolean> {
  const { conflict, base, deck, revision } = useBuilder.getState()
  if (!conflict) return false
  useBuilder.setState({
    deck: mergeEdits(base, deck, conflict.deck),
    base: conflict.deck,
    conflict: null,
    isDirty: true,
    revision: revision + 1,
  })
  return saveNow()
}

/** The deck as it is now replaces the player's unsaved edits. */
export function discardMine(): void {
  const { conflict, revision } = useBuilder.getState()
  if (!conflict) return
  useBuilder.setState({
    deck: conflict.deck,
    base: conflict.deck,
    conflict: null,
    isDirty: false,
    revision: revision + 1,
  })
}
