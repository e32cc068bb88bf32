/**
 * Deck insight's public surface (issue 17 items 1 and 2): a slot cheap to import on a deck page
 * or in the builder pane; the panel, its charts and the mathematics load when it first shows.
 */
export { DeckInsightSlot } from './InsightSlot.tsx'
export type { InsightDeck } from './insight.ts'
