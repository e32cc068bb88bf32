// Types only, as features/decks/api.ts: the server serialises through these schemas.
import type { DeckLikeState, DeckOut, Paginated } from '@ashes/api'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, withQuery } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'

/** The page size of "Decks I like", as the deck listings'. */
export const LIKED_PAGE_SIZE = 30

/**
 * PUT (like) or DELETE (take back) /v2/decks/{id}/like; answers the deck's likes after it. Cached
 * deck reads learn of it as of any deck write (decks/deck-writes.ts).
 */
export function setDeckLike(id: number, like: boolean) {
  return api<DeckLikeState>(`/v2/decks/${id}/like`, { method: like ? 'PUT' : 'DELETE' })
}

/** A page of "Decks I like" (GET /v2/decks/liked), the latest like first. */
export function useLikedDecks(offset: number) {
  const token = useAuth((state) => state.token)
  const url = withQuery('/v2/decks/liked', { limit: LIKED_PAGE_SIZE, offset: offset || undefined })
  return useQuery({
    // Under the decks key, so a like or a deck's deletion reads it again.
    queryKey: ['decks', 'list', url, token],
    queryFn: async ({ signal }) => api<Paginated<DeckOut>>(url, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  })
}
