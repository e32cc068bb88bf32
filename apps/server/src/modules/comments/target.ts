import { isRowId } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { CardStore } from '../cards/card-store.ts'
import { findDeckAccess } from '../decks/deck-rows.ts'
import { type DeckVisibility, maySeeDeck } from '../decks/visibility.ts'

/** What a comment thread or subscription hangs on: a card, or a deck row by its entity id. */
export type Target =
  | { kind: 'card'; entityId: number; isLegacy: boolean; isSnapshot: false; version: number }
  | {
      kind: 'deck'
      entityId: number
      isLegacy: boolean
      isSnapshot: boolean
      deckId: number
      visibility: DeckVisibility
    }

/** The card (in a public release) or deck with that entity id, if any. */
async function findTarget(
  db: Queryable,
  cards: CardStore,
  entityId: number,
): Promise<Target | undefined> {
  if (!isRowId(entityId)) return undefined
  const card = (await cards.get()).cards.find((c) => c.entityId === entityId)
  if (card?.release.isPublic) {
    const { isLegacy, version } = card
    return { kind: 'card', entityId, isLegacy, isSnapshot: false, version }
  }
  const deck = await findDeckAccess(db, { entityId })
  if (!deck) return undefined
  const { id, isLegacy, visibility } = deck
  return {
    kind: 'deck',
    entityId,
    isLegacy,
    isSnapshot: visibility.isSnapshot,
    deckId: id,
    visibility,
  }
}

/**
 * The target as the caller may know it: a card's thread is everyone's, a deck's follows the deck
 * (decks/visibility.ts). One the caller may not see is answered as missing, so a guessed entity
 * id tells nothing about a private deck.
 */
export async function findVisibleTarget(
  db: Queryable,
  cards: CardStore,
  entityId: number,
  playerId: number | undefined,
): Promise<Target | undefined> {
  const target = await findTarget(db, cards, entityId)
  if (target?.kind === 'deck' && !maySeeDeck(target.visibility, playerId)) return undefined
  return target
}
