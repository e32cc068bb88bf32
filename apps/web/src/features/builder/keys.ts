/**
 * The builder's keys, for the page shell's shortcuts (app/shortcuts.ts): they load after the first
 * screen, so these stay out of the builder's index, whose every module is in the first load.
 */
import { moveRowFocus, moveTileFocus, stepFocusedCard } from './row-keys.ts'
import { builderStore } from './store-handle.ts'

/** Whether a builder is open: only then is its store here. */
const building = (): boolean => builderStore()?.getState().enabled === true

/** `+` or `-` on the focused card row: one copy more or less; false when it does not apply. */
export function stepFocusedCardCount(delta: 1 | -1): boolean {
  return building() && stepFocusedCard(delta)
}

/** An arrow key on a card row: focus moves to the row above or below; false when none has focus. */
export function moveCardRowFocus(delta: 1 | -1): boolean {
  return building() && moveRowFocus(delta)
}

/** ← or → on a binder tile: focus moves to the tile before or after; false elsewhere. */
export function moveCardTileFocus(delta: 1 | -1): boolean {
  return building() && moveTileFocus(delta)
}
