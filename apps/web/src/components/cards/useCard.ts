import type { Card } from '@ashes/api'
import { useQuery } from '@tanstack/react-query'
import { api, withQuery } from '../../lib/api.ts'

/** One card, for hover popups; cached for the session. */
export function useCard(stub: string, legacy: boolean, enabled: boolean) {
  return useQuery({
    queryKey: ['card', stub, legacy],
    queryFn: async ({ signal }) =>
      (await api(withQuery(`/v2/cards/${encodeURIComponent(stub)}`, { show_legacy: legacy }), {
        signal,
      })) as Card,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
}
