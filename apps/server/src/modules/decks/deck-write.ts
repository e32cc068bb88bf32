import type { Queryable } from '../../db/client.ts'
import { DECK_ROW_COLUMNS, type DeckContents, type DeckRow } from './deck-rows.ts'

export interface NewDeck {
  playerId: number
  title: string | null
  description: string | null
  phoenixbornId: number | null
  isRedRains: boolean
  isUnrestricted: boolean
  isSnapshot: boolean
  sourceId: number | null
  isPreconstructed?: boolean
  preconstructedRelease?: number | null
  /** Imported decks keep their public flag and their dates (api-decks 4.13). */
  isPublic?: boolean
  created?: string
  modified?: string
}

/** What a save sets on a source deck's row. */
export type SourceDeckFields = Pick<
  NewDeck,
  'title' | 'description' | 'phoenixbornId' | 'isRedRains' | 'isUnrestricted'
>

/** The parameters of those fields, in the column order every deck write below lists them. */
const fieldParams = (deck: SourceDeckFields) => [
  deck.title,
  deck.description,
  deck.phoenixbornId,
  deck.isRedRains,
  deck.isUnrestricted,
]

/**
 * Inserts a deck row, private unless told otherwise (entity id and share UUID come from column
 * defaults). Dates default to the clock, not the transaction start: `created` identifies a deck
 * across instances, so a clone and its "Source:" snapshot, written in one transaction, must differ.
 */
export async function insertDeck(tx: Queryable, deck: NewDeck): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO deck (player_id, title, description, phoenixborn_id, is_red_rains, is_unrestricted,
       is_snapshot, source_id, is_preconstructed, preconstructed_release, is_public, created, modified)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       COALESCE($12::timestamptz, clock_timestamp()), COALESCE($13::timestamptz, clock_timestamp()))
     RETURNING id`,
    [
      deck.playerId,
      ...fieldParams(deck),
      deck.isSnapshot,
      deck.sourceId,
      deck.isPreconstructed ?? false,
      deck.preconstructedRelease ?? null,
      deck.isPublic ?? false,
      deck.created ?? null,
      deck.modified ?? null,
    ],
  )
  if (!row) throw new Error('deck insert returned nothing')
  return row.id
}

/** Contents as the JSON parameters of `contentInserts`; list order is storage order. */
const contentParams = (contents: DeckContents) => [
  JSON.stringify(contents.cards),
  JSON.stringify(contents.dice.map((die, position) => ({ ...die, position }))),
  JSON.stringify(contents.selected.map((row, position) => ({ ...row, position }))),
]

/**
 * WITH members inserting a deck's cards, dice and selected cards in one statement; `deckId` is
 * an SQL expression and `$first` the first of the three `contentParams`.
 */
const contentInserts = (deckId: string, first: number) => `
  cards_in AS (
    INSERT INTO deck_card (deck_id, card_id, count)
    SELECT ${deckId}, c.card_id, c.count
    FROM jsonb_to_recordset($${first}::jsonb) AS c(card_id int, count int)
  ), dice_in AS (
    INSERT INTO deck_die (deck_id, die_flag, count, position)
    SELECT ${deckId}, x.die_flag, x.count, x.position
    FROM jsonb_to_recordset($${first + 1}::jsonb) AS x(die_flag int, count int, position int)
  ), selected_in AS (
    INSERT INTO deck_selected_card
      (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect, position)
    SELECT ${deckId}, s.card_id, s.tutor_card_id, s.is_first_five, s.is_paid_effect, s.position
    FROM jsonb_to_recordset($${first + 2}::jsonb)
      AS s(card_id int, tutor_card_id int, is_first_five boolean, is_paid_effect boolean, position int)
  )`

/** Replaces a deck's cards, dice and selected cards wholesale. */
export async function replaceContents(
  tx: Queryable,
  deckId: number,
  contents: DeckContents,
): Promise<void> {
  // Deleting and inserting the same keys cannot share a statement; two statements, not six.
  await tx.query(
    `WITH cards_out AS (DELETE FROM deck_card WHERE deck_id = $1),
       dice_out AS (DELETE FROM deck_die WHERE deck_id = $1)
     DELETE FROM deck_selected_card WHERE deck_id = $1`,
    [deckId],
  )
  await tx.query(`WITH ${contentInserts('$1::int', 2)} SELECT 1`, [
    deckId,
    ...contentParams(contents),
  ])
}

/**
 * Inserts a new private source deck with its contents in a single statement, which is atomic on
 * its own: saving a new deck takes one round trip and holds no transaction open.
 */
export async function insertSourceDeck(
  db: Queryable,
  deck: Omit<NewDeck, 'isSnapshot' | 'sourceId'>,
  contents: DeckContents,
): Promise<Omit<DeckRow, 'username' | 'badge'>> {
  const [row] = await db.query<Omit<DeckRow, 'username' | 'badge'>>(
    `WITH saved AS (
       INSERT INTO deck AS d (player_id, title, description, phoenixborn_id, is_red_rains,
         is_unrestricted)
       VALUES ($1, $2, $3, $4, $5, $6)
       RETURNING ${DECK_ROW_COLUMNS}
     ), ${contentInserts('(SELECT id FROM saved)', 7)}
     SELECT * FROM saved`,
    [deck.playerId, ...fieldParams(deck), ...contentParams(contents)],
  )
  if (!row) throw new Error('deck insert returned nothing')
  return row
}

/** A save over an existing source deck (see `replaceSourceDeck`). */
export interface SourceDeckReplace {
  id: number
  ownerId: number
  fields: SourceDeckFields
  contents: DeckContents
  /** A site with exports: the deck is marked changed since it was last exported. */
  resetExported: boolean
  /** Whether the deck's kind (Red Rains, unrestricted) may change; checked by the caller. */
  anyKind: boolean
}

/**
 * Replaces the fields and contents of the owner's live source deck in one statement
 * (`deck_replace` of migration 0008: content rows already right are left as they are), and
 * answers its row; nothing when the deck is not one the owner may save this way (missing, not
 * theirs, legacy, a snapshot, deleted, or of another kind unless `anyKind`).
 */
export async function replaceSourceDeck(
  db: Queryable,
  save: SourceDeckReplace,
): Promise<Omit<DeckRow, 'username' | 'badge'> | undefined> {
  const { fields } = save
  const [row] = await db.query<Omit<DeckRow, 'username' | 'badge'>>(
    `SELECT ${DECK_ROW_COLUMNS}
     FROM deck_replace($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) d`,
    [
      save.id,
      save.ownerId,
      ...fieldParams(fields),
      save.anyKind,
      save.resetExported,
      ...contentParams(save.contents),
    ],
  )
  return row
}

/** Copies one deck's contents onto another (snapshots and clones). */
export async function copyContents(
  tx: Queryable,
  fromId: number,
  toId: number,
  withSelected: boolean,
): Promise<void> {
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
