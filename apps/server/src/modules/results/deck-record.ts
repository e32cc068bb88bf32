import { type DeckResults, isRowId } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'
import { notFound } from '../../http/api-error.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { findDeckAccess } from '../decks/deck-rows.ts'
import { maySeeDeck } from '../decks/visibility.ts'
import { showsDeckRecords, tallyByOpponent } from './result-rows.ts'

const NOT_SHARED = "This deck's record is not shared."

const winRate = (wins: number, games: number) =>
  games === 0 ? null : Math.round((wins / games) * 1000) / 1000

/**
 * GET /v2/decks/{id}/results: the record of the deck (of its source, for a snapshot), in all
 * and against each opponent Phoenixborn. Its owner always sees it; anyone who may see the deck
 * sees it when the owner lets published decks show their records (an account setting, off by
 * default); others are answered 404 as for a deck they may not see.
 */
export async function deckRecord(
  db: Queryable,
  cards: CardSnapshot,
  viewerId: number | undefined,
  deckId: number,
): Promise<DeckResults> {
  if (!isRowId(deckId)) throw notFound('No such deck found.')
  const deck = await findDeckAccess(db, { id: deckId })
  if (!deck || !maySeeDeck(deck.visibility, viewerId)) throw notFound('No such deck found.')
  const { ownerId, isSnapshot } = deck.visibility
  if (ownerId !== viewerId && !(await showsDeckRecords(db, ownerId))) throw notFound(NOT_SHARED)
  const sourceId = isSnapshot ? (deck.sourceId ?? deck.id) : deck.id
  const opponents = (await tallyByOpponent(db, sourceId)).map((tally) => {
    const card = cards.byId.get(tally.opponent_phoenixborn_id)
    const games = tally.wins + tally.losses + tally.draws
    return {
      phoenixborn: { stub: card?.stub ?? '', name: card?.name ?? '' },
      games,
      wins: tally.wins,
      losses: tally.losses,
      draws: tally.draws,
      win_rate: winRate(tally.wins, games),
    }
  })
  const sum = (key: 'wins' | 'losses' | 'draws') =>
    opponents.reduce((total, opponent) => total + opponent[key], 0)
  const games = sum('wins') + sum('losses') + sum('draws')
  return {
    deck_id: sourceId,
    games,
    wins: sum('wins'),
    losses: sum('losses'),
    draws: sum('draws'),
    win_rate: winRate(sum('wins'), games),
    opponents,
  }
}
