import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSearchParams } from '../../../lib/router/index.ts'
import {
  DECK_TITLE_DEBOUNCE_MS,
  type DeckListFilters,
  deckFiltersFromSearch,
  deckFiltersToSearch,
  defaultDeckFilters,
  type ListingScope,
} from './filters.ts'

/**
 * A deck listing's filters, as the card browser keeps its own: `draft` is what the controls
 * show, `applied` what is fetched. The title applies after 750 ms, every other change at once
 * and back on page 1. The query string is read at start and on back/forward, and written (a new
 * history entry) once a fetch succeeds.
 */
export function useDeckFilters(scope: ListingScope) {
  const { kind, mine } = scope
  const [searchParams, setSearchParams] = useSearchParams()
  const search = searchParams.toString()
  const fromUrl = useMemo(
    () => deckFiltersFromSearch(new URLSearchParams(search), { kind, mine }),
    [search, kind, mine],
  )
  const [draft, setDraft] = useState(fromUrl)
  const [applied, setApplied] = useState(fromUrl)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const appliedKey = deckFiltersToSearch(applied)
  const latest = useRef(draft)
  latest.current = draft

  // The URL changed without us (back/forward, a link): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only URL changes matter here
  useEffect(() => {
    if (deckFiltersToSearch(fromUrl) === appliedKey) return
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
  const clear = useCallback(() => apply(defaultDeckFilters()), [apply])

  // Read through refs so only a change of the applied filters (or a finished fetch) commits.
  const url = useRef({ search, setSearchParams })
  url.current = { search, setSearchParams }
  /** Mirrors the applied filters into the query string (call after a successful fetch). */
  const commitToUrl = useCallback(() => {
    if (appliedKey === url.current.search) return
    url.current.setSearchParams(new URLSearchParams(appliedKey), { preventScrollReset: true })
  }, [appliedKey])

  return { draft, applied, setTitle, update, goToOffset, clear, commitToUrl }
}
