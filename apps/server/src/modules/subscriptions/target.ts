import type { Queryable } from '../../db/client.ts'
import type { CardStore } from '../cards/card-store.ts'

/** What a comment thread or subscription hangs on: a card, or a deck row by its entity id. */
export type Target =
  | { kind: 'card'; entityId: number; isLegacy: boolean; isSnapshot: false; version: number }
  | { kind: 'deck'; entityId: number; isLegacy: boolean; isSnapshot: boolean; deckId: number }

/** Entity ids beyond the int column are nothing's. */
const isEntityId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647

/** The card (in a public release) or deck with that entity id, if any. */
export async function findTarget(
  db: Queryable,
  cards: CardStore,
  entityId: number,
): Promise<Target | undefined> {
  if (!isEntityId(entityId)) return undefined
  const card = (await cards.get()).cards.find((c) => c.entityId === entityId)
  if (card?.release.isPublic) {
    const { isLegacy, version } = card
    return { kind: 'card', entityId, isLegacy, isSnapshot: false, version }
  }
  const [deck] = await db.query<{ id: number; is_legacy: boolean; is_snapshot: boolean }>(
    'SELECT id, is_legacy, is_snapshot FROM deck WHERE entity_id = $1',
    [entityId],
  )
  if (!deck) return undefined
  return {
    kind: 'deck',
    entityId,
    isLegacy: deck.is_legacy,
    isSnapshot: deck.is_snapshot,
    deckId: deck.id,
  }
}
