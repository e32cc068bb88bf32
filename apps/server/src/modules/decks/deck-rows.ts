import type { Queryable } from '../../db/client.ts'

/** A deck row as the deck endpoints read it, with its owner. */
export interface DeckRow {
  id: number
  entity_id: number
  source_id: number | null
  title: string | null
  description: string | null
  created: string
  modified: string
  is_public: boolean
  is_snapshot: boolean
  is_red_rains: boolean
  is_unrestricted: boolean
  is_legacy: boolean
  is_deleted: boolean
  is_preconstructed: boolean
  is_moderated: boolean
  preconstructed_release: number | null
  direct_share_uuid: string
  ashes_500_score: number | null
  ashes_500_revision_id: number | null
  phoenixborn_id: number | null
  player_id: number
  username: string
  badge: string
}

export interface DeckContents {
  cards: { card_id: number; count: number }[]
  dice: { die_flag: number; count: number }[]
  selected: {
    card_id: number
    tutor_card_id: number
    is_first_five: boolean
    is_paid_effect: boolean
  }[]
}

export type LoadedDeck = DeckRow & DeckContents

/** ISO dates with microseconds: `created` identifies a deck across instances (api-decks 0.5). */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`

export const DECK_COLUMNS = `d.id, d.entity_id, d.source_id, d.title, d.description,
  ${iso('d.created')} AS created, ${iso('d.modified')} AS modified, d.is_public, d.is_snapshot,
  d.is_red_rains, d.is_unrestricted, d.is_legacy, d.is_deleted, d.is_preconstructed, d.is_moderated,
  d.preconstructed_release, d.direct_share_uuid::text AS direct_share_uuid, d.ashes_500_score,
  d.ashes_500_revision_id, d.phoenixborn_id, d.player_id, p.username, p.badge`

/** Ids beyond the int column are nobody's deck; comparing them would fail in SQL. */
export const isDeckId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2147483647

/** One deck row (any state); `lock` holds it until the transaction ends, so saves serialise. */
export async function findDeck(
  db: Queryable,
  id: number,
  lock = false,
): Promise<DeckRow | undefined> {
  if (!isDeckId(id)) return undefined
  const [row] = await db.query<DeckRow>(
    `SELECT ${DECK_COLUMNS} FROM deck d JOIN player p ON p.id = d.player_id WHERE d.id = $1
     ${lock ? 'FOR UPDATE OF d' : ''}`,
    [id],
  )
  return row
}

/** Cards, dice and selected cards of the given decks, keyed by deck id. */
export async function loadContents(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, DeckContents>> {
  const contents = new Map<number, DeckContents>(
    ids.map((id) => [id, { cards: [], dice: [], selected: [] }]),
  )
  if (ids.length === 0) return contents
  const [cards, dice, selected] = await Promise.all([
    db.query<DeckContents['cards'][number] & { deck_id: number }>(
      'SELECT deck_id, card_id, count FROM deck_card WHERE deck_id = ANY($1::int[])',
      [ids],
    ),
    db.query<DeckContents['dice'][number] & { deck_id: number }>(
      'SELECT deck_id, die_flag, count FROM deck_die WHERE deck_id = ANY($1::int[]) ORDER BY position',
      [ids],
    ),
    db.query<DeckContents['selected'][number] & { deck_id: number }>(
      `SELECT deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect FROM deck_selected_card
       WHERE deck_id = ANY($1::int[]) ORDER BY position`,
      [ids],
    ),
  ])
  for (const { deck_id, ...card } of cards) contents.get(deck_id)?.cards.push(card)
  for (const { deck_id, ...die } of dice) contents.get(deck_id)?.dice.push(die)
  for (const { deck_id, ...row } of selected) contents.get(deck_id)?.selected.push(row)
  return contents
}

/** Rows with their contents, in the order of `rows`. */
export async function withContents(db: Queryable, rows: DeckRow[]): Promise<LoadedDeck[]> {
  const contents = await loadContents(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => ({
    ...row,
    ...(contents.get(row.id) ?? { cards: [], dice: [], selected: [] }),
  }))
}

export async function loadDeck(db: Queryable, id: number): Promise<LoadedDeck | undefined> {
  const row = await findDeck(db, id)
  return row ? (await withContents(db, [row]))[0] : undefined
}
