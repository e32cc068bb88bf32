import { stubify } from '@ashes/game'
import type { Queryable } from '@ashes/runtime'
import type { TableReport } from './report.ts'

/**
 * The source's preconstructed decks take the keys the card data's import gives its own
 * (card-data/import-decks.ts: `precon:<current|legacy>:<title stub>`, and `:source` for the deck
 * a snapshot is of), so that a later `npm run cards:import` updates them instead of adding the
 * card data's decks beside them. The first deck (by id) of a key takes it; a deck already keyed
 * keeps its key. The decks keyed are counted as updated in `report`.
 */
export async function keyPreconstructedDecks(tx: Queryable, report: TableReport): Promise<void> {
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
  if (keys.length === 0) return
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
  report.updated += keyed.length
}
