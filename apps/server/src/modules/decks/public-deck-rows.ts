import { fitsInt4 } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { listedDeck, publicSnapshot } from './visibility.ts'

// The decks anyone may see, as other modules read them (discovery, the sitemap, card pages,
// comment threads): each read applies the rule of visibility.ts, so none of them names the
// deck table or writes a rule of its own.

/** A listed deck as the discovery index holds it (discovery/deck-index.ts). */
export interface IndexedDeck {
  id: number
  /** Its source deck. */
  grp: number
  phoenixborn_id: number
  card_ids: number[] | null
  is_preconstructed: boolean
  dice_flags: number
  title: string | null
  /** Months since year 0 of its creation. */
  month: number
  /** xmin: new at every change of the row, never one it had before. */
  row_version: string
}

/** Discovery counts the listed decks of the current, restricted game alone. */
const DISCOVERED = `${listedDeck('deck')} AND NOT is_legacy AND NOT is_red_rains AND NOT is_unrestricted`
const INDEXED_COLUMNS = `id, coalesce(source_id, id) AS grp, phoenixborn_id, card_ids,
  is_preconstructed, dice_flags, title,
  (extract(year FROM created) * 12 + extract(month FROM created) - 1)::int AS month,
  xmin::text AS row_version`

/** The discovered decks after the id `after`, `limit` of them in order of id. */
export function indexedDecksAfter(db: Queryable, after: number, limit: number) {
  return db.query<IndexedDeck>(
    `SELECT ${INDEXED_COLUMNS} FROM deck WHERE ${DISCOVERED} AND id > $1 ORDER BY id LIMIT ${Math.trunc(limit)}`,
    [after],
  )
}

/** The discovered decks among `ids`, in order of id. */
export function indexedDecksAmong(db: Queryable, ids: number[]) {
  return db.query<IndexedDeck>(
    `SELECT ${INDEXED_COLUMNS} FROM deck WHERE ${DISCOVERED} AND id = ANY($1::int[]) ORDER BY id`,
    [ids],
  )
}

/** Discovered decks by buckets of 1,024 ids: a deck's bucket. */
export const bucketOf = (id: number) => id >> 10
const BUCKET = '(id >> 10)'

/**
 * Each bucket's digest: its decks' count and the sum of a hash of each one's id and row
 * version, so a deck that comes, leaves or changes in place moves its bucket's digest.
 */
export async function indexedDigests(db: Queryable): Promise<Map<number, string>> {
  const rows = await db.query<{ bucket: number; digest: string }>(
    `SELECT ${BUCKET} AS bucket,
       count(*) || ':' || sum(hashtext(id::text || ':' || xmin::text)::bigint) AS digest
     FROM deck WHERE ${DISCOVERED} GROUP BY 1`,
  )
  return new Map(rows.map((row) => [row.bucket, row.digest]))
}

/** The id and row version of each discovered deck in those buckets. */
export function indexedVersionsIn(db: Queryable, buckets: number[]) {
  return db.query<{ id: number; row_version: string }>(
    `SELECT id, xmin::text AS row_version FROM deck
     WHERE ${DISCOVERED} AND ${BUCKET} = ANY($1::int[])`,
    [buckets],
  )
}

// Seconds are enough for a sitemap's lastmod (W3C datetime).
const lastmod = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`

/** The listed decks by ranges of `size` ids: each range's number and latest change. */
export function listedRanges(db: Queryable, size: number) {
  return db.query<{ n: string | number; lastmod: string }>(
    `SELECT d.id / ${Math.trunc(size)} AS n, ${lastmod('max(d.modified)')} AS lastmod
     FROM deck d WHERE ${listedDeck('d')} GROUP BY 1 ORDER BY 1`,
  )
}

/** The listed decks with an id in [from, to): the id of each one's page and its last change. */
export function listedBetween(db: Queryable, from: number, to: number) {
  return db.query<{ page: number; lastmod: string }>(
    `SELECT coalesce(d.source_id, d.id) AS page, ${lastmod('d.modified')} AS lastmod
     FROM deck d WHERE d.id >= $1 AND d.id < $2 AND ${listedDeck('d')} ORDER BY d.id`,
    [from, to],
  )
}

/**
 * How many decks and distinct players use one of the Phoenixborns or the other cards: live
 * source decks, each counted once, without the preconstructed decks (nobody's own).
 */
export async function deckUsage(db: Queryable, phoenixborns: number[], others: number[]) {
  const [row] = await db.query<{ decks: number; users: number }>(
    `SELECT count(*) AS decks, count(DISTINCT d.player_id) AS users FROM deck d
     WHERE NOT d.is_snapshot AND NOT d.is_deleted AND NOT d.is_preconstructed
       AND (d.phoenixborn_id = ANY($1::int[]) OR d.card_ids && $2::int[])`,
    [phoenixborns, others],
  )
  return { decks: row?.decks ?? 0, users: row?.users ?? 0 }
}

/** The first published preconstructed deck holding one of the cards: its page's id and title. */
export async function preconstructedWith(db: Queryable, isLegacy: boolean, cardIds: number[]) {
  if (cardIds.length === 0) return null
  const [row] = await db.query<{ id: number; title: string | null }>(
    `SELECT d.source_id AS id, d.title FROM deck d
     WHERE ${publicSnapshot('d')} AND d.is_preconstructed AND d.is_legacy = $1
       AND d.source_id IS NOT NULL AND d.card_ids && $2::int[]
     ORDER BY d.id LIMIT 1`,
    [isLegacy, cardIds],
  )
  return row ?? null
}

/** Public snapshots of the source deck with that entity id: a deck's thread holds them. */
const THREAD_SNAPSHOTS = `SELECT s.entity_id FROM deck s JOIN deck src ON src.id = s.source_id
  WHERE src.entity_id = $1 AND ${publicSnapshot('s')}`

/** The entity id of the newest public snapshot of the source deck `sourceEntityId`. */
export async function newestPublicSnapshot(
  db: Queryable,
  sourceEntityId: number,
): Promise<number | null> {
  const [row] = await db.query<{ last: number | null }>(
    `SELECT max(entity_id) AS last FROM (${THREAD_SNAPSHOTS}) s`,
    [sourceEntityId],
  )
  return row?.last ?? null
}

/** Whether `entityId` is a public snapshot of the source deck `sourceEntityId`. */
export async function isPublicSnapshotOf(
  db: Queryable,
  sourceEntityId: number,
  entityId: number,
): Promise<boolean> {
  if (!fitsInt4(entityId) || !fitsInt4(sourceEntityId)) return false
  const rows = await db.query(`SELECT 1 FROM (${THREAD_SNAPSHOTS}) s WHERE s.entity_id = $2`, [
    sourceEntityId,
    entityId,
  ])
  return rows.length > 0
}
