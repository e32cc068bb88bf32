import { DeckListing } from '../features/decks/listing/DeckListing.tsx'
import type { ListingScope } from '../features/decks/listing/filters.ts'

const TITLES = {
  competitive: 'Browse decks',
  'red-rains': 'Browse Red Rains decks',
  unrestricted: 'Browse unrestricted decks',
  legacy: 'Browse legacy decks',
} as const

/** Public deck listings and the player's own (SPEC §2 "Deck listings"). */
export default function DeckList(scope: ListingScope) {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{scope.mine ? 'My decks' : TITLES[scope.kind]}</h1>
      <DeckListing key={`${scope.kind}-${scope.mine}`} scope={scope} />
    </section>
  )
}
