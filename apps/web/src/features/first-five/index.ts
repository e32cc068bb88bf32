/**
 * The First Five's public surface (issue 17 items 3 and 5), cheap to import: the builder's
 * button (its picker loads when opened) and the deck pages' slot (the first roll's odds and the
 * draw odds load where it shows).
 */
export type { FirstFiveDeck } from './deck.ts'
export { FirstFiveButton } from './FirstFiveButton.tsx'
export { FirstFiveSlot } from './FirstFiveSlot.tsx'
export { firstFiveChosen } from './selection.ts'
