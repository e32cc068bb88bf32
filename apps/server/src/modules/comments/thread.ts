import type { CommentListQuery, CommentOut } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { z } from 'zod'
import type { Player } from '../auth/caller.ts'
import type { CardStore } from '../cards/card-store.ts'
import { commentOut, threadPage } from './comment-rows.ts'
import { findVisibleTarget } from './target.ts'

/** GET /v2/comments/{entity_id}: a page of the thread on a card or deck the viewer may see. */
export async function listThread(
  db: Queryable,
  cards: CardStore,
  entityId: number,
  query: z.infer<typeof CommentListQuery>,
  viewer: Player | undefined,
): Promise<{ count: number; results: CommentOut[] }> {
  const target = await findVisibleTarget(db, cards, entityId, viewer?.id)
  // As the reference answers an unknown entity: an empty page.
  if (!target) return { count: 0, results: [] }
  const { count, rows } = await threadPage(db, target.entityId, query)
  const isAdmin = viewer?.is_admin ?? false
  return { count, results: rows.map((row) => commentOut(row, isAdmin)) }
}
