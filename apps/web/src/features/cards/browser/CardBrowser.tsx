import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react'
import { ErrorNotice } from '../../../components/ErrorNotice.tsx'
import { countOf } from '../../../lib/grammar.ts'
import { useOptions } from '../../../lib/options-store.ts'
import { useBuilderActive, useBuilderPhoenixbornName } from '../../builder/index.ts'
import { useCardList } from '../api.ts'
import { cardListErrorMessage, cardListRetryable } from '../errors.ts'
import { defaultFilters, filtersToSearch, withoutConjurations } from '../filters.ts'
import { useCardFilters } from '../useCardFilters.ts'
import { CardListView } from './CardListView.tsx'
import { DeckbuilderModeToggle } from './DeckbuilderModeToggle.tsx'
import { FilterBar } from './FilterBar.tsx'
import { LoadMore } from './LoadMore.tsx'

// The binder of card images loads when chosen: the list, the default, shows no card image.
const CardBinderView = lazy(async () => ({
  default: (await import('./CardBinderView.tsx')).CardBinderView,
}))

/** The card browser of SPEC §2/§4 (current or legacy cards). */
export function CardBrowser({ legacy }: { legacy: boolean }) {
  const { draft, applied, startPage, update, commitToUrl, loggedIn } = useCardFilters(legacy)
  const building = useBuilderActive() && !legacy
  const phoenixborn = useBuilderPhoenixbornName()
  const modeOption = useOptions((state) => state.deckbuilderMode)
  const setOption = useOptions((state) => state.setOption)
  const deckbuilderMode = building && modeOption
  const listing = useMemo(
    () => (deckbuilderMode ? { phoenixborn } : null),
    [deckbuilderMode, phoenixborn],
  )
  const list = useCardList(applied, legacy, listing, startPage)
  // Deferred: a switch to the binder (the stored option, read once a server-rendered page has
  // hydrated as a list) keeps the list on screen until the binder's code is there. Its fallback
  // in between was a line high, which brought the 'Load more' sentinel into view: the next page
  // was fetched for nothing.
  const galleryStyle = useDeferredValue(useOptions((state) => state.galleryStyle))
  const loading = list.isFetching && !list.isFetchingNextPage
  const settled = list.isSuccess && !list.isPlaceholderData

  useEffect(() => {
    if (settled) commitToUrl()
  }, [settled, commitToUrl])

  const cards = list.data?.pages.flatMap((page) => page.results) ?? []
  const count = list.data?.pages[0]?.count ?? 0
  const View = galleryStyle === 'binder' ? CardBinderView : CardListView
  const filtered = filtersToSearch(applied)
  const next = `?${filtered && `${filtered}&`}page=${startPage + (list.data?.pages.length ?? 1)}`

  return (
    <div className="space-y-4">
      <FilterBar
        filters={draft}
        hideConjurations={deckbuilderMode}
        legacy={legacy}
        loggedIn={loggedIn}
        loading={loading}
        onChange={update}
        modeToggle={
          building ? (
            <DeckbuilderModeToggle
              on={modeOption}
              onChange={(on) => {
                setOption('deckbuilderMode', on)
                // The Conjuration type button goes away with the mode, and so does its filter.
                if (on && draft.types.includes('conjurations')) {
                  update(withoutConjurations(draft), true)
                }
              }}
            />
          ) : null
        }
      />
      <p className="text-sm text-stone-600" aria-live="polite">
        {list.isPending ? 'Loading cards...' : list.isError ? '' : countOf(count, 'card')}
      </p>
      {list.isError && !list.isFetchingNextPage ? (
        <ErrorNotice
          message={cardListErrorMessage(list.error)}
          onRetry={cardListRetryable(list.error) ? () => list.refetch() : undefined}
        />
      ) : null}
      {list.isSuccess && cards.length === 0 ? (
        <div className="rounded-lg border border-stone-200 bg-raised p-8 text-center">
          <p className="mb-3 font-semibold">No cards found</p>
          <button type="button" className="btn" onClick={() => update(defaultFilters(), true)}>
            Clear filters
          </button>
        </div>
      ) : null}
      {cards.length ? (
        <Suspense fallback={<p className="text-sm text-stone-600">Loading cards...</p>}>
          <View cards={cards} legacy={legacy} />
        </Suspense>
      ) : null}
      {list.isSuccess ? (
        <LoadMore
          hasMore={list.hasNextPage}
          href={next}
          loading={list.isFetchingNextPage}
          // A second ask while the page is on its way (the end scrolled into view and the button
          // tapped before it says 'Loading...') waits for that page: by default it threw the
          // request away and sent it again, and asks coming faster than a busy machine answered
          // kept the next page from ever arriving (load-more-once.test.tsx).
          onLoad={() => void list.fetchNextPage({ cancelRefetch: false })}
        />
      ) : null}
    </div>
  )
}
