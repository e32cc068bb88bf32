import type { DeckLikeState } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { badRequest, notFound } from '../../http/api-error.ts'
import { findLikeTarget, likeCount } from '../decks/liked-deck-rows.ts'
import { deleteLike, insertLike } from './like-write.ts'

const DECK_NOT_FOUND = 'Deck not found.'
const OWN_DECK = 'You cannot like your own deck.'

/**
 * PUT (`like`) or DELETE (`!like`) /v2/decks/{id}/like (issue 29): any page id of a published
 * deck (a public snapshot, old or latest, or its source deck) names the same likes. A deck no
 * one else may see, private or deleted, is 404 as on its page; a player's own deck cannot be
 * liked (taking back is always allowed). Both are idempotent: the state is the answer.
 */
export async function setLike(
  tx: Queryable,
  playerId: number,
  id: number,
  like: boolean,
): Promise<DeckLikeState> {
  const target = await findLikeTarget(tx, id)
  if (!target?.likeable) throw notFound(DECK_NOT_FOUND)
  if (like && target.ownerId === playerId) throw badRequest(OWN_DECK)
  if (like) await insertLike(tx, playerId, target.deckId)
  else await deleteLike(tx, playerId, target.deckId)
  return { like_count: await likeCount(tx, target.deckId), is_liked: like }
}
