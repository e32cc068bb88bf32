import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useOptions } from '../../../lib/options-store.ts'
import { useSearchParams } from '../../../lib/router/index.ts'
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
 * A deck listing's filters, as the card browser keeps its own: `draft` is what the controls
 * show, `applied` what is fetched. The title applies after 750 ms, every other change at once
 * and back on page 1. The query string is read at start and on back/forward, and written (a new
 * history entry) once a fetch succeeds. Own lists also have a sort, kept on the device as well:
 * the query string's wins, else the remembered one.
 */
export function useDeckFilters(scope: ListingScope) {
  const { kind, mine } = scope
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  // The remembered sort is read, not watched: choosing a sort changes it and the filters at
  // once, and the URL must not be followed back to its older sort in between.
  const remembered = useOptions.getState().myDecksSort
  const toSearch = (filters: DeckListFilters) => deckFiltersToSearch(filters, remembered)
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above; the URL is what counts
  const fromUrl = useMemo(
    () => deckFiltersFromSearch(new URLSearchParams(search), { kind, mine }, remembered),
    [search, kind, mine],
  )
  const [draft, setDraft] = useState(fromUrl)
  const [applied, setApplied] = useState(fromUrl)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const appliedKey = toSearch(applied)
  const latest = useRef(draft)
  latest.current = draft

  // The URL changed without us (back/forward, a link): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only URL changes matter here
  useEffect(() => {
    if (toSearch(fromUrl) === appliedKey) return
    clearTimeout(timer.current)
    setDraft(fromUrl)
    setApplied(fromUrl)
  }, [fromUrl])
  useEffect(() => () => clearTimeout(timer.current), [])

  const apply = useCallback((next: DeckListFilters) => {
    clearTimeout(timer.current)
    setDraft(next)
    setApplied(next)
  }, [])

  /** Typing in the title box: applied after the debounce, back on page 1. */
  const setTitle = useCallback((q: string) => {
    const next = { ...latest.current, q, offset: 0 }
    setDraft(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setApplied(next), DECK_TITLE_DEBOUNCE_MS)
  }, [])

  /** Any other filter: applied at once, back on page 1. */
  const update = useCallback(
    (change: Partial<DeckListFilters>) => apply({ ...latest.current, ...change, offset: 0 }),
    [apply],
  )
  const goToOffset = useCallback(
    (offset: number) => apply({ ...latest.current, offset: Math.max(0, offset) }),
    [apply],
  )
  const clear = useCallback(() => apply(defaultDeckFilters(latest.current.sort)), [apply])

  /** Own lists: a sort is remembered on the device and applied at once, back on page 1. */
  const setSort = useCallback(
    (sort: MyDecksSort) => {
      useOptions.getState().setOption('myDecksSort', sort)
      update({ sort })
    },
    [update],
  )

  // Read through refs so only a change of the applied filters (or a finished fetch) commits.
  const url = useRef({ search, setSearchParams, meantKey: toSearch(fromUrl) })
  url.current = { search, setSearchParams, meantKey: toSearch(fromUrl) }
  /**
   * Mirrors the applied filters into the query string (call after a successful fetch). A URL
   * that already meant these filters, spelled otherwise (a bare `?preconstructed`, a sort left
   * to the remembered one), is rewritten in place rather than becoming a new history entry.
   */
  const commitToUrl = useCallback(() => {
    const { search: current, meantKey } = url.current
    if (appliedKey === current) return
    url.current.setSearchParams(new URLSearchParams(appliedKey), {
      preventScrollReset: true,
      replace: meantKey === appliedKey,
    })
  }, [appliedKey])

  return { draft, applied, setTitle, update, goToOffset, clear, setSort, commitToUrl }
}
