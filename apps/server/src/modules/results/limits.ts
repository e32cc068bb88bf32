import type { Queryable } from '@ashes/runtime'
import { ApiError } from '../../http/api-error.ts'
import { appGameCounts, deckGameCounts } from './result-rows.ts'

/**
 * Bounds on the games apps report (issue 48 item 9), so no app, by a fault or on purpose, can
 * fill a player's records: a game takes minutes to play, so the rates leave honest apps room to
 * send a backlog at once. Counted in the database, so every server holds them alike.
 */
const RESULT_LIMITS = {
  /** Games a deck takes in a minute, from every app together. */
  perDeckPerMinute: 10,
  /** Games one app reports for one player in a minute, whichever decks they are for. */
  perAppPerMinute: 30,
  /** Games a deck keeps; its owner makes room by deleting some. */
  perDeck: 5000,
}

/** Asked to wait for a day: the deck's bound lifts only when its owner deletes games. */
const FULL_DECK_RETRY_SECONDS = 24 * 60 * 60

const tooMany = (detail: string, seconds: number) =>
  new ApiError(429, detail, { 'Retry-After': String(Math.max(1, seconds)) })

/**
 * Refuses with 429 and Retry-After a game the bounds do not let app `clientId` record for deck
 * `deckId` of player `playerId`. The caller holds the player's results lock (record.ts), so two
 * reports at once are counted one after the other.
 */
export async function checkResultLimits(
  db: Queryable,
  deckId: number,
  playerId: number,
  clientId: string,
): Promise<void> {
  const deck = await deckGameCounts(db, deckId)
  if (deck.total >= RESULT_LIMITS.perDeck)
    throw tooMany(
      `This deck holds ${RESULT_LIMITS.perDeck} games, the most a deck keeps. Its owner can delete some on the deck's page.`,
      FULL_DECK_RETRY_SECONDS,
    )
  if (deck.recent >= RESULT_LIMITS.perDeckPerMinute)
    throw tooMany(
      `This deck has recorded ${RESULT_LIMITS.perDeckPerMinute} games in the last minute, the most it takes. Please try again later.`,
      deck.oldestLeavesIn,
    )
  const app = await appGameCounts(db, clientId, playerId)
  if (app.recent >= RESULT_LIMITS.perAppPerMinute)
    throw tooMany(
      `This app has recorded ${RESULT_LIMITS.perAppPerMinute} games for this player in the last minute, the most it may. Please try again later.`,
      app.oldestLeavesIn,
    )
}
