import { useCallback, useMemo, useState } from 'react'
import { useAuth } from '../../lib/auth-store.ts'
import { CARD_FILTER_DEBOUNCE_MS } from '../../lib/config.ts'
import { useOptions } from '../../lib/options-store.ts'
import { useSearchParams } from '../../lib/router/index.ts'
import { useUrlFilters } from '../../lib/useUrlFilters.ts'
import { type CardFilters, filtersFromSearch, filtersToSearch } from './filters.ts'

/**
 * The filters an address names: without one for releases, `fallback`. Only a logged-in player
 * has releases of their own, and only among current cards (`mine`): otherwise 'mine' reads 'all'.
 */
export function addressFilters(
  search: URLSearchParams,
  fallback: 'all' | 'mine',
  mine: boolean,
): CardFilters {
  const filters = filtersFromSearch(search, mine ? fallback : 'all')
  if (filters.releases === 'mine' && !mine) filters.releases = 'all'
  return filters
}

/** The page a link read without JavaScript named (`?page=2`, LoadMore). */
export const addressStartPage = (search: URLSearchParams) =>
  Math.max(1, Math.trunc(Number(search.get('page'))) || 1)

/**
 * The card browser's filters (SPEC §4), kept in the query string (useUrlFilters). Changes apply
 * CARD_FILTER_DEBOUNCE_MS (300 ms) after the last one, release changes at once.
 */
export function useCardFilters(legacy: boolean) {
  const [searchParams] = useSearchParams()
  const loggedIn = useAuth((state) => state.token !== null)
  const releaseOption = useOptions((state) => state.releaseFilter)
  const mine = loggedIn && !legacy
  // Only what the filters read is watched: a logged-out visitor's remembered choice is not.
  const fallback = mine ? releaseOption : 'all'
  const search = searchParams.toString()
  const fromUrl = useMemo(
    () => addressFilters(new URLSearchParams(search), fallback, mine),
    [search, fallback, mine],
  )

  const { draft, applied, set, commitToUrl } = useUrlFilters({
    fromUrl,
    toSearch: filtersToSearch,
  })
  // The address's page is read once: the list starts there while its filters are still the ones
  // that address had.
  const [start] = useState(() => ({
    page: addressStartPage(searchParams),
    key: filtersToSearch(fromUrl),
  }))
  const startPage = filtersToSearch(applied) === start.key ? start.page : 1
  const update = useCallback(
    (next: CardFilters, instant = false) => set(next, instant ? 0 : CARD_FILTER_DEBOUNCE_MS),
    [set],
  )

  return { draft, applied, startPage, update, commitToUrl, loggedIn }
}
