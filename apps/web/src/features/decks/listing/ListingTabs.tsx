import { Link } from '../../../lib/router/index.ts'
import { type DeckKind, type ListingScope, listingPath } from './filters.ts'

const TABS: [DeckKind, string][] = [
  ['competitive', 'Competitive'],
  ['red-rains', 'Red Rains'],
  ['unrestricted', 'Unrestricted'],
]

/** Competitive / Red Rains / Unrestricted; legacy decks have their own route, linked aside. */
export function ListingTabs({ scope }: { scope: ListingScope }) {
  return (
    <nav aria-label="Deck types" className="flex flex-wrap items-center gap-2">
      <ul className="flex flex-1 gap-1">
        {TABS.map(([kind, label]) => {
          const current = scope.kind === kind
          return (
            <li key={kind} className="flex-1">
              <Link
                to={listingPath({ kind, mine: scope.mine })}
                aria-current={current ? 'page' : undefined}
                className={`block rounded border px-3 py-2 text-center font-semibold ${
                  current
                    ? 'border-accent bg-accent-tint text-accent-ink'
                    : 'border-stone-300 bg-raised hover:bg-stone-100'
                }`}
              >
                {label}
              </Link>
            </li>
          )
        })}
      </ul>
      {scope.mine ? (
        <Link to="/decks/liked/" className="link text-sm">
          Decks I like
        </Link>
      ) : null}
      <Link
        to={listingPath({ kind: 'legacy', mine: scope.mine })}
        aria-current={scope.kind === 'legacy' ? 'page' : undefined}
        className="link text-sm"
      >
        Legacy decks
      </Link>
    </nav>
  )
}
