import { DECK_TEXT_NAMES, type DeckTextName, isRowId } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { CONTENTS_COLUMNS, queryDecks } from './deck-contents.ts'
import { type DeckVisibility, VISIBILITY_COLUMNS } from './visibility.ts'

/** A deck row as the deck endpoints read it, with its owner (and its texts, @ashes/api DECK_TEXTS). */
export interface DeckRow extends Record<DeckTextName, string | null> {
  id: number
  entity_id: number
  source_id: number | null
  title: string | null
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
  /** Bumped by every write of the deck's content: its ETag (revision.ts, migration 0013). */
  revision: number
  /** Players who like its source deck, kept on public snapshots (migration 0020). */
  like_count: number
  username: string
  badge: string
}

/**
 * The deck columns a player's save sets (PUT /v2/decks), named as the contract names them; every
 * write of a deck reads them by these names from one record (`deckRowJson`, deck-write.ts). A text
 * of a deck is an entry of DECK_TEXTS (@ashes/api) and comes with it; another field a save stores
 * is its column in DeckRow, DECK_ROW_COLUMNS and here.
 */
export const DECK_FIELDS = [
  'title',
  ...DECK_TEXT_NAMES,
  'phoenixborn_id',
  'is_red_rains',
  'is_unrestricted',
] as const satisfies readonly (keyof DeckRow)[]

/** A deck's fields as a save sets them. */
export type DeckFields = Pick<DeckRow, (typeof DECK_FIELDS)[number]>

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

/** The deck's own columns of a DeckRow (also usable in RETURNING of a write aliased `d`). */
export const DECK_ROW_COLUMNS = `d.id, d.entity_id, d.source_id, d.title,
  ${DECK_TEXT_NAMES.map((name) => `d.${name}`).join(', ')},
  ${iso('d.created')} AS created, ${iso('d.modified')} AS modified, d.is_public, d.is_snapshot,
  d.is_red_rains, d.is_unrestricted, d.is_legacy, d.is_deleted, d.is_preconstructed, d.is_moderated,
  d.preconstructed_release, d.direct_share_uuid::text AS direct_share_uuid, d.ashes_500_score,
  d.ashes_500_revision_id, d.phoenixborn_id, d.player_id, d.revision, d.like_count`

export const DECK_COLUMNS = `${DECK_ROW_COLUMNS}, p.username, p.badge`

/** What a listing item shows of a deck: no texts or First Five (nor their cost to read). */
export type ListedDeck = Omit<
  LoadedDeck,
  DeckTextName | 'is_deleted' | 'is_moderated' | 'preconstructed_release' | 'player_id' | 'revision'
>

/** The columns of a ListedDeck over `d` (deck) and `p` (player), contents included. */
export const LISTED_COLUMNS = `d.id, d.entity_id, d.source_id, d.title,
  ${iso('d.created')} AS created, ${iso('d.modified')} AS modified, d.is_public, d.is_snapshot,
  d.is_red_rains, d.is_unrestricted, d.is_legacy, d.is_preconstructed,
  d.direct_share_uuid::text AS direct_share_uuid, d.ashes_500_score, d.ashes_500_revision_id,
  d.phoenixborn_id, d.like_count, p.username, p.badge, d.cards_text, d.dice_text`

/** One deck row (any state); `lock` holds it until the transaction ends, so saves serialise. */
export async function findDeck(
  db: Queryable,
  id: number,
  lock = false,
): Promise<DeckRow | undefined> {
  if (!isRowId(id)) return undefined
  const [row] = await db.query<DeckRow>(
    `SELECT ${DECK_COLUMNS} FROM deck d JOIN player p ON p.id = d.player_id WHERE d.id = $1
     ${lock ? 'FOR UPDATE OF d' : ''}`,
    [id],
  )
  return row
}

/** A deck row as far as who may see it goes (visibility.ts), for other modules' pages of it. */
export interface DeckAccess {
  id: number
  entityId: number
  sourceId: number | null
  isLegacy: boolean
  visibility: DeckVisibility
}

/** The deck row with that id or entity id (any state), to test with `maySeeDeck`. */
export async function findDeckAccess(
  db: Queryable,
  by: { id: number } | { entityId: number },
): Promise<DeckAccess | undefined> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['entity_id', by.entityId]
  if (!isRowId(value)) return undefined
  const [row] = await db.query<Omit<DeckAccess, 'visibility'> & DeckVisibility>(
    `SELECT d.id, d.entity_id AS "entityId", d.source_id AS "sourceId", d.is_legacy AS "isLegacy",
       ${VISIBILITY_COLUMNS} FROM deck d WHERE d.${column} = $1`,
    [value],
  )
  if (!row) return undefined
  const { id, entityId, sourceId, isLegacy, ...visibility } = row
  return { id, entityId, sourceId, isLegacy, visibility }
}

/** Cards, dice and selected cards of the given decks, keyed by deck id. */
export async function loadContents(
  db: Queryable,
  ids: readonly number[],
): Promise<Map<number, DeckContents>> {
  if (ids.length === 0) return new Map()
  const rows = await queryDecks<{ id: number }>(
    db,
    `SELECT d.id, ${CONTENTS_COLUMNS} FROM deck d WHERE d.id = ANY($1::int[])`,
    [ids],
  )
  return new Map(rows.map(({ id, cards, dice, selected }) => [id, { cards, dice, selected }]))
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

/** One deck (any state) with its contents. */
export async function loadDeck(db: Queryable, id: number): Promise<LoadedDeck | undefined> {
  if (!isRowId(id)) return undefined
  const [deck] = await queryDecks(
    db,
    `SELECT ${DECK_COLUMNS}, ${CONTENTS_COLUMNS} FROM deck d JOIN player p ON p.id = d.player_id
     WHERE d.id = $1`,
    [id],
  )
  return deck
}

/** The live deck a share link names, with its contents. */
export async function loadSharedDeck(db: Queryable, uuid: string): Promise<LoadedDeck | undefined> {
  const rows = await db.query<DeckRow>(
    `SELECT ${DECK_COLUMNS} FROM deck d JOIN player p ON p.id = d.player_id
     WHERE d.direct_share_uuid = $1 AND NOT d.is_deleted`,
    [uuid],
  )
  const [deck] = await withContents(db, rows)
  return deck
}

/**
 * The state of a player's live source decks (their listing, GET /v2/decks/mine) as one text,
 * read from the player's index without a deck's contents: how many there are, the sum of their
 * ids (a deck made in place of a deleted one has a greater id, so the sum moves even where the
 * count does not), the sum of their revisions (every save bumps one) and the latest change.
 */
export async function ownDecksState(db: Queryable, playerId: number): Promise<string> {
  const [row] = await db.query<{ state: string }>(
    `SELECT concat_ws(':', count(*), sum(id), sum(revision), max(modified)) AS state
     FROM deck WHERE player_id = $1 AND NOT is_snapshot AND NOT is_deleted`,
    [playerId],
  )
  return row?.state ?? ''
}
