/**
 * The decks feature's public surface, the only module other features import (biome.json enforces
 * it); routes compose screens from any decks module. A page that takes only deckPath from here
 * does not load DeckContents: apps/web/package.json declares that our modules have no import side
 * effects (`sideEffects`), so the bundler drops what a page does not use. The share modal loads on
 * first use. The app shell (app/Layout.tsx) imports deck-writes.ts itself, not this index: the
 * build puts every module the entry reaches into the entry, this index's others included.
 */
export { type DeckOut, useDeckDetails, usePhoenixborns } from './api.ts'
export { DeckContents } from './DeckContents.tsx'
export { diceLabel } from './DeckDice.tsx'
export { deckPath } from './deck-rules.ts'
export { SnapshotForm } from './SnapshotForm.tsx'
export type { ShareableDeck } from './types.ts'

export const loadShareDeckModal = () => import('./ShareDeckModal.tsx')
