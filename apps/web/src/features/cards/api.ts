// Types only: the server validates what it sends through these schemas, and zod at run time
// would add 29 KB to every first visit.
import type { Card, CardDetails, Paginated, ReleaseList } from '@ashes/api'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, relativeUrl, withQuery } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { answeredOffline, orLocalCopy } from '../../lib/offline-copy.ts'
import { type CardFilters, cardListQuery, type DeckbuilderListing } from './filters.ts'

export type { Card, CardDetails }

/** The kept copy of the card data (issue 30), loaded only once a read failed for want of a network. */
export const offlineCopy = () => import('../offline/index.ts')

async function fetchCardPage(url: string, signal: AbortSignal): Promise<Paginated<Card>> {
  return orLocalCopy(api<Paginated<Card>>(url, { signal }), async () =>
    (await offlineCopy()).localCardPage(url),
  )
}

/**
 * The card listing, page by page from page `startPage` (1 unless a link named another); each
 * further page follows the previous reply's `next`.
 */
export function cardListPagesQuery(
  filters: CardFilters,
  legacy: boolean,
  deckbuilder: DeckbuilderListing | null,
  startPage: number,
  token: string | null,
) {
  const query = cardListQuery(filters, legacy, deckbuilder)
  const first = withQuery('/v2/cards', {
    ...query,
    offset: startPage > 1 ? (startPage - 1) * query.limit : undefined,
  })
  return {
    queryKey: ['cards', first, filters.releases === 'mine' ? token : null],
    queryFn: ({ pageParam, signal }: { pageParam: string; signal: AbortSignal }) =>
      fetchCardPage(pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last: Paginated<Card>) => (last.next ? relativeUrl(last.next) : undefined),
    placeholderData: keepPreviousData,
    ...answeredOffline,
    retry: false,
  }
}

export function useCardList(
  filters: CardFilters,
  legacy: boolean,
  deckbuilder: DeckbuilderListing | null = null,
  startPage = 1,
) {
  const token = useAuth((state) => state.token)
  return useInfiniteQuery(cardListPagesQuery(filters, legacy, deckbuilder, startPage, token))
}

export function releasesQuery(legacy: boolean, token: string | null) {
  return {
    queryKey: ['releases', legacy, token],
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      orLocalCopy(
        api<ReleaseList>(withQuery('/v2/releases', { show_legacy: legacy }), { signal }),
        async () => (await offlineCopy()).localReleases(legacy),
      ),
    ...answeredOffline,
    staleTime: 5 * 60_000,
  }
}

export function useReleases(legacy: boolean) {
  const token = useAuth((state) => state.token)
  return useQuery(releasesQuery(legacy, token))
}
