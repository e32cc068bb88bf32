import { DECK_CARD_LIMIT, deckCardLimitMessage } from '@ashes/game'
import { z } from 'zod'
import { deckTextsIn } from './deck-fields.ts'
import { DeckDieName, DeckSaveOut } from './decks.ts'
import { Description, StoredText } from './text.ts'

/** Requests and responses of the deck writes: a save (api-decks 4.5) and snapshots. */

const DeckCardIn = z.object({ stub: StoredText, count: z.number().int() })
const DeckDieIn = z.object({ name: DeckDieName, count: z.number().int().min(1).max(10) })
const StubRef = z.union([StoredText, z.object({ stub: StoredText })])

const countIssue = (
  ctx: z.RefinementCtx,
  index: number,
  type: string,
  bound: object,
  msg: string,
) =>
  ctx.addIssue({
    code: 'custom',
    message: msg,
    path: ['cards', index, 'count'],
    params: { type, ctx: bound },
  })

/**
 * The cards a save stores, counted as it stores them (a stub listed twice keeps its last count,
 * 0 removes it), past the limit every deck is held to: a 422 that says it.
 */
function checkCardTotal(cards: readonly { stub: string; count: number }[], ctx: z.RefinementCtx) {
  const counts = new Map(cards.map((card) => [card.stub, Math.max(0, card.count)]))
  let total = 0
  for (const count of counts.values()) total += count
  if (total <= DECK_CARD_LIMIT) return
  ctx.addIssue({
    code: 'custom',
    message: deckCardLimitMessage(total),
    path: ['cards'],
    params: { type: 'too_long', ctx: { max_cards: DECK_CARD_LIMIT } },
  })
}

/**
 * PUT /v2/decks (api-decks 4.5). Card counts are 1–3 in standard decks and 0–100 in unrestricted
 * ones (0 removes the card), and no deck holds more than DECK_CARD_LIMIT cards; only unrestricted
 * decks may leave out the Phoenixborn.
 */
export const DeckSaveBody = z
  .object({
    id: z.number().int().nullish(),
    title: StoredText.max(255).nullish(),
    ...deckTextsIn(),
    phoenixborn: StubRef.nullish(),
    cards: z.array(DeckCardIn),
    dice: z.array(DeckDieIn).nullish(),
    first_five: z.array(StoredText).nullish(),
    effect_costs: z.array(StoredText).nullish(),
    tutor_map: z.record(StoredText, StoredText).nullish(),
    is_red_rains: z.boolean().nullish(),
    is_unrestricted: z.boolean().nullish(),
  })
  .superRefine((body, ctx) => {
    const unrestricted = body.is_unrestricted === true
    if (!unrestricted && !body.phoenixborn) {
      ctx.addIssue({
        code: 'custom',
        message: 'Field required',
        path: ['phoenixborn'],
        params: { type: 'missing' },
      })
    }
    const [min, max] = unrestricted ? [0, 100] : [1, 3]
    body.cards.forEach((card, index) => {
      if (card.count < min)
        countIssue(
          ctx,
          index,
          'greater_than_equal',
          { ge: min },
          `Input should be greater than or equal to ${min}`,
        )
      if (card.count > max)
        countIssue(
          ctx,
          index,
          'less_than_equal',
          { le: max },
          `Input should be less than or equal to ${max}`,
        )
    })
    checkCardTotal(body.cards, ctx)
  })
export type DeckSaveBody = z.infer<typeof DeckSaveBody>

/** The longest `Idempotency-Key` a deck creation may carry (a UUID, 36 characters, fits). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64
export const IDEMPOTENCY_KEY_MESSAGE = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters of A-Z, a-z, 0-9, "-" and "_".`
const KEY_CHARS = `[A-Za-z0-9_-]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}`

/**
 * The headers PUT /v2/decks reads besides If-Match: an optional `Idempotency-Key` naming the new
 * deck a creation makes (api-decks 4.5 here), bare or as a quoted structured-field string.
 */
export const DeckSaveHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(new RegExp(`^(?:${KEY_CHARS}|"${KEY_CHARS}")$`), IDEMPOTENCY_KEY_MESSAGE)
    .transform((key) => key.replace(/^"(.*)"$/, '$1'))
    .optional()
    .meta({
      description:
        'Creation only (no id): a random name for the new deck. Another creation with the same ' +
        'key by the same player within 24 hours creates nothing and answers that deck as stored.',
    }),
})

export const SnapshotBody = z
  .object({
    title: StoredText.max(255).nullish(),
    description: Description.nullish(),
    is_public: z.boolean().nullish(),
    include_first_five: z.boolean().nullish(),
    preconstructed_release: StoredText.nullish(),
  })
  .nullish()
export type SnapshotBody = z.infer<typeof SnapshotBody>
export const SnapshotCreated = z.object({ detail: z.string(), snapshot_id: z.number().int() })
export type SnapshotCreated = z.infer<typeof SnapshotCreated>

export const SnapshotPatchBody = z.object({
  title: StoredText.max(255).nullish(),
  description: Description.nullish(),
  moderation_notes: StoredText.nullish(),
})
export type SnapshotPatchBody = z.infer<typeof SnapshotPatchBody>

/**
 * PUT /v2/decks answered 412 (issue 24 item 1): the save's If-Match names a revision the deck
 * has left, so it was not stored. `deck` is the deck as it is now, its revision in the ETag.
 */
export const DeckConflict = z.object({ detail: z.string(), deck: DeckSaveOut })
export type DeckConflict = z.infer<typeof DeckConflict>
