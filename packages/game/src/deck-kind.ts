/**
 * A deck's kind: Red Rains (against the Chimera) or PvP, unrestricted or standard. Once a deck has
 * a public snapshot its kind is fixed, since the published versions were built and judged as that
 * kind (reference api-decks 4.5 step 3). The server refuses such a save with these texts, and the
 * builder, knowing the rule, does not offer the change.
 */
export interface DeckKind {
  isRedRains: boolean
  isUnrestricted: boolean
}

export const RED_RAINS_LOCKED =
  'You cannot convert between Red Rains and PvP for decks with a public snapshot.'
export const UNRESTRICTED_LOCKED =
  'You cannot convert between unrestricted and standard decks for decks with a public snapshot.'

/** Why saving `next` over a published deck of kind `saved` is refused, or null when it is not. */
export function publishedKindChange(saved: DeckKind, next: DeckKind): string | null {
  if (saved.isRedRains !== next.isRedRains) return RED_RAINS_LOCKED
  if (saved.isUnrestricted !== next.isUnrestricted) return UNRESTRICTED_LOCKED
  return null
}
