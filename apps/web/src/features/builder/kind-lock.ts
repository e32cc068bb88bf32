import type { DeckDetails } from '@ashes/api'
import { RED_RAINS_LOCKED, UNRESTRICTED_LOCKED } from '@ashes/game'
import { api, withQuery } from '../../lib/api.ts'
import { ApiError } from '../../lib/api-error.ts'
import { toast } from '../../lib/toast-store.ts'
import { legalDeck } from './deck-data.ts'
import { useBuilder } from './state.ts'

// A deck with a public snapshot keeps its kind (packages/game deck-kind.ts).

export const KIND_LOCKED = 'A published deck keeps its kind; clone it to change that.'
export const KIND_RESTORED =
  'This deck has been published, so its kind cannot change: it was set back, and your other changes are being saved.'

/** The server's refusals (PUT /v2/decks, 400). */
const REFUSALS = [RED_RAINS_LOCKED, UNRESTRICTED_LOCKED]

export function isKindRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 400 &&
    typeof error.detail === 'string' &&
    REFUSALS.includes(error.detail)
  )
}

/**
 * After such a refusal (the deck was published in another tab, or before the builder knew):
 * the deck takes back the kind it has on the server and is marked published, still dirty, so
 * every other edit is saved next. Resolves whether it did (not when another deck is open now).
 */
export async function restoreSavedKind(session: number): Promise<boolean> {
  const id = useBuilder.getState().deck.id
  if (id === null) return false
  const details = await api<DeckDetails>(withQuery(`/v2/decks/${id}`, { show_saved: true }))
  const current = useBuilder.getState()
  if (current.session !== session || current.deck.id !== id) return false
  const { is_red_rains, is_unrestricted } = details.deck
  const kept = { ...current.deck, is_red_rains, is_unrestricted }
  const deck = current.deck.is_unrestricted && !is_unrestricted ? legalDeck(kept) : kept
  useBuilder.setState({ deck, published: true, isDirty: true, revision: current.revision + 1 })
  toast.warning(KIND_RESTORED)
  return true
}
