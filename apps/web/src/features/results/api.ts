import type { DeckGameList, DeckRecordsSetting, DeckResults } from '@ashes/api'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { api, relativeUrl } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'

/**
 * A deck's game record (GET /v2/decks/{id}/results), or null where the caller may not see it
 * (a 404: another player's private deck, or an owner who keeps records to themselves). Asked
 * only while `enabled`: where the deck answer says the record is shown to the viewer, since the
 * browser logs each 404 as an error.
 */
export const deckRecordQuery = (deckId: number, token: string | null) => ({
  queryKey: ['decks', deckId, 'results', token],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api<DeckResults>(`/v2/decks/${deckId}/results`, { signal }).catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return null
      throw error
    }),
  retry: false,
})

export const useDeckRecord = (deckId: number, enabled = true) =>
  useQuery({
    ...deckRecordQuery(
      deckId,
      useAuth((state) => state.token),
    ),
    enabled,
  })

/**
 * The games of the owner's deck, newest first, with the app that reported each (issue 48 item
 * 9), ten a page; under the record's query key, so a change of the record reads them again.
 */
export const useDeckGames = (deckId: number) =>
  useInfiniteQuery({
    queryKey: ['decks', deckId, 'results', 'games', useAuth((state) => state.token)],
    queryFn: ({ pageParam, signal }) => api<DeckGameList>(pageParam, { signal }),
    initialPageParam: `/v2/decks/${deckId}/results/games?limit=10`,
    getNextPageParam: (last) => (last.next ? relativeUrl(last.next) : undefined),
    retry: false,
  })

/** Takes one game out of the deck's record (the owner's site log-in only). */
export const deleteDeckGame = (deckId: number, resultId: number) =>
  api<void>(`/v2/decks/${deckId}/results/${resultId}`, { method: 'DELETE' })

const SETTING = '/v2/players/me/deck-records'

/** Whether the player's published snapshots show their deck's record. */
export const useDeckRecordsSetting = () =>
  useQuery({
    queryKey: ['players', 'me', 'deck-records', useAuth((state) => state.token)],
    queryFn: ({ signal }) => api<DeckRecordsSetting>(SETTING, { signal }),
    retry: false,
  })

export const saveDeckRecordsSetting = (setting: DeckRecordsSetting) =>
  api<DeckRecordsSetting>(SETTING, { method: 'PUT', json: setting })
