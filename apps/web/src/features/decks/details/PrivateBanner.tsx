import { Link } from '../../../lib/router/index.ts'

/**
 * The private view's banner: which copy of the deck this is (latest save, private or public
 * snapshot), with a link to the published deck when there is one.
 */
export function PrivateBanner(props: {
  deck: { is_snapshot: boolean; is_public: boolean }
  sourceId: number
  published: boolean
}) {
  const { deck } = props
  const tone = !deck.is_snapshot
    ? 'border-sky-600 bg-sky-50'
    : deck.is_public
      ? 'border-stone-400 bg-stone-100'
      : 'border-amber-600 bg-amber-50'
  return (
    <p className={`rounded border-2 px-4 py-2 ${tone}`} data-testid="private-banner">
      {deck.is_snapshot ? (
        <>
          You are viewing a <strong>{deck.is_public ? 'public' : 'private'}</strong> snapshot for
          this deck.
        </>
      ) : (
        'You are viewing your latest private save for this deck.'
      )}{' '}
      {props.published ? (
        <Link to={`/decks/${props.sourceId}/`} className="link">
          View latest published URL.
        </Link>
      ) : null}
    </p>
  )
}

/** Legacy decks cannot be played with current cards (SPEC §2). */
export function LegacyWarning() {
  return (
    <p className="rounded border-2 border-red-600 bg-red-50 px-4 py-2">
      This is a <strong className="text-red-700">legacy first-edition deck</strong>. It cannot be
      played using current-edition cards.
    </p>
  )
}
