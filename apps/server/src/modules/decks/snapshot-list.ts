import type { Queryable } from '@ashes/runtime'
import { notFound } from '../../http/api-error.ts'
import { queryDecks } from './deck-contents.ts'
import { findDeck, LISTED_COLUMNS, type ListedDeck } from './deck-rows.ts'

/**
 * GET /v2/decks/{id}/snapshots (api-decks 4.7): a source deck's snapshots; private ones for its
 * owner.
 */
export async function listSnapshots(
  db: Queryable,
  id: number,
  playerId: number | undefined,
  query: { show_public_only: boolean; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<{ count: number; rows: ListedDeck[]; owner: boolean }> {
  const deck = await findDeck(db, id)
  if (!deck || deck.is_deleted || deck.is_snapshot) throw notFound('Deck not found.')
  const owner = deck.player_id === playerId
  const publicOnly = query.show_public_only || !owner
  const where = `d.source_id = $1 AND d.is_snapshot AND NOT d.is_deleted AND (d.is_public OR NOT $2)`
  const [total] = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM deck d WHERE ${where}`,
    [id, publicOnly],
  )
  const order = query.order === 'asc' ? 'ASC' : 'DESC'
  const rows = await queryDecks<Omit<ListedDeck, 'cards' | 'dice' | 'selected'>>(
    db,
    `SELECT ${LISTED_COLUMNS} FROM deck d JOIN player p ON p.id = d.player_id WHERE ${where}
     ORDER BY d.created ${order}, d.id ${order} LIMIT $3 OFFSET $4`,
    [id, publicOnly, query.limit, query.offset],
  )
  return { count: total?.count ?? 0, rows, owner }
}
