// A card page's read, apart from the card list's (api.ts): /cards/ loads that module at its first
// visit, and this one only comes with the card page's own chunk.
import type { CardDetails } from '@ashes/api'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api, withQuery } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { answeredOffline, orLocalCopy } from '../../lib/offline-copy.ts'
import { offlineCopy } from './api.ts'

/** A card's page; the details carry the viewer's subscription, so the player is in the key. */
export function cardDetailsQuery(stub: string, legacy: boolean, badge: string | null) {
  return queryOptions({
    queryKey: ['card-details', stub, legacy, badge],
    queryFn: async ({ signal }) =>
      orLocalCopy(
        api<CardDetails>(
          withQuery(`/v2/cards/${encodeURIComponent(stub)}/details`, { show_legacy: legacy }),
          { signal },
        ),
        async () => (await offlineCopy()).localCardDetails(stub, legacy),
      ),
    ...answeredOffline,
    retry: false,
  })
}

export function useCardDetails(stub: string, legacy: boolean) {
  const badge = useAuth((state) => state.badge)
  return useQuery(cardDetailsQuery(stub, legacy, badge))
}
