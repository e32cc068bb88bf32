import { Link, type To } from '../../../lib/router/index.ts'
import { useSubmit } from '../../../lib/useSubmit.ts'
import { builderIntent, startNewDeck } from '../../builder/index.ts'
import type { ListingScope } from './filters.ts'

const KIND_NAMES = {
  competitive: 'competitive',
  'red-rains': 'Red Rains',
  unrestricted: 'unrestricted',
  legacy: 'legacy',
} as const

/** The empty states of SPEC §2 "Deck listings". */
export function ListingEmpty(props: {
  scope: ListingScope
  filtered: boolean
  /** Past the last page: the address of the last one (a link, read without JavaScript too). */
  lastPage?: To
  onClear: () => void
}) {
  const { kind, mine } = props.scope
  const { busy, run } = useSubmit()
  let body: React.ReactNode
  if (mine && !props.filtered && kind === 'legacy') {
    body = (
      <p className="text-lg">
        <strong>Legacy decks are read-only.</strong> To create a new deck, please view your{' '}
        <Link to="/decks/mine/" className="link">
          Reborn decks
        </Link>
        .
      </p>
    )
  } else if (mine && !props.filtered) {
    const name = KIND_NAMES[kind]
    const create = () =>
      run(() =>
        startNewDeck(
          kind === 'unrestricted' ? { unrestricted: true } : { redRains: kind === 'red-rains' },
        ),
      )
    body = (
      <>
        <p className="mb-6 text-lg">You have not created any {name} decks yet!</p>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={create}
          {...builderIntent}
        >
          Create your first {name} deck
        </button>
      </>
    )
  } else {
    body = (
      <>
        <h2 className="mb-4 text-xl font-bold">No decks found</h2>
        {props.lastPage ? (
          <p className="mb-4">
            This page is past the end of the list.{' '}
            <Link to={props.lastPage} className="link">
              Back to the last page
            </Link>
          </p>
        ) : null}
        {props.filtered ? (
          <button type="button" className="btn" onClick={props.onClear}>
            Clear filters
          </button>
        ) : null}
      </>
    )
  }
  return (
    <div className="rounded-lg border border-stone-200 bg-warn-tint p-8 text-center">{body}</div>
  )
}
