import { DECK_CARD_LIMIT, deckCardLimitMessage } from '@ashes/game'
import type { Queryable } from '@ashes/runtime'
import { badRequest } from '../../http/api-error.ts'
import { type DeckContents, loadContents } from './deck-rows.ts'

/**
 * A deck's contents, to copy onto another deck (snapshots and clones). A deck stored with more
 * cards than any deck may now hold (saved before the limit) stays readable, but copying it would
 * save a new deck past the limit: refused (400) before anything is written.
 */
export async function contentsToCopy(tx: Queryable, id: number): Promise<DeckContents> {
  const contents = (await loadContents(tx, [id])).get(id) ?? { cards: [], dice: [], selected: [] }
  const total = contents.cards.reduce((sum, card) => sum + card.count, 0)
  if (total > DECK_CARD_LIMIT) throw badRequest(deckCardLimitMessage(total))
  return contents
}
