import type { Db } from '@ashes/runtime'
import { badRequest, notFound } from '../../http/api-error.ts'
import type { CardStore } from '../cards/card-store.ts'
import { postComment } from './comment-write.ts'
import { findVisibleTarget } from './target.ts'

export const BLANK = 'You cannot post blank comments.'

/** POST /v2/comments/{entity_id}: a comment on a live card or source deck the player may see. */
export async function postOnThread(
  db: Db,
  cards: CardStore,
  entityId: number,
  playerId: number,
  text: string,
): Promise<void> {
  const target = await findVisibleTarget(db, cards, entityId, playerId)
  if (!target) throw notFound('No valid resource found to comment on.')
  if (target.isLegacy) throw badRequest('Commenting on legacy decks and cards is not allowed.')
  if (target.isSnapshot) throw badRequest('You cannot comment on snapshots.')
  if (text.trim() === '') throw badRequest(BLANK)
  // Text is stored as written; it is parsed and rendered safely by clients.
  await db.transaction((tx) => postComment(tx, target, playerId, text))
}
