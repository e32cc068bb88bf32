// Types only: the server validates what it sends through these schemas, and zod at run time
// would add 29 KB to every first visit.
import type { Card, CardDetails, Paginated, ReleaseList } from '@ashes/api'
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, relativeUrl, withQuery } from '../../lib/api.ts'
import { ApiError } from '../../lib/api-error.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { type CardFilters, cardListQuery, type DeckbuilderListing } from './filters.ts'

export type { Card, CardDetails }

/**
 * Without a network (a status 0 ApiError), the copy of the card data kept on this device answers
 * instead, with the server's filters and search (issue 30); the error stands when none is kept.
 */
async function orLocalCopy<T>(
  call: Promise<T>,
  local: (offline: typeof import('../offline/index.ts')) => Promise<T | undefined>,
): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 0) throw error
    const answer = await local(await import('../offline/index.ts'))
    if (answer === undefined) throw error
    return answer
  }
}

async function fetchCardPage(url: string, signal: AbortSignal): Promise<Paginated<Card>> {
  return orLocalCopy(api<Paginated<Card>>(url, { signal }), (offline) => offline.localCardPage(url))
}

/** The card listing, page by page; each further page follows the previous reply's `next`. */
export function useCardList(
  filters: CardFilters,
  legacy: boolean,
  deckbuilder: DeckbuilderListing | null = null,
) {
  const token = useAuth((state) => state.token)
  const first = withQuery('/v2/cards', cardListQuery(filters, legacy, deckbuilder))
  return useInfiniteQuery({
    queryKey: ['cards', first, filters.releases === 'mine' ? token : null],
    queryFn: ({ pageParam, signal }) => fetchCardPage(pageParam, signal),
    initialPageParam: first,
    getNextPageParam: (last) => (last.next ? relativeUrl(last.next) : undefined),
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export function useCardDetails(stub: string, legacy: boolean) {
  // The details carry the viewer's subscription, so they are fetched again when the player changes.
  const badge = useAuth((state) => state.badge)
  return useQuery({
    queryKey: ['card-details', stub, legacy, badge],
    queryFn: async ({ signal }) =>
      orLocalCopy(
        api<CardDetails>(
          withQuery(`/v2/cards/${encodeURIComponent(stub)}/details`, { show_legacy: legacy }),
          { signal },
        ),
        (offline) => offline.localCardDetails(stub, legacy),
      ),
    retry: false,
  })
}

export function useReleases(legacy: boolean) {
  const token = useAuth((state) => state.token)
  return useQuery({
    queryKey: ['releases', legacy, token],
    queryFn: async ({ signal }) =>
      orLocalCopy(
        api<ReleaseList>(withQuery('/v2/releases', { show_legacy: legacy }), { signal }),
        (offline) => offline.localReleases(legacy),
      ),
    staleTime: 5 * 60_000,
  })
}
