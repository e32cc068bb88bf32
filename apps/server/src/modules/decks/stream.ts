import type { Queryable } from '@ashes/runtime'
import { publicSnapshot } from './visibility.ts'

/** A source deck has one `deck` stream row, pointing at its latest public snapshot (api-decks 5). */
export async function streamPublished(
  tx: Queryable,
  sourceEntityId: number,
  snapshotEntityId: number,
): Promise<void> {
  const updated = await tx.query(
    `UPDATE stream SET entity_id = $2, posted = now()
     WHERE entity_type = 'deck' AND source_entity_id = $1 RETURNING id`,
    [sourceEntityId, snapshotEntityId],
  )
  if (updated.length === 0) {
    await tx.query(
      `INSERT INTO stream (entity_type, entity_id, source_entity_id) VALUES ('deck', $2, $1)`,
      [sourceEntityId, snapshotEntityId],
    )
  }
}

export async function removeDeckStream(tx: Queryable, sourceEntityId: number): Promise<void> {
  await tx.query(`DELETE FROM stream WHERE entity_type = 'deck' AND source_entity_id = $1`, [
    sourceEntityId,
  ])
}

/**
 * After a public snapshot is deleted, its source's stream row falls back to the newest remaining
 * public snapshot. The reference took any earlier row (even a private snapshot or a clone).
 */
export async function streamAfterDelete(
  tx: Queryable,
  sourceId: number,
  deletedEntityId: number,
): Promise<void> {
  const [source] = await tx.query<{ entity_id: number }>(
    'SELECT entity_id FROM deck WHERE id = $1',
    [sourceId],
  )
  if (!source) return
  const [row] = await tx.query(
    `SELECT 1 FROM stream WHERE entity_type = 'deck' AND source_entity_id = $1 AND entity_id = $2`,
    [source.entity_id, deletedEntityId],
  )
  if (!row) return
  const [previous] = await tx.query<{ entity_id: number }>(
    `SELECT entity_id FROM deck WHERE source_id = $1 AND ${publicSnapshot('deck')}
     ORDER BY created DESC, id DESC LIMIT 1`,
    [sourceId],
  )
  if (!previous) return removeDeckStream(tx, source.entity_id)
  await tx.query(
    `UPDATE stream SET entity_id = d.entity_id, posted = d.created FROM deck d
     WHERE d.entity_id = $2 AND stream.entity_type = 'deck' AND stream.source_entity_id = $1`,
    [source.entity_id, previous.entity_id],
  )
}
