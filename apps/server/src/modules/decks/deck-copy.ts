import { DECK_CARD_LIMIT, deckCardLimitMessage } from '@ashes/game'
import type { Queryable } from '@ashes/runtime'
import { badRequest } from '../../http/api-error.ts'

/**
 * Copies one deck's contents onto another (snapshots and clones). A deck stored with more cards
 * than any deck may now hold (saved before the limit) stays readable, but copying it would save
 * a new deck past the limit: refused (400), the transaction leaving nothing behind.
 */
export async function copyContents(
  tx: Queryable,
  fromId: number,
  toId: number,
  withSelected: boolean,
): Promise<void> {
  const [held] = await tx.query<{ total: number }>(
    'SELECT coalesce(sum(count), 0)::int AS total FROM deck_card WHERE deck_id = $1',
    [fromId],
  )
  const total = held?.total ?? 0
  if (total > DECK_CARD_LIMIT) throw badRequest(deckCardLimitMessage(total))
  await tx.query(
    'INSERT INTO deck_card (deck_id, card_id, count) SELECT $2, card_id, count FROM deck_card WHERE deck_id = $1',
    [fromId, toId],
  )
  await tx.query(
    `INSERT INTO deck_die (deck_id, die_flag, count, position)
     SELECT $2, die_flag, count, position FROM deck_die WHERE deck_id = $1`,
    [fromId, toId],
  )
  if (!withSelected) return
  await tx.query(
    `INSERT INTO deck_selected_card (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect, position)
     SELECT $2, card_id, tutor_card_id, is_first_five, is_paid_effect, position
     FROM deck_selected_card WHERE deck_id = $1`,
    [fromId, toId],
  )
}
