import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useAuth } from '../../lib/auth-store.ts'
import { CARD_FILTER_DEBOUNCE_MS } from '../../lib/config.ts'
import { useOptions } from '../../lib/options-store.ts'
import { useSearchParams } from '../../lib/router/index.ts'
import { type CardFilters, filtersFromSearch, filtersToSearch } from './filters.ts'

/**
 * The card browser's filters (SPEC §4): `draft` is what the controls show, `applied` what is
 * fetched. Changes apply after 1250 ms, release changes at once. The query string is read at
 * start and on back/forward, and written (a new history entry) once a fetch succeeds.
 */
export function useCardFilters(legacy: boolean) {
  const [searchParams, setSearchParams] = useSearchParams()
  const loggedIn = useAuth((state) => state.token !== null)
  const releaseOption = useOptions((state) => state.releaseFilter)
  const fallback = loggedIn && !legacy ? releaseOption : 'all'
  const search = searchParams.toString()
  const fromUrl = useMemo(() => {
    const filters = filtersFromSearch(new URLSearchParams(search), fallback)
    if (filters.releases === 'mine' && (!loggedIn || legacy)) filters.releases = 'all'
    return filters
  }, [search, fallback, loggedIn, legacy])

  const [draft, setDraft] = useState(fromUrl)
  const [applied, setApplied] = useState(fromUrl)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const appliedKey = filtersToSearch(applied)

  // The URL changed without us (back/forward, a link): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only URL changes matter here
  useEffect(() => {
    if (filtersToSearch(fromUrl) === appliedKey) return
    clearTimeout(timer.current)
    setDraft(fromUrl)
    setApplied(fromUrl)
  }, [fromUrl])
  useEffect(() => () => clearTimeout(timer.current), [])

  const update = useCallback((next: CardFilters, instant = false) => {
    setDraft(next)
    clearTimeout(timer.current)
    if (instant) setApplied(next)
    else timer.current = setTimeout(() => setApplied(next), CARD_FILTER_DEBOUNCE_MS)
  }, [])

  // Read through refs so only a change of the applied filters (or a finished fetch) commits:
  // right after back/forward the URL is already new while `applied` is not yet.
  const url = useRef({ search, setSearchParams })
  url.current = { search, setSearchParams }
  /** Mirrors the applied filters into the query string (call after a successful fetch). */
  const commitToUrl = useCallback(() => {
    if (appliedKey === url.current.search) return
    url.current.setSearchParams(new URLSearchParams(appliedKey), { preventScrollReset: true })
  }, [appliedKey])

  return { draft, applied, update, commitToUrl, loggedIn }
}
