import type { DeckRecord, DeckRecordsSetting } from '@ashes/api'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'

/**
 * A deck's game record (GET /v2/decks/{id}/results), or null where the caller may not see it
 * (a 404: another player's private deck, or an owner who keeps records to themselves). Asked
 * only while `enabled`: where the deck answer says the record is shown to the viewer, since the
 * browser logs each 404 as an error.
 */
export const useDeckRecord = (deckId: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['decks', deckId, 'results', useAuth((state) => state.token)],
    queryFn: ({ signal }) =>
      api<DeckRecord>(`/v2/decks/${deckId}/results`, { signal }).catch((error: unknown) => {
        if ((error as { status?: number }).status === 404) return null
        throw error
      }),
    retry: false,
  })

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
