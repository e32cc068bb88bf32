import type { Queryable } from '@ashes/runtime'
import { queryDecks } from '../decks/deck-contents.ts'
import { LISTED_COLUMNS, type ListedDeck } from '../decks/deck-rows.ts'

/**
 * The liked decks the listing shows: the latest public snapshot of each (migration 0003), so a
 * deck made private or deleted, which has none, drops out, and comes back if published again.
 */
const LIKED = `FROM deck_like l
  JOIN deck d ON d.is_latest_public AND coalesce(d.source_id, d.id) = l.deck_id
  JOIN player p ON p.id = d.player_id
  WHERE l.player_id = $1`

/** One page of "Decks I like" (GET /v2/decks/liked), the latest like first, and its total. */
export async function listLikedDecks(
  db: Queryable,
  playerId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: ListedDeck[] }> {
  const rows = await queryDecks<Omit<ListedDeck, 'cards' | 'dice' | 'selected'>>(
    db,
    `SELECT ${LISTED_COLUMNS} ${LIKED}
     ORDER BY l.liked DESC, l.deck_id DESC LIMIT $2 OFFSET $3`,
    [playerId, page.limit, page.offset],
  )
  const [total] = await db.query<{ count: number }>(`SELECT count(*)::int AS count ${LIKED}`, [
    playerId,
  ])
  return { count: total?.count ?? 0, rows }
}
