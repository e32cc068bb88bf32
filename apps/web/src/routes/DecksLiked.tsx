import { ErrorNotice } from '../components/ErrorNotice.tsx'
import { DeckStub } from '../features/decks/DeckStub.tsx'
import { Pagination } from '../features/decks/listing/Pagination.tsx'
import { LIKED_PAGE_SIZE, useLikedDecks } from '../features/likes/index.ts'
import { describeError } from '../lib/api-error.ts'
import { Link, useSearchParams } from '../lib/router/index.ts'

/** "Decks I like" (issue 29): the published decks the player likes, the latest like first. */
export default function DecksLiked() {
  // The page is the address's `?offset=`, as on the deck listings, whose Previous/Next it shares.
  const offset = Math.max(0, Math.trunc(Number(useSearchParams()[0].get('offset'))) || 0)
  const list = useLikedDecks(offset)
  const decks = list.data?.results ?? []
  return (
    <section className="space-y-4" aria-busy={list.isFetching}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">Decks I like</h1>
        <Link to="/decks/mine/" className="link text-sm">
          My decks
        </Link>
      </div>
      {list.isPending ? <p className="py-8 text-center">Loading decks...</p> : null}
      {list.isError ? (
        <ErrorNotice message={describeError(list.error).message} onRetry={() => list.refetch()} />
      ) : null}
      {list.isSuccess && decks.length === 0 ? (
        <p className="py-8 text-center">
          You do not like any published deck yet. A deck's page has a Like button.
        </p>
      ) : null}
      {decks.length ? (
        <>
          <div className="space-y-4">
            {decks.map((deck) => (
              <DeckStub key={deck.id} deck={deck} />
            ))}
          </div>
          <Pagination
            offset={offset}
            count={list.data?.count ?? 0}
            pageSize={LIKED_PAGE_SIZE}
            disabled={list.isFetching}
            searchAt={(next) => (next > 0 ? `offset=${next}` : '')}
          />
        </>
      ) : null}
    </section>
  )
}
