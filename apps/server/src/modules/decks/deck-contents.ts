import type { Queryable } from '@ashes/runtime'
import type { DeckContents, DeckRow } from './deck-rows.ts'

/**
 * Cards, dice and selected cards of the deck `d` as compact text ("id:count,..."), so a deck or a
 * page of decks comes with its contents in one round trip; text is cheaper than JSON to build in
 * the database and to read here. Read them with `queryDecks`.
 */
export const CARDS_TEXT = `(SELECT string_agg(c.card_id || ':' || c.count, ',' ORDER BY c.card_id)
  FROM deck_card c WHERE c.deck_id = d.id) AS cards_text`
export const DICE_TEXT = `(SELECT string_agg(x.die_flag || ':' || x.count, ',' ORDER BY x.position)
  FROM deck_die x WHERE x.deck_id = d.id) AS dice_text`
const SELECTED_TEXT = `(SELECT string_agg(concat_ws(':', s.card_id, s.tutor_card_id,
    s.is_first_five::int, s.is_paid_effect::int), ',' ORDER BY s.position)
  FROM deck_selected_card s WHERE s.deck_id = d.id) AS selected_text`
export const CONTENTS_COLUMNS = `${CARDS_TEXT}, ${DICE_TEXT}, ${SELECTED_TEXT}`

interface ContentsText {
  cards_text?: string | null
  dice_text?: string | null
  selected_text?: string | null
}

const numbers = (text: string | null | undefined) =>
  text ? text.split(',').map((item) => item.split(':').map(Number)) : []

/**
 * Runs a query selecting CONTENTS_COLUMNS (or LISTED_COLUMNS) and answers its rows with their
 * contents read (the rows are completed in place: pages of rows are read on every listing).
 */
export async function queryDecks<T extends object = DeckRow>(
  db: Queryable,
  text: string,
  params: readonly unknown[],
): Promise<(T & DeckContents)[]> {
  const rows = await db.query<T & ContentsText & Partial<DeckContents>>(text, params)
  for (const row of rows) {
    row.cards = numbers(row.cards_text).map(([card_id = 0, count = 0]) => ({ card_id, count }))
    row.dice = numbers(row.dice_text).map(([die_flag = 0, count = 0]) => ({ die_flag, count }))
    row.selected = numbers(row.selected_text).map(
      ([card_id = 0, tutor = 0, first = 0, paid = 0]) => ({
        card_id,
        tutor_card_id: tutor,
        is_first_five: first === 1,
        is_paid_effect: paid === 1,
      }),
    )
  }
  return rows as (T & DeckContents)[]
}
