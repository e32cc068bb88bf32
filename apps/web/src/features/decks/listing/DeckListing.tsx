import { useEffect } from 'react'
import { ErrorNotice } from '../../../components/ErrorNotice.tsx'
import { OfflineCopyMark } from '../../../components/TimeAgo.tsx'
import { describeError } from '../../../lib/api-error.ts'
import { useDeckList } from '../api.ts'
import { DeckStub } from '../DeckStub.tsx'
import { DeckFilterBar } from './DeckFilterBar.tsx'
import { DECK_PAGE_SIZE, hasDeckFilters, type ListingScope } from './filters.ts'
import { ListingEmpty } from './ListingEmpty.tsx'
import { ListingTabs } from './ListingTabs.tsx'
import { Pagination } from './Pagination.tsx'
import { useDeckFilters } from './useDeckFilters.ts'

/** A public or own deck listing of one kind (SPEC §2 "Deck listings"). */
export function DeckListing({ scope }: { scope: ListingScope }) {
  const {
    draft,
    applied,
    setTitle,
    update,
    goToOffset,
    clear,
    setSort,
    setPublicSort,
    commitToUrl,
  } = useDeckFilters(scope)
  const list = useDeckList(applied, scope)
  const settled = list.isSuccess && !list.isPlaceholderData

  useEffect(() => {
    if (settled) commitToUrl()
  }, [settled, commitToUrl])

  const decks = list.data?.results ?? []
  const onOffset = (offset: number) => {
    goToOffset(offset)
    window.scrollTo({ top: 0 })
  }

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
            count={list.data?.count ?? 0}
            pageSize={DECK_PAGE_SIZE}
            disabled={list.isFetching}
            onOffset={onOffset}
          />
        </>
      ) : null}
    </div>
  )
}
