import { LegacyContext } from '../components/cards/RichText.tsx'
import { CardBrowser } from '../features/cards/browser/CardBrowser.tsx'
import { isRouteHandle } from '../lib/route-handle.ts'
import { useMatches } from '../lib/router/index.ts'

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
