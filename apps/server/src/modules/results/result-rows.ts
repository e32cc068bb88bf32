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
