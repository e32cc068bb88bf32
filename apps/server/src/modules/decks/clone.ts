import type { Queryable } from '@ashes/runtime'
import { notFound } from '../../http/api-error.ts'
import { announceDeck } from './announce.ts'
import { contentsToCopy } from './deck-copy.ts'
import { findDeck } from './deck-rows.ts'
import { deckFields, insertDeck } from './deck-write.ts'

/**
 * GET /v2/decks/{id}/clone (api-decks 4.10): a new source deck with the original's contents, plus a
 * private "Source:" snapshot recording where it came from.
 */
export async function cloneDeck(
  tx: Queryable,
  playerId: number,
  id: number,
  options: { shareUuid: string | undefined; redRains: boolean },
): Promise<number> {
  const original = await findDeck(tx, id)
  const owner = original?.player_id === playerId
  const publicSnapshot = original?.is_snapshot && original.is_public
  const shared =
    options.shareUuid !== undefined && original?.direct_share_uuid === options.shareUuid
  if (
    !original ||
    original.is_legacy ||
    original.is_deleted ||
    !(owner || publicSnapshot || shared)
  )
    throw notFound('Invalid ID for cloning.')
  // The reference wrote "Copy of None" for untitled decks.
  const title = original.title || 'Untitled'
  const fields = {
    ...deckFields(original),
    player_id: playerId,
    // An unrestricted deck stays one (it cannot be a Red Rains deck); others take the choice.
    is_red_rains: options.redRains && !original.is_unrestricted,
  }
  const contents = await contentsToCopy(tx, original.id)
  const cloneId = await insertDeck(
    tx,
    {
      ...fields,
      title: `Copy of ${title}`,
      is_snapshot: false,
      // A private share of someone else's deck must not link back to it.
      source_id: owner || publicSnapshot ? original.id : null,
    },
    contents,
  )
  await insertDeck(
    tx,
    {
      ...fields,
      title: `Source: ${title}`,
      description: null,
      is_snapshot: true,
      source_id: cloneId,
    },
    contents,
    cloneId,
  )
  await announceDeck(tx, 'deck.saved', {
    id: cloneId,
    player_id: playerId,
    source_id: owner || publicSnapshot ? original.id : null,
    is_snapshot: false,
    is_public: false,
  })
  return cloneId
}
