import type { GameResultBody, GameResultOut } from '@ashes/api'
import type { Db } from '@ashes/runtime'
import { ApiError, forbidden } from '../../http/api-error.ts'
import type { Caller } from '../auth/caller.ts'
import type { CardSnapshot } from '../cards/card-snapshot.ts'
import { announceResult } from '../webhooks/events.ts'
import { checkResultLimits } from './limits.ts'
import { ownedRecordDeck } from './owned-deck.ts'
import { type GameResultRow, insertResult, reportedResult } from './result-rows.ts'

/**
 * A game is not reported from the future, but an app's clock may run a little ahead of the
 * server's: a `played_at` up to 5 minutes ahead is taken, a later one refused (docs/integrations.md
 * says the same).
 */
const CLOCK_SKEW_MS = 5 * 60 * 1000
const EARLIEST_GAME = Date.parse('2015-01-01T00:00:00Z')

const unprocessable = (detail: string) => new ApiError(422, detail)

/** The result as the API answers it, its opponent named from the card data. */
export function resultOut(row: GameResultRow, cards: CardSnapshot): GameResultOut {
  const opponent = cards.byId.get(row.opponent_phoenixborn_id)
  return {
    id: row.id,
    deck_id: row.deck_id,
    result: row.result,
    opponent_phoenixborn: { stub: opponent?.stub ?? '', name: opponent?.name ?? '' },
    format: row.format,
    played_at: new Date(row.played_at).toISOString(),
    match_id: row.match_id,
    recorded: new Date(row.recorded).toISOString(),
  }
}

function phoenixbornId(cards: CardSnapshot, stub: string): number {
  const card = cards.byStub.get(`false:${stub}`) ?? cards.byStub.get(`true:${stub}`)
  if (card?.type !== 'Phoenixborn' || !card.release.isPublic)
    throw unprocessable(`"${stub}" is not the stub of a Phoenixborn.`)
  return card.id
}

/**
 * POST /v2/decks/{id}/results: an app the deck's owner granted `results:write` records one
 * game. It is kept on the source deck, so a result reported for a snapshot (the deck a player
 * shared with the app) counts for the deck it came from. The apps told of the player's decks
 * hear of it (`result.recorded`) once, when it is first recorded. A new game is refused with 429
 * past the bounds of limits.ts; a report sent again is answered whatever they say.
 */
export async function recordResult(
  db: Db,
  cards: CardSnapshot,
  caller: Caller,
  deckId: number,
  body: GameResultBody,
): Promise<{ result: GameResultOut; created: boolean }> {
  const app = caller.app
  if (!app) throw forbidden('Game results are reported by apps, with an app access token.')
  const playedAt = Date.parse(body.played_at)
  if (playedAt > Date.now() + CLOCK_SKEW_MS) throw unprocessable('played_at is in the future.')
  if (playedAt < EARLIEST_GAME) throw unprocessable('played_at is before 2015.')
  const opponentId = phoenixbornId(cards, body.opponent_phoenixborn)
  return db.transaction(async (tx) => {
    const playerId = caller.player.id
    const sourceId = await ownedRecordDeck(
      tx,
      playerId,
      deckId,
      'You cannot record results for a deck you do not own.',
    )
    // One report of the player's at a time, so the bounds count each game before the next.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', ['game_result', playerId])
    const reported = await reportedResult(tx, app.clientId, playerId, body.match_id)
    if (reported) return { result: resultOut(reported, cards), created: false }
    await checkResultLimits(tx, sourceId, playerId, app.clientId)
    const { row, created } = await insertResult(
      tx,
      { deckId: sourceId, playerId: caller.player.id, clientId: app.clientId, opponentId },
      body,
    )
    const result = resultOut(row, cards)
    if (created) await announceResult(tx, caller.player.id, result)
    return { result, created }
  })
}
