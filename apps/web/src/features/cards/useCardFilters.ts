import { useCallback, useMemo, useState } from 'react'
import { useAuth } from '../../lib/auth-store.ts'
import { CARD_FILTER_DEBOUNCE_MS } from '../../lib/config.ts'
import { useOptions } from '../../lib/options-store.ts'
import { useSearchParams } from '../../lib/router/index.ts'
import { useUrlFilters } from '../../lib/useUrlFilters.ts'
import { type CardFilters, filtersFromSearch, filtersToSearch } from './filters.ts'

/**
 * The card browser's filters (SPEC §4), kept in the query string (useUrlFilters). Changes apply
 * CARD_FILTER_DEBOUNCE_MS (300 ms) after the last one, release changes at once.
 */
export function useCardFilters(legacy: boolean) {
  const [searchParams] = useSearchParams()
  const loggedIn = useAuth((state) => state.token !== null)
  const releaseOption = useOptions((state) => state.releaseFilter)
  const fallback = loggedIn && !legacy ? releaseOption : 'all'
  const search = searchParams.toString()
  const fromUrl = useMemo(() => {
    const filters = filtersFromSearch(new URLSearchParams(search), fallback)
    if (filters.releases === 'mine' && (!loggedIn || legacy)) filters.releases = 'all'
    return filters
  }, [search, fallback, loggedIn, legacy])

  const { draft, applied, set, commitToUrl } = useUrlFilters({
    fromUrl,
    toSearch: filtersToSearch,
  })
  // The page a link read without JavaScript named (`?page=2`, LoadMore), read once: the list
  // starts there while its filters are still the ones that address had.
  const [start] = useState(() => ({
    page: Math.max(1, Math.trunc(Number(searchParams.get('page'))) || 1),
    key: filtersToSearch(fromUrl),
  }))
  const startPage = filtersToSearch(applied) === start.key ? start.page : 1
  const update = useCallback(
    (next: CardFilters, instant = false) => set(next, instant ? 0 : CARD_FILTER_DEBOUNCE_MS),
    [set],
  )

  return { draft, applied, startPage, update, commitToUrl, loggedIn }
}
