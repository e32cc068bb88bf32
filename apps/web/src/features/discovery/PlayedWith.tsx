import { sharePercent } from '@ashes/site'
import { useId } from 'react'
import { Link } from '../../lib/router/index.ts'
import { usePlayedWith } from './api.ts'

/** Rows a card preview has room for (PLAYED_WITH_BRIEF_HEIGHT holds them and the heading). */
const BRIEF_ROWS = 5
/** The height a card preview keeps for the brief list, so it never grows when it arrives. */
export const PLAYED_WITH_BRIEF_HEIGHT = 148

/**
 * "Often played with" (issue 29 item 3): the cards most often in public decks with this one,
 * ranked by lift, so that staples in every deck do not crowd out real pairings. `brief`: the
 * builder's card preview, its first five in a box of fixed height, fetched when it opens.
 */
export function PlayedWith({ stub, brief = false }: { stub: string; brief?: boolean }) {
  const found = usePlayedWith(stub)
  if (brief) return <PlayedWithBrief found={found} />
  if (found.isPending)
    return <p className="text-sm text-stone-600">Loading cards played with it...</p>
  if (!found.isSuccess) return null
  const { results, decks, min_decks: minDecks } = found.data
  return (
    <section aria-labelledby="played-with" className="space-y-2">
      <h2 id="played-with" className="text-lg font-bold">
        Often played with
      </h2>
      <p className="text-sm text-stone-600">
        Of {decks} public {decks === 1 ? 'deck' : 'decks'} with this card. Ranked by lift: how much
        more often a card is in these decks than in all public decks (share here ÷ share
        everywhere), counting only cards in at least {minDecks} of them.
      </p>
      {results.length === 0 ? (
        <p>Not enough public decks with this card yet.</p>
      ) : (
        <ol className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-raised">
          {results.map((row) => (
            <li
              key={row.card.stub}
              className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
            >
              <Link to={`/cards/${row.card.stub}/`} className="link font-semibold">
                {row.card.name}
              </Link>
              <span className="text-sm text-stone-600">
                in {sharePercent(row.share)} of these decks ({row.decks}) · lift{' '}
                {row.lift.toFixed(1)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

function PlayedWithBrief({ found }: { found: ReturnType<typeof usePlayedWith> }) {
  const heading = useId()
  return (
    <section
      aria-labelledby={heading}
      className="h-full space-y-1 border-t border-stone-200 px-3 py-2 text-sm"
    >
      <h3 id={heading} className="font-bold">
        Often played with
      </h3>
      {found.isPending ? <p className="text-stone-600">Loading cards played with it...</p> : null}
      {found.isError ? (
        <p className="text-stone-600">Unable to load the cards played with it.</p>
      ) : null}
      {found.isSuccess && found.data.results.length === 0 ? (
        <p className="text-stone-600">Not enough public decks with this card yet.</p>
      ) : null}
      {found.isSuccess && found.data.results.length > 0 ? (
        <ol>
          {found.data.results.slice(0, BRIEF_ROWS).map((row) => (
            <li key={row.card.stub} className="flex items-baseline justify-between gap-2">
              <Link to={`/cards/${row.card.stub}/`} className="link min-w-0 truncate">
                {row.card.name}
              </Link>
              <span className="shrink-0 text-stone-600">
                {sharePercent(row.share)} · lift {row.lift.toFixed(1)}
              </span>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  )
}
