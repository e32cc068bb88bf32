import { type DeckOut, useDeckDetails } from '../decks/index.ts'

/** A version of a deck: a listing entry, or a whole deck that already carries its First Five. */
export type DeckVersion = DeckOut & { first_five?: string[] }

/**
 * The version with its First Five. Listings lack it, so it is read from the version's own page
 * (GET /v2/decks/{id}) only once `enabled`: a long history costs no requests until asked.
 */
export function useFirstFive(version: DeckVersion | null | undefined, enabled: boolean) {
  const known = version?.first_five !== undefined
  const details = useDeckDetails(String(version?.id ?? ''), false, enabled && !!version && !known)
  const deck: DeckVersion | null | undefined =
    version && !known && details.data
      ? { ...version, first_five: details.data.deck.first_five }
      : version
  return { deck, details, pending: !!version && !known && !details.data }
}
