import type { Queryable } from '@ashes/runtime'
import { deckEventSql } from '../webhooks/events.ts'
import {
  DECK_FIELDS,
  DECK_ROW_COLUMNS,
  type DeckContents,
  type DeckFields,
  type DeckRow,
} from './deck-rows.ts'

/** A deck row to insert, keyed by its column names (absent: the column's default). */
export interface NewDeck extends DeckFields {
  player_id: number
  is_snapshot: boolean
  source_id: number | null
  is_preconstructed?: boolean
  preconstructed_release?: number | null
  /** Imported decks keep their public flag and their dates (api-decks 4.13). */
  is_public?: boolean
  created?: string
  modified?: string
}

/** The fields a save sets, as `row` holds them (a copy of a deck takes them all). */
export const deckFields = (row: DeckFields): DeckFields =>
  Object.fromEntries(DECK_FIELDS.map((column) => [column, row[column]])) as DeckFields

/**
 * The one record every deck write sends: the deck's fields under their column names, and its
 * contents (list order is storage order). SQL reads it by name, the fields with
 * `jsonb_populate_record(NULL::deck, ...)` (`FIELDS_OF_RECORD`) and the contents as
 * `cards`, `dice` and `selected` (`contentInserts`, and `deck_replace` in db/schema.sql).
 */
function deckRecord(fields: Partial<NewDeck>, contents?: DeckContents): string {
  if (!contents) return JSON.stringify(fields)
  // Each object literal of one shape: copying rows by spreading them cost more than the rest.
  return JSON.stringify({
    ...fields,
    cards: contents.cards,
    dice: contents.dice.map(({ die_flag, count }, position) => ({ die_flag, count, position })),
    selected: contents.selected.map((row, position) => ({
      card_id: row.card_id,
      tutor_card_id: row.tutor_card_id,
      is_first_five: row.is_first_five,
      is_paid_effect: row.is_paid_effect,
      position,
    })),
  })
}

/** The record's fields, over `r`, in DECK_FIELDS order; FROM it with `fieldsOfRecord`. */
const FIELD_LIST = DECK_FIELDS.join(', ')
const RECORD_FIELDS = DECK_FIELDS.map((column) => `r.${column}`).join(', ')
/** A deck record parameter as a row `r` of the deck table (its other columns null). */
const fieldsOfRecord = (param: string) => `jsonb_populate_record(NULL::deck, ${param}::jsonb) r`

/**
 * Inserts a deck row, private unless told otherwise (entity id and share UUID come from column
 * defaults). Dates default to the clock, not the transaction start: `created` identifies a deck
 * across instances, so a clone and its "Source:" snapshot, written in one transaction, must differ.
 */
export async function insertDeck(tx: Queryable, deck: NewDeck): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO deck (player_id, ${FIELD_LIST}, is_snapshot, source_id, is_preconstructed,
       preconstructed_release, is_public, created, modified)
     SELECT r.player_id, ${RECORD_FIELDS}, r.is_snapshot, r.source_id,
       coalesce(r.is_preconstructed, false), r.preconstructed_release, coalesce(r.is_public, false),
       coalesce(r.created, clock_timestamp()), coalesce(r.modified, clock_timestamp())
     FROM ${fieldsOfRecord('$1')}
     RETURNING id`,
    [deckRecord(deck)],
  )
  if (!row) throw new Error('deck insert returned nothing')
  return row.id
}

/** The fields a save sets but the deck's kind (Red Rains, unrestricted). */
const KINDLESS_FIELDS = DECK_FIELDS.filter(
  (column) => column !== 'is_red_rains' && column !== 'is_unrestricted',
)

/**
 * An imported deck over the caller's deck of the same `created` (api-decks 4.13): its fields
 * and date; as the reference, the kind flags of a deck already here stay as they are.
 */
export async function updateImportedDeck(
  tx: Queryable,
  id: number,
  deck: DeckFields & { modified: string },
): Promise<void> {
  await tx.query(
    `UPDATE deck d SET (${KINDLESS_FIELDS.join(', ')}) =
       ROW(${KINDLESS_FIELDS.map((column) => `r.${column}`).join(', ')}),
       modified = r.modified, revision = d.revision + 1
     FROM ${fieldsOfRecord('$2')} WHERE d.id = $1`,
    [id, deckRecord(deck)],
  )
}

/**
 * WITH members inserting a deck's cards, dice and selected cards in one statement; `deckId` is
 * an SQL expression (null: no deck was inserted, a keyed creation's key being taken) and
 * `record` the parameter of a `deckRecord` with contents.
 */
const contentInserts = (deckId: string, record: string) => `
  cards_in AS (
    INSERT INTO deck_card (deck_id, card_id, count)
    SELECT ${deckId}, c.card_id, c.count
    FROM jsonb_to_recordset(${record}::jsonb -> 'cards') AS c(card_id int, count int)
    WHERE ${deckId} IS NOT NULL
  ), dice_in AS (
    INSERT INTO deck_die (deck_id, die_flag, count, position)
    SELECT ${deckId}, x.die_flag, x.count, x.position
    FROM jsonb_to_recordset(${record}::jsonb -> 'dice') AS x(die_flag int, count int, position int)
    WHERE ${deckId} IS NOT NULL
  ), selected_in AS (
    INSERT INTO deck_selected_card
      (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect, position)
    SELECT ${deckId}, s.card_id, s.tutor_card_id, s.is_first_five, s.is_paid_effect, s.position
    FROM jsonb_to_recordset(${record}::jsonb -> 'selected')
      AS s(card_id int, tutor_card_id int, is_first_five boolean, is_paid_effect boolean, position int)
    WHERE ${deckId} IS NOT NULL
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
  await tx.query(`WITH ${contentInserts('$1::int', '$2')} SELECT 1`, [
    deckId,
    deckRecord({}, contents),
  ])
}

/**
 * The saved deck's DeckRow (without its owner's names) as one JSON column, `deck`, of a write's
 * CTE `saved`: its values are numbers, booleans, strings and nulls, read back as the columns
 * would be. One column of text is cheaper for the server to take apart than twenty-three.
 */
const SAVED_ROW = `SELECT row_to_json(d)::text AS deck FROM (SELECT ${DECK_ROW_COLUMNS} FROM saved d) d`
interface SavedRow {
  deck: string
}

/** How long a creation's Idempotency-Key names the deck it made (migration 0021). */
const KEY_LIFETIME = "interval '24 hours'"

/**
 * WITH members of a keyed creation (`$1` the owner, `$3` the key): `claim` takes the key for the
 * deck about to be inserted, its id drawn ahead, unless the player's key already names a deck
 * (less than a day old; an older row is taken over). A creation with the same key at the same
 * time waits on the key's primary key, then finds it taken: no row in `claim`, no deck. A
 * couple of expired keys, oldest first, go with each creation.
 */
const KEY_CLAIM = `claim AS (
    INSERT INTO deck_creation_key AS k (player_id, key, deck_id)
    VALUES ($1, $3, nextval('deck_id_seq'))
    ON CONFLICT (player_id, key) DO UPDATE SET deck_id = excluded.deck_id, created = now()
      WHERE k.created < now() - ${KEY_LIFETIME}
    RETURNING k.deck_id
  ), expired AS (
    DELETE FROM deck_creation_key WHERE (player_id, key) IN (
      SELECT player_id, key FROM deck_creation_key
      WHERE created < now() - ${KEY_LIFETIME} AND (player_id, key) <> ($1, $3)
      ORDER BY created LIMIT 2 FOR UPDATE SKIP LOCKED)
  ),`

/**
 * The statement of `insertSourceDeck`, with a creation key or without. Each a text built once:
 * the driver names a statement by its text, and a text built per save cost its hashing (4 us).
 */
const insertSourceSql = (keyed: boolean) =>
  // The apps told (announced) are the statement's business, not the deck's: not selected.
  `WITH ${keyed ? KEY_CLAIM : ''} saved AS (
     INSERT INTO deck AS d (${keyed ? 'id, ' : ''}player_id, ${FIELD_LIST})
     SELECT ${keyed ? 'claim.deck_id, ' : ''}$1, ${RECORD_FIELDS}
     FROM ${fieldsOfRecord('$2')}${keyed ? ', claim' : ''}
     RETURNING d.*, ${deckEventSql('deck.saved', 'd')} AS announced
   ), ${contentInserts('(SELECT id FROM saved)', '$2')}
   ${SAVED_ROW}`
const INSERT_SOURCE = insertSourceSql(false)
const INSERT_SOURCE_KEYED = insertSourceSql(true)

/**
 * Inserts a new private source deck with its contents in a single statement, which is atomic on
 * its own: saving a new deck takes one round trip and holds no transaction open. With `key`
 * (the creation's Idempotency-Key) nothing is inserted, and undefined answered, when the
 * player's key already names a deck (`createdWithKey`).
 */
export async function insertSourceDeck(
  db: Queryable,
  owner: number,
  deck: DeckFields,
  contents: DeckContents,
  key: string | null = null,
): Promise<Omit<DeckRow, 'username' | 'badge'> | undefined> {
  const keyed = key !== null
  const [row] = await db.query<SavedRow>(
    keyed ? INSERT_SOURCE_KEYED : INSERT_SOURCE,
    keyed ? [owner, deckRecord(deck, contents), key] : [owner, deckRecord(deck, contents)],
  )
  if (!row) {
    if (keyed) return undefined
    throw new Error('deck insert returned nothing')
  }
  return JSON.parse(row.deck)
}

/** The deck the player's creation key names, made less than a day ago; undefined: none. */
export async function createdWithKey(
  db: Queryable,
  owner: number,
  key: string,
): Promise<number | undefined> {
  const [row] = await db.query<{ deck_id: number }>(
    `SELECT deck_id FROM deck_creation_key
     WHERE player_id = $1 AND key = $2 AND created >= now() - ${KEY_LIFETIME}`,
    [owner, key],
  )
  return row?.deck_id
}

/** A save over an existing source deck (see `replaceSourceDeck`). */
export interface SourceDeckReplace {
  id: number
  ownerId: number
  fields: DeckFields
  contents: DeckContents
  /** A site with exports: the deck is marked changed since it was last exported. */
  resetExported: boolean
  /** Whether the deck's kind (Red Rains, unrestricted) may change; checked by the caller. */
  anyKind: boolean
  /** The save's If-Match: the deck must be at one of these revisions; null for any. */
  revisions: number[] | null
}

/** The statement of `replaceSourceDeck`, built once as `insertSourceDeck`'s. */
const REPLACE_SOURCE = `WITH saved AS (
     UPDATE deck d SET (${FIELD_LIST}) = ROW(${RECORD_FIELDS}), modified = now(),
       is_exported = d.is_exported AND NOT $3::boolean, revision = d.revision + 1
     FROM ${fieldsOfRecord('$5')}
     WHERE d.id = $1 AND d.player_id = $2 AND NOT d.is_legacy AND NOT d.is_snapshot
       AND NOT d.is_deleted
       AND ($4::boolean OR (d.is_red_rains, d.is_unrestricted) = (r.is_red_rains, r.is_unrestricted))
       AND ($6::int[] IS NULL OR d.revision = ANY ($6::int[]))
     RETURNING d.*, deck_replace(d.id, $5::jsonb) AS contents_written,
       ${deckEventSql('deck.saved', 'd')} AS announced
   )
   ${SAVED_ROW}`

/**
 * Replaces the fields and contents of the owner's live source deck in one statement, and
 * answers its row; nothing when the deck is not one the owner may save this way (missing, not
 * theirs, legacy, a snapshot, deleted, of another kind unless `anyKind`, or at a revision
 * `revisions` does not name). The UPDATE sets the fields and bumps the revision; in its
 * RETURNING, once the row is locked, `deck_replace` (db/schema.sql) writes the content rows that
 * differ and leaves those already right as they are. No column an autosave writes is indexed,
 * so the row's update stays heap-only (migration 0011).
 */
export async function replaceSourceDeck(
  db: Queryable,
  save: SourceDeckReplace,
): Promise<Omit<DeckRow, 'username' | 'badge'> | undefined> {
  const [row] = await db.query<SavedRow>(REPLACE_SOURCE, [
    save.id,
    save.ownerId,
    save.resetExported,
    save.anyKind,
    deckRecord(save.fields, save.contents),
    save.revisions,
  ])
  return row && JSON.parse(row.deck)
}
