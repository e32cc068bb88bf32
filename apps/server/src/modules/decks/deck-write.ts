import type { Queryable } from '@ashes/runtime'
import { deckEventSql } from '../webhooks/events.ts'
import { CONTENTS_FIELDS, contentsColumns } from './deck-contents.ts'
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
 * The one record every deck write sends: the deck's fields and its contents' columns
 * (`contentsColumns`) under their column names. SQL reads it by name as a row of the deck table
 * with `jsonb_populate_record(NULL::deck, ...)` (`fieldsOfRecord`).
 */
const deckRowJson = (fields: Partial<NewDeck>, contents: DeckContents) =>
  JSON.stringify({ ...fields, ...contentsColumns(contents) })

/** The columns a write of a deck's fields and contents sets, and the record's values for them. */
const WRITTEN = [...DECK_FIELDS, ...CONTENTS_FIELDS]
const FIELD_LIST = WRITTEN.join(', ')
const RECORD_FIELDS = WRITTEN.map((column) => `r.${column}`).join(', ')
/** A deck record parameter as a row `r` of the deck table (its other columns null). */
const fieldsOfRecord = (param: string) => `jsonb_populate_record(NULL::deck, ${param}::jsonb) r`

/**
 * Inserts a deck row with its contents, private unless told otherwise (entity id and share UUID
 * come from column defaults). Dates default to the clock, not the transaction start: `created`
 * identifies a deck across instances (export and import), so a deck written `after` another in
 * the same transaction (a clone's "Source:" snapshot after the clone) is dated after it, at least
 * by a microsecond: the embedded database's clock counts only milliseconds.
 */
export async function insertDeck(
  tx: Queryable,
  deck: NewDeck,
  contents: DeckContents,
  after?: number,
): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO deck (player_id, ${FIELD_LIST}, is_snapshot, source_id, is_preconstructed,
       preconstructed_release, is_public, created, modified)
     SELECT r.player_id, ${RECORD_FIELDS}, r.is_snapshot, r.source_id,
       coalesce(r.is_preconstructed, false), r.preconstructed_release, coalesce(r.is_public, false),
       coalesce(r.created, greatest(clock_timestamp(),
         (SELECT a.created + interval '1 microsecond' FROM deck a WHERE a.id = $2))),
       coalesce(r.modified, clock_timestamp())
     FROM ${fieldsOfRecord('$1')}
     RETURNING id`,
    [deckRowJson(deck, contents), after ?? null],
  )
  if (!row) throw new Error('deck insert returned nothing')
  return row.id
}

/** What an import writes over a deck: all it writes but the deck's kind (Red Rains, unrestricted). */
const IMPORTED = WRITTEN.filter(
  (column) => column !== 'is_red_rains' && column !== 'is_unrestricted',
)

/**
 * An imported deck over the caller's deck of the same `created` (api-decks 4.13): its fields,
 * contents and date; as the reference, the kind flags of a deck already here stay as they are.
 */
export async function updateImportedDeck(
  tx: Queryable,
  id: number,
  deck: DeckFields & { modified: string },
  contents: DeckContents,
): Promise<void> {
  await tx.query(
    `UPDATE deck d SET (${IMPORTED.join(', ')}) = ROW(${IMPORTED.map((column) => `r.${column}`).join(', ')}),
       modified = r.modified, revision = d.revision + 1
     FROM ${fieldsOfRecord('$2')} WHERE d.id = $1`,
    [id, deckRowJson(deck, contents)],
  )
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
   )
   ${SAVED_ROW}`
const INSERT_SOURCE = insertSourceSql(false)
const INSERT_SOURCE_KEYED = insertSourceSql(true)

/**
 * Inserts a new private source deck with its contents, one row in one statement: saving a new
 * deck takes one round trip and holds no transaction open. With `key` (the creation's
 * Idempotency-Key) nothing is inserted, and undefined answered, when the player's key already
 * names a deck (`createdWithKey`).
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
    keyed ? [owner, deckRowJson(deck, contents), key] : [owner, deckRowJson(deck, contents)],
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

/**
 * Whether a creation key less than a day old names the deck: deleting such a deck marks it
 * deleted rather than removing it (which would take the key with it), so a retry of the
 * creation learns that its deck was deleted instead of making another.
 */
export async function namedByCreationKey(db: Queryable, deckId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM deck_creation_key WHERE deck_id = $1 AND created >= now() - ${KEY_LIFETIME}
     LIMIT 1`,
    [deckId],
  )
  return rows.length > 0
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
     RETURNING d.*, ${deckEventSql('deck.saved', 'd')} AS announced
   )
   ${SAVED_ROW}`

/**
 * Replaces the fields and contents of the owner's live source deck in one statement, and
 * answers its row; nothing when the deck is not one the owner may save this way (missing, not
 * theirs, legacy, a snapshot, deleted, of another kind unless `anyKind`, or at a revision
 * `revisions` does not name). The UPDATE sets the fields and contents and bumps the revision. A
 * save that keeps the deck's Phoenixborn and set of cards changes no indexed column, so the row's
 * update stays heap-only (migrations 0011, 0025).
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
    deckRowJson(save.fields, save.contents),
    save.revisions,
  ])
  return row && JSON.parse(row.deck)
}
