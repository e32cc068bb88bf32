import type { Card } from '@ashes/api'
import { useQuery } from '@tanstack/react-query'
import { api, withQuery } from '../../lib/api.ts'

/** One card's query, cached for the session: popups and deck insight share it. */
export const cardQuery = (stub: string, legacy: boolean) => ({
  queryKey: ['card', stub, legacy],
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    (await api(withQuery(`/v2/cards/${encodeURIComponent(stub)}`, { show_legacy: legacy }), {
      signal,
    })) as Card,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
})

/** One card, for hover popups. */
export function useCard(stub: string, legacy: boolean, enabled: boolean) {
  return useQuery({ ...cardQuery(stub, legacy), enabled })
}
