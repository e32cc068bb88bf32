import { cardQuery } from '../components/cards/useCard.ts'
import { deckListPageQuery, phoenixbornsQuery } from '../features/decks/api.ts'
import { DeckListing } from '../features/decks/listing/DeckListing.tsx'
import {
  deckFiltersFromSearch,
  type ListingScope,
  showsPhoenixborn,
} from '../features/decks/listing/filters.ts'
import type { ScreenData } from '../lib/screen-data.ts'

const TITLES = {
  competitive: 'Browse decks',
  'red-rains': 'Browse Red Rains decks',
  unrestricted: 'Browse unrestricted decks',
  legacy: 'Browse legacy decks',
} as const

/**
 * A public listing's page the address names, with what its filter bar shows: the Phoenixborn
 * to pick from and the cards it filters by. Own lists need a log-in: the browser asks for them.
 */
const serverData: ScreenData<ListingScope> = async (client, { search, props: scope }) => {
  if (scope.mine) return
  const filters = deckFiltersFromSearch(search, scope)
  const legacy = scope.kind === 'legacy'
  await Promise.all([
    client.prefetchQuery(deckListPageQuery(filters, scope, null)),
    showsPhoenixborn(scope) ? client.prefetchQuery(phoenixbornsQuery(legacy)) : null,
    ...filters.card.map((stub) => client.prefetchQuery(cardQuery(stub, legacy))),
  ])
}

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

/** Public deck listings and the player's own (SPEC §2 "Deck listings"). */
export default function DeckList(scope: ListingScope) {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">{scope.mine ? 'My decks' : TITLES[scope.kind]}</h1>
      <DeckListing key={`${scope.kind}-${scope.mine}`} scope={scope} />
    </section>
  )
}
