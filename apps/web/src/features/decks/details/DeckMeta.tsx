import { PlayerBadge } from '../../../components/PlayerBadge.tsx'
import { TimeAgo } from '../../../components/TimeAgo.tsx'
import { Link } from '../../../lib/router/index.ts'
import type { DeckDetails } from '../api.ts'

/** Author, Updated and the releases the deck requires (each linking its precon deck). */
export function DeckMeta({ details }: { details: DeckDetails }) {
  const { deck, releases } = details
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-1 text-sm">
      <dt className="text-stone-600">Author:</dt>
      <dd>
        <PlayerBadge user={deck.user} />
      </dd>
      <dt className="text-stone-600">Updated:</dt>
      <dd>
        <TimeAgo date={deck.modified} />
      </dd>
      {releases.length ? (
        <>
          <dt className="text-stone-600">Requires:</dt>
          <dd>
            {releases.map((release, index) => (
              <span key={release.stub}>
                {index ? ', ' : ''}
                {release.preconstructed_deck_id ? (
                  <Link to={`/decks/${release.preconstructed_deck_id}/`} className="link">
                    {release.name}
                  </Link>
                ) : (
                  release.name
                )}
              </span>
            ))}
          </dd>
        </>
      ) : null}
    </dl>
  )
}
