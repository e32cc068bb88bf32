import type { DeckGameList } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { ownedRecordDeck } from './owned-deck.ts'
import { resultOut } from './record.ts'
import { deckGames } from './result-rows.ts'

/**
 * GET /v2/decks/{id}/results/games: the games of a deck's record (of its source, for a
 * snapshot), newest first, each with the app that reported it; its owner's alone.
 */
export async function listDeckGames(
  db: Queryable,
  cards: CardSnapshot,
  playerId: number,
  deckId: number,
  page: { limit: number; offset: number },
): Promise<Omit<DeckGameList, 'next' | 'previous'>> {
  const sourceId = await ownedRecordDeck(
    db,
    playerId,
    deckId,
    "Only the deck's owner sees the games of its record.",
  )
  const { count, rows } = await deckGames(db, sourceId, page)
  return {
    count,
    results: rows.map((row) => ({
      ...resultOut(row, cards),
      app:
        row.app_client_id === null
          ? null
          : { client_id: row.app_client_id, name: row.app_name ?? '' },
    })),
  }
}
