import { useCallback, useMemo } from 'react'
import { useOptions } from '../../../lib/options-store.ts'
import { useSearchParams } from '../../../lib/router/index.ts'
import { useUrlFilters } from '../../../lib/useUrlFilters.ts'
import type { PublicDeckSort } from '../../likes/index.ts'
import {
  DECK_TITLE_DEBOUNCE_MS,
  type DeckListFilters,
  deckFiltersFromSearch,
  deckFiltersToSearch,
  defaultDeckFilters,
  type ListingScope,
  type MyDecksSort,
} from './filters.ts'

/**
 * A deck listing's filters, kept in the query string as the card browser keeps its own
 * (useUrlFilters). The title applies after 750 ms, every other change at once and back on page 1.
 * Own lists also have a sort, kept on the device as well: the query string's wins, else the
 * remembered one. A URL that already meant the filters, spelled otherwise (a bare
 * `?preconstructed`, a sort left to the remembered one), is rewritten in place on commit.
 */
export function useDeckFilters(scope: ListingScope) {
  const { kind, mine } = scope
  const [searchParams] = useSearchParams()
  const search = searchParams.toString()
  // The remembered sort is read, not watched: choosing a sort changes it and the filters at
  // once, and the URL must not be followed back to its older sort in between.
  const remembered = useOptions.getState().myDecksSort
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above; the URL is what counts
  const fromUrl = useMemo(
    () => deckFiltersFromSearch(new URLSearchParams(search), { kind, mine }, remembered),
    [search, kind, mine],
  )
  const { draft, applied, latest, set, commitToUrl } = useUrlFilters({
    fromUrl,
    toSearch: (filters: DeckListFilters) => deckFiltersToSearch(filters, remembered),
    replaceSameMeaning: true,
  })

  /** Typing in the title box: applied after the debounce, back on page 1. */
  const setTitle = useCallback(
    (q: string) => set({ ...latest.current, q, offset: 0 }, DECK_TITLE_DEBOUNCE_MS),
    [set, latest],
  )
  /** Any other filter: applied at once, back on page 1. */
  const update = useCallback(
    (change: Partial<DeckListFilters>) => set({ ...latest.current, ...change, offset: 0 }),
    [set, latest],
  )
  /** The query string of the applied filters at another offset: the address of another page. */
  const searchAt = (offset: number) =>
    deckFiltersToSearch({ ...applied, offset: Math.max(0, offset) }, remembered)
  const clear = useCallback(
    () => set(defaultDeckFilters(latest.current.sort, latest.current.publicSort)),
    [set, latest],
  )

  /** Own lists: a sort is remembered on the device and applied at once, back on page 1. */
  const setSort = useCallback(
    (sort: MyDecksSort) => {
      useOptions.getState().setOption('myDecksSort', sort)
      update({ sort })
    },
    [update],
  )

  /** Public lists: newest, most liked or trending, kept in the URL, back on page 1. */
  const setPublicSort = useCallback(
    (publicSort: PublicDeckSort) => update({ publicSort }),
    [update],
  )

  return {
    draft,
    applied,
    setTitle,
    update,
    searchAt,
    clear,
    setSort,
    setPublicSort,
    commitToUrl,
  }
}
