import type { Queryable } from '@ashes/runtime'
import type { DeckContents, DeckRow } from './deck-rows.ts'

/**
 * A deck's cards, dice and selected cards are kept in its row as compact text (migration 0025):
 * `cards_text` "id:count,..." by card id, `dice_text` "flag:count,..." and `selected_text`
 * "id:tutor:first five:paid effect,..." (flags as 0 or 1) in the deck's order; null when empty.
 * Text is cheaper than JSON to store and to read here. Read them with `queryDecks`, write them
 * with `contentsColumns`.
 */
export const CONTENTS_COLUMNS = 'd.cards_text, d.dice_text, d.selected_text'

/** The deck columns a write of its contents sets; `contentsColumns` gives their values. */
export const CONTENTS_FIELDS = [
  'cards_text',
  'dice_text',
  'selected_text',
  'card_ids',
  'dice_flags',
] as const

export type ContentsColumns = {
  cards_text: string | null
  dice_text: string | null
  selected_text: string | null
  /** The deck's distinct card ids in order: the card filters read them (listing.ts). */
  card_ids: number[]
  /** The deck's dice as one bit set: the public listing's dice filter reads it. */
  dice_flags: number
}

const joined = (items: string[]) => (items.length === 0 ? null : items.join(','))

/** The column values that store `contents`, kept as `queryDecks` reads them back. */
export function contentsColumns(contents: DeckContents): ContentsColumns {
  const cards = [...contents.cards].sort((a, b) => a.card_id - b.card_id)
  let diceFlags = 0
  for (const die of contents.dice) diceFlags |= die.die_flag
  return {
    cards_text: joined(cards.map((card) => `${card.card_id}:${card.count}`)),
    dice_text: joined(contents.dice.map((die) => `${die.die_flag}:${die.count}`)),
    selected_text: joined(
      contents.selected.map(
        (row) => `${row.card_id}:${row.tutor_card_id}:${+row.is_first_five}:${+row.is_paid_effect}`,
      ),
    ),
    card_ids: [...new Set(cards.map((card) => card.card_id))],
    dice_flags: diceFlags,
  }
}

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
