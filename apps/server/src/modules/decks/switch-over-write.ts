import { stubify } from '@ashes/game'
import type { Queryable } from '@ashes/runtime'

// The deck-table statements of the switch-over (modules/switch-over, `npm run import:ashes-live`),
// a one-off writer of decks moved from another site: the switch-over decides what it writes and
// when, in its one transaction; the deck table is named here, by its owner.

/**
 * Turns the deck's row triggers off or back on. They keep the listings' state one row at a time;
 * the switch-over rebuilds it once at the end instead (rebuildListedDecks), the table its alone.
 */
export async function setDeckRowTriggers(tx: Queryable, enabled: boolean): Promise<void> {
  await tx.query(`ALTER TABLE deck ${enabled ? 'ENABLE' : 'DISABLE'} TRIGGER USER`)
}

/** Deletes the decks of the system player (the card data's preconstructed decks); answers how many. */
export async function deleteSystemPlayerDecks(tx: Queryable): Promise<number> {
  const decks = await tx.query(
    `DELETE FROM deck WHERE player_id IN (SELECT id FROM player WHERE is_system) RETURNING id`,
  )
  return decks.length
}

/** Sets the source of decks written before their source was (a later run leaves them be). */
export async function setLaterSourceIds(
  tx: Queryable,
  later: { id: number; source_id: number }[],
): Promise<void> {
  if (later.length === 0) return
  await tx.query(
    `UPDATE deck d SET source_id = l.source_id
     FROM jsonb_to_recordset($1::jsonb) AS l(id int, source_id int)
     WHERE d.id = l.id AND d.source_id IS DISTINCT FROM l.source_id`,
    [JSON.stringify(later)],
  )
}

/**
 * The listings' kept state, which the deck's row triggers keep on every other write: each
 * group's latest public snapshot flagged, and, when any deck changed (`decksWritten`) or a flag
 * moved, the counts and card rows of the listed decks rebuilt and the servers told.
 */
export async function rebuildListedDecks(tx: Queryable, decksWritten: boolean): Promise<void> {
  const moved = await tx.query(
    `WITH latest AS (
       SELECT DISTINCT ON (coalesce(source_id, -id)) id FROM deck
       WHERE is_snapshot AND is_public AND NOT is_deleted
       ORDER BY coalesce(source_id, -id), created DESC, id DESC
     )
     UPDATE deck d SET is_latest_public = (latest.id IS NOT NULL)
     FROM deck x LEFT JOIN latest ON latest.id = x.id
     WHERE d.id = x.id AND d.is_latest_public <> (latest.id IS NOT NULL)
     RETURNING d.id`,
  )
  if (moved.length > 0 || decksWritten) {
    await tx.query('SELECT public_deck_count_rebuild()')
    await tx.query('SELECT public_decks_changed()')
  }
}

/** The highest entity id a deck holds (null when there is no deck). */
export async function highestDeckEntityId(tx: Queryable): Promise<number | null> {
  const [row] = await tx.query<{ id: number | null }>('SELECT max(entity_id) AS id FROM deck')
  return row?.id ?? null
}

/**
 * Preconstructed decks moved from another site take the keys the card data's import gives its
 * own (card-data/import-decks.ts: `precon:<current|legacy>:<title stub>`, and `:source` for the
 * deck a snapshot is of), so that a later `npm run cards:import` updates them instead of adding
 * the card data's decks beside them. The first deck (by id) of a key takes it; a deck already
 * keyed keeps its key. Answers how many decks were keyed.
 */
export async function keyPreconstructedDecks(tx: Queryable): Promise<number> {
  const snapshots = await tx.query<{
    id: number
    source_id: number | null
    title: string | null
    is_legacy: boolean
  }>(
    `SELECT id, source_id, title, is_legacy FROM deck
     WHERE is_preconstructed AND is_snapshot AND NOT is_deleted AND title IS NOT NULL
     ORDER BY id`,
  )
  const keys = snapshots.flatMap((deck) => {
    const key = `precon:${deck.is_legacy ? 'legacy' : 'current'}:${stubify(deck.title ?? '')}`
    const source = deck.source_id === null ? [] : [{ id: deck.source_id, key: `${key}:source` }]
    return [{ id: deck.id, key }, ...source]
  })
  if (keys.length === 0) return 0
  const keyed = await tx.query(
    `WITH wanted AS (
       SELECT DISTINCT ON (k.key) k.id, k.key FROM jsonb_to_recordset($1::jsonb) AS k(id int, key text)
       WHERE NOT EXISTS (SELECT 1 FROM deck d WHERE d.import_key = k.key)
       ORDER BY k.key, k.id)
     UPDATE deck d SET import_key = w.key FROM wanted w
     WHERE d.id = w.id AND d.import_key IS NULL
     RETURNING d.id`,
    [JSON.stringify(keys)],
  )
  return keyed.length
}
