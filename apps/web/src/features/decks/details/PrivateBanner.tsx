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
    ? 'border-sky-600 bg-info-tint'
    : deck.is_public
      ? 'border-stone-400 bg-stone-100'
      : 'border-warn-line bg-warn-tint'
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
    <p className="rounded border-2 border-danger bg-danger-tint px-4 py-2">
      This is a <strong className="text-danger">legacy first-edition deck</strong>. It cannot be
      played using current-edition cards.
    </p>
  )
}
