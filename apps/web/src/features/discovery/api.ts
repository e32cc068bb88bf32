// Types only: the server validates what it sends; zod at run time would weigh on first visits.
import type {
  MetaResponse,
  PlayedWithResponse,
  SimilarDecksResponse,
  SuggestionsResponse,
} from '@ashes/api'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api, withQuery } from '../../lib/api.ts'

/** Figures move only when public decks do: a minute old is fresh enough. */
const STALE_MS = 60_000

export const playedWithQuery = (stub: string) =>
  queryOptions({
    queryKey: ['played-with', stub],
    queryFn: ({ signal }) =>
      api<PlayedWithResponse>(`/v2/discovery/cards/${encodeURIComponent(stub)}`, { signal }),
    staleTime: STALE_MS,
    retry: false,
  })

export const usePlayedWith = (stub: string) => useQuery(playedWithQuery(stub))

export const similarDecksQuery = (id: number) => ({
  queryKey: ['similar-decks', id],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<SimilarDecksResponse>(`/v2/discovery/decks/${id}`, { signal }),
  staleTime: STALE_MS,
  retry: false,
})

export const useSimilarDecks = (id: number) => useQuery(similarDecksQuery(id))

export function useSuggestions(phoenixborn: string | null, cards: string[]) {
  return useQuery({
    queryKey: ['suggestions', phoenixborn, cards],
    queryFn: ({ signal }) =>
      api<SuggestionsResponse>(
        withQuery('/v2/discovery/suggestions', { phoenixborn: phoenixborn ?? '', card: cards }),
        { signal },
      ),
    enabled: phoenixborn !== null,
    staleTime: STALE_MS,
    placeholderData: keepPreviousData,
    retry: false,
  })
}

export const metaQuery = queryOptions({
  queryKey: ['meta'],
  queryFn: ({ signal }) => api<MetaResponse>('/v2/discovery/meta', { signal }),
  staleTime: STALE_MS,
})

export const useMeta = () => useQuery(metaQuery)
