/**
 * Discovery's public surface (issue 29): what public decks say about a card, a deck, a deck
 * being built, and the meta. Each piece fetches its own figures when it first shows.
 */
export { metaQuery, playedWithQuery, similarDecksQuery, useSuggestions } from './api.ts'
export { MetaPage } from './MetaPage.tsx'
export { PlayedWith } from './PlayedWith.tsx'
export { PlayedWithPreviews } from './PlayedWithPreviews.tsx'
export { SimilarDecks } from './SimilarDecks.tsx'
