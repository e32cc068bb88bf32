import { useEffect } from 'react'
import { ErrorNotice } from '../../../components/ErrorNotice.tsx'
import { OfflineCopyMark } from '../../../components/TimeAgo.tsx'
import { describeError } from '../../../lib/api-error.ts'
import { useDeckList } from '../api.ts'
import { DeckStub } from '../DeckStub.tsx'
import { DeckFilterBar } from './DeckFilterBar.tsx'
import { DECK_PAGE_SIZE, hasDeckFilters, type ListingScope, pageOf } from './filters.ts'
import { ListingEmpty } from './ListingEmpty.tsx'
import { ListingTabs } from './ListingTabs.tsx'
import { Pagination } from './Pagination.tsx'
import { useDeckFilters } from './useDeckFilters.ts'

/** A public or own deck listing of one kind (SPEC §2 "Deck listings"). */
export function DeckListing({ scope }: { scope: ListingScope }) {
  const { draft, applied, setTitle, update, searchAt, clear, setSort, setPublicSort, commitToUrl } =
    useDeckFilters(scope)
  const list = useDeckList(applied, scope)
  const settled = list.isSuccess && !list.isPlaceholderData

  useEffect(() => {
    if (settled) commitToUrl()
  }, [settled, commitToUrl])

  const decks = list.data?.results ?? []
  const count = list.data?.count ?? 0
  // An address past the last page (a list grown shorter, a hand-made offset) links back to it.
  const lastPage =
    applied.offset > 0 && count > 0 ? (pageOf(0, count).pages - 1) * DECK_PAGE_SIZE : null

  return (
    <div className="space-y-4" aria-busy={list.isFetching}>
      <ListingTabs scope={scope} />
      <DeckFilterBar
        scope={scope}
        filters={draft}
        onTitle={setTitle}
        onChange={update}
        onSort={setSort}
        onPublicSort={setPublicSort}
      />
      {list.isPending ? <p className="py-8 text-center">Loading decks...</p> : null}
      {list.isError ? (
        <ErrorNotice message={describeError(list.error).message} onRetry={() => list.refetch()} />
      ) : null}
      {list.isSuccess && decks.length === 0 && !list.isPlaceholderData ? (
        <ListingEmpty
          scope={scope}
          filtered={hasDeckFilters(applied) || applied.offset > 0}
          lastPage={lastPage === null ? undefined : { search: searchAt(lastPage) }}
          onClear={clear}
        />
      ) : null}
      {decks.length ? (
        <>
          <OfflineCopyMark keptAt={list.data?.keptAt} />
          <div className="space-y-4">
            {decks.map((deck) => (
              <DeckStub key={deck.id} deck={deck} mine={scope.mine} />
            ))}
          </div>
          <Pagination
            offset={applied.offset}
            count={count}
            pageSize={DECK_PAGE_SIZE}
            disabled={list.isFetching}
            searchAt={searchAt}
          />
        </>
      ) : null}
    </div>
  )
}
