import type { Queryable } from '@ashes/runtime'
import { notFound } from '../../http/api-error.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { deckWithSelections } from './deck-json.ts'
import { loadSharedDeck } from './deck-rows.ts'

/**
 * GET /v2/decks/shared/{uuid} (api-decks 4.3): the one deck row a share link shows, to anyone,
 * without its comment thread or saved state.
 */
export async function sharedDeck(db: Queryable, snapshot: CardSnapshot, uuid: string) {
  const deck = await loadSharedDeck(db, uuid)
  if (!deck)
    throw notFound('No such deck; it might have been deleted, or your share ID might be wrong.')
  const out = deckWithSelections(deck, snapshot, { shareUuid: true })
  return { is_legacy: null, ...out, is_saved: null, comments_entity_id: null }
}
