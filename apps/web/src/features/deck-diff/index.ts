/**
 * What changed between versions of a deck (issue 17 item 6), for the history pages: each
 * version's changes, and the picker that compares any two (its own chunk, loaded with `import()`).
 */
export type { DeckVersion } from './useFirstFive.ts'
export { VersionChanges } from './VersionChanges.tsx'

export const loadCompareVersions = () => import('./CompareVersions.tsx')
