import type { GameResultBody } from '@ashes/api'
import type { Queryable } from '@ashes/runtime'

/** A row of game_result (migration 0019) as the results endpoints read it. */
export interface GameResultRow {
  id: number
  deck_id: number
  result: 'win' | 'loss' | 'draw'
  opponent_phoenixborn_id: number
  format: string
  played_at: Date | string
  match_id: string
  recorded: Date | string
}

const COLUMNS = `id, deck_id, result, opponent_phoenixborn_id, format, played_at, match_id, recorded`

/** What recording a game stores beside the app's report. */
export interface NewResult {
  deckId: number
  playerId: number
  clientId: string
  opponentId: number
}

/**
 * Records a game once per app, player and match id: a report sent again finds the row the
 * first one wrote (`created: false`), whatever else it says.
 */
export async function insertResult(
  tx: Queryable,
  result: NewResult,
  body: GameResultBody,
): Promise<{ row: GameResultRow; created: boolean }> {
  const [inserted] = await tx.query<GameResultRow>(
    `INSERT INTO game_result (deck_id, player_id, client_id, match_id, result,
       opponent_phoenixborn_id, format, played_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (client_id, player_id, match_id) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      result.deckId,
      result.playerId,
      result.clientId,
      body.match_id,
      body.result,
      result.opponentId,
      body.format,
      body.played_at,
    ],
  )
  if (inserted) return { row: inserted, created: true }
  const [existing] = await tx.query<GameResultRow>(
    `SELECT ${COLUMNS} FROM game_result WHERE client_id = $1 AND player_id = $2 AND match_id = $3`,
    [result.clientId, result.playerId, body.match_id],
  )
  if (!existing) throw new Error('game result neither inserted nor found')
  return { row: existing, created: false }
}

/** The game an app already reported for the player under this match id, if any. */
export async function reportedResult(
  db: Queryable,
  clientId: string,
  playerId: number,
  matchId: string,
): Promise<GameResultRow | undefined> {
  const [row] = await db.query<GameResultRow>(
    `SELECT ${COLUMNS} FROM game_result WHERE client_id = $1 AND player_id = $2 AND match_id = $3`,
    [clientId, playerId, matchId],
  )
  return row
}

/** How many games a bound counts, and when the oldest of them in the last minute was recorded. */
export interface RecentGames {
  /** All the deck's games (the deck's bound); the app's games of the last minute (the app's). */
  total: number
  /** Those of the last minute. */
  recent: number
  /** Seconds until the oldest of the last minute's games is a minute old (0 without any). */
  oldestLeavesIn: number
}

const RECENT = `count(*)::int AS total,
  count(*) FILTER (WHERE recorded > now() - interval '1 minute')::int AS recent,
  coalesce(ceil(extract(epoch FROM min(recorded) FILTER (WHERE recorded > now() - interval '1 minute')
    + interval '1 minute' - now())), 0)::int AS "oldestLeavesIn"`

/** The games of a deck, to bound what apps report for it. */
export async function deckGameCounts(db: Queryable, deckId: number): Promise<RecentGames> {
  const [row] = await db.query<RecentGames>(
    `SELECT ${RECENT} FROM game_result WHERE deck_id = $1`,
    [deckId],
  )
  return row ?? { total: 0, recent: 0, oldestLeavesIn: 0 }
}

/** The games an app reported for a player in the last minute, to bound the app. */
export async function appGameCounts(
  db: Queryable,
  clientId: string,
  playerId: number,
): Promise<RecentGames> {
  const [row] = await db.query<RecentGames>(
    `SELECT ${RECENT} FROM game_result
     WHERE client_id = $1 AND player_id = $2 AND recorded > now() - interval '1 minute'`,
    [clientId, playerId],
  )
  return row ?? { total: 0, recent: 0, oldestLeavesIn: 0 }
}

/** A game of a deck's record with the app that reported it (null once the app is deleted). */
export type DeckGameRow = GameResultRow & { app_client_id: string | null; app_name: string | null }

/** A page of a deck's games, newest first, and how many it has. */
export async function deckGames(
  db: Queryable,
  deckId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: DeckGameRow[] }> {
  const rows = await db.query<DeckGameRow>(
    `SELECT ${COLUMNS.split(', ')
      .map((column) => `r.${column}`)
      .join(', ')}, a.client_id AS app_client_id, a.name AS app_name
     FROM game_result r LEFT JOIN oauth_app a ON a.client_id = r.client_id
     WHERE r.deck_id = $1 ORDER BY r.recorded DESC, r.id DESC LIMIT $2 OFFSET $3`,
    [deckId, page.limit, page.offset],
  )
  const [total] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM game_result WHERE deck_id = $1',
    [deckId],
  )
  return { count: total?.count ?? 0, rows }
}

/** Deletes a game of a deck's record; false when the deck holds no such game. */
export async function deleteGame(db: Queryable, deckId: number, id: number): Promise<boolean> {
  const deleted = await db.query(
    'DELETE FROM game_result WHERE id = $1 AND deck_id = $2 RETURNING id',
    [id, deckId],
  )
  return deleted.length > 0
}

/** A deck's games against one opponent Phoenixborn. */
export interface OpponentTally {
  opponent_phoenixborn_id: number
  wins: number
  losses: number
  draws: number
}

export async function tallyByOpponent(db: Queryable, deckId: number): Promise<OpponentTally[]> {
  return db.query<OpponentTally>(
    `SELECT opponent_phoenixborn_id,
       count(*) FILTER (WHERE result = 'win')::int AS wins,
       count(*) FILTER (WHERE result = 'loss')::int AS losses,
       count(*) FILTER (WHERE result = 'draw')::int AS draws
     FROM game_result WHERE deck_id = $1
     GROUP BY opponent_phoenixborn_id ORDER BY count(*) DESC, opponent_phoenixborn_id`,
    [deckId],
  )
}

/** Whether the player lets others see their decks' records on published snapshots. */
export async function showsDeckRecords(db: Queryable, playerId: number): Promise<boolean> {
  const [row] = await db.query<{ show_deck_records: boolean }>(
    'SELECT show_deck_records FROM player WHERE id = $1',
    [playerId],
  )
  return row?.show_deck_records ?? false
}

export async function setShowDeckRecords(
  db: Queryable,
  playerId: number,
  show: boolean,
): Promise<void> {
  // Public deck pages say whether their record is shown (`record_shared`) and are kept while
  // the public-deck version (migration 0004) stands: a change of the setting moves it.
  await db.query(
    `WITH changed AS (
       UPDATE player SET show_deck_records = $2
       WHERE id = $1 AND show_deck_records IS DISTINCT FROM $2 RETURNING id)
     SELECT public_decks_changed() FROM changed`,
    [playerId, show],
  )
}
