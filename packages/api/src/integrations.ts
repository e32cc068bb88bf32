import { z } from 'zod'
import { DateTimeText } from './deck-transfer.ts'
import { PathId } from './ids.ts'
import { paginated, paginationQuery } from './pagination.ts'
import { StoredText } from './text.ts'

/**
 * What apps report and read of a player's games (issue 28, "Game results"), and what a
 * developer reads of the webhook deliveries to their app. docs/integrations.md explains both.
 */

export const GAME_OUTCOMES = ['win', 'loss', 'draw'] as const

/** A lower-case token of letters, digits and dashes (card stubs, formats). */
const Slug = (max: number) =>
  StoredText.min(1)
    .max(max)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes')

/** POST /v2/decks/{id}/results: one game the deck's owner played, as the app saw it. */
export const GameResultBody = z.strictObject({
  result: z.enum(GAME_OUTCOMES),
  /** The opponent's Phoenixborn, by card stub ("aradel-summergaard"). */
  opponent_phoenixborn: Slug(100),
  /** The app's name of the format ("standard", "red-rains", "draft"...). */
  format: Slug(40),
  played_at: DateTimeText,
  /** The app's own id of the match: a report sent again with it is recorded once. */
  match_id: StoredText.min(1).max(100),
})
export type GameResultBody = z.infer<typeof GameResultBody>

const PhoenixbornRef = z.object({ stub: z.string(), name: z.string() })

export const GameResultOut = z.object({
  id: z.number().int(),
  /** The source deck the result is kept on (a snapshot's results go to its source). */
  deck_id: z.number().int(),
  result: z.enum(GAME_OUTCOMES),
  opponent_phoenixborn: PhoenixbornRef,
  format: z.string(),
  played_at: z.string(),
  match_id: z.string(),
  recorded: z.string(),
})
export type GameResultOut = z.infer<typeof GameResultOut>

/**
 * GET /v2/decks/{id}/results/games: one game of a deck's record as its owner sees it, with the
 * app that reported it (null once that app was deleted), so the owner can delete what they do
 * not recognise (issue 48 item 9).
 */
export const DeckGameOut = GameResultOut.extend({
  app: z.object({ client_id: z.string(), name: z.string() }).nullable(),
})
export type DeckGameOut = z.infer<typeof DeckGameOut>
export const DeckGameList = paginated(DeckGameOut)
export type DeckGameList = z.infer<typeof DeckGameList>
export const DeckGamesQuery = z.object(paginationQuery)

/** DELETE /v2/decks/{id}/results/{result_id}: a game of the deck's record. */
export const DeckGameParams = z.object({ id: PathId, result_id: PathId })

const Tally = z.object({
  games: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  draws: z.number().int(),
  /** Wins over games, 0 to 1 (draws count as games not won); null without games. */
  win_rate: z.number().nullable(),
})

/** GET /v2/decks/{id}/results: the deck's record, in all and against each opponent Phoenixborn. */
export const DeckResults = Tally.extend({
  deck_id: z.number().int(),
  opponents: z.array(Tally.extend({ phoenixborn: PhoenixbornRef })),
})
export type DeckResults = z.infer<typeof DeckResults>

/** GET/PUT /v2/players/me/deck-records: whether published snapshots show their deck's record. */
export const DeckRecordsSetting = z.strictObject({ show_on_public_snapshots: z.boolean() })
export type DeckRecordsSetting = z.infer<typeof DeckRecordsSetting>

/** An app of the caller's, by client id (the webhook deliveries' path). */
export const WebhookAppParams = z.object({ client_id: StoredText.min(1).max(100) })

const WebhookAttemptOut = z.object({
  attempt: z.number().int(),
  attempted: z.string(),
  /** The receiver's HTTP status; null when it did not answer. */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
})

/** GET /v2/apps/{client_id}/webhook-deliveries: the app's latest deliveries, newest first. */
export const WebhookDeliveryList = z.object({
  deliveries: z.array(
    z.object({
      /** The delivery's own id (a redelivery is a new delivery of the same event id). */
      id: z.number().int(),
      event_id: z.string(),
      event: z.string(),
      created: z.string(),
      state: z.enum(['pending', 'delivered', 'given up']),
      next_attempt: z.string().nullable(),
      attempts: z.array(WebhookAttemptOut),
    }),
  ),
})
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryList>
