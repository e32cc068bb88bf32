import { LegacyContext } from '../components/cards/RichText.tsx'
import { cardListPagesQuery, releasesQuery } from '../features/cards/api.ts'
import { CardBrowser } from '../features/cards/browser/CardBrowser.tsx'
import { addressFilters, addressStartPage } from '../features/cards/useCardFilters.ts'
import { isRouteHandle } from '../lib/route-handle.ts'
import { useMatches } from '../lib/router/index.ts'
import type { ScreenData } from '../lib/screen-data.ts'

/** The page of cards the address names, and the releases its filter offers, for a visitor. */
const serverData: ScreenData = (client, { search, handle }) => {
  const legacy = handle.legacy === true
  const filters = addressFilters(search, 'all', false)
  const start = addressStartPage(search)
  return Promise.all([
    client.prefetchInfiniteQuery(cardListPagesQuery(filters, legacy, null, start, null)),
    client.prefetchQuery(releasesQuery(legacy, null)),
  ])
}

/** Fetched by the server's render only (lib/screen-data.ts): the browser's build leaves it out. */
export const screenData = import.meta.env.SSR ? serverData : undefined

export default function CardsBrowse() {
  const matches = useMatches()
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle)
  const legacy = handle?.legacy === true
  return (
    <section>
      <h1 className="mb-3 text-2xl font-bold">{legacy ? 'Browse legacy cards' : 'Browse cards'}</h1>
      {/* a new key per route so switching current/legacy starts from that route's query string */}
      <LegacyContext.Provider value={legacy}>
        <CardBrowser key={legacy ? 'legacy' : 'current'} legacy={legacy} />
      </LegacyContext.Provider>
    </section>
  )
}
