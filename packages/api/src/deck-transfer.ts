import { z } from 'zod'
import { Uuid4 } from './auth.ts'
import { deckTextsOut, importedDeckTexts } from './deck-fields.ts'
import { DeckCardEntry, DeckDie, DeckDieName, DeckPhoenixborn } from './decks.ts'
import { StoredText } from './text.ts'
import { queryText } from './validation.ts'

/** Moving decks between instances: export, mark exported, import (api-decks 4.11–4.13). */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?$/i

/** Whether the parts name a real moment (JS dates roll 30 February over into March). */
function realDate(match: RegExpExecArray): boolean {
  const [y, mo, d, h = 0, mi = 0, s = 0] = match.slice(1, 7).map((part) => Number(part ?? 0))
  const date = new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h, mi, s))
  const offsetOk = Number(match[9] ?? 0) <= 14 && Number(match[10] ?? 0) <= 59
  return (
    offsetOk &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === (mo ?? 1) - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
  )
}

/**
 * An ISO-8601 date-time kept as text: a JS Date would drop the microseconds that make `created`
 * a deck's identity across instances (api-decks 0.5). A value without a zone is UTC.
 */
export const DateTimeText = StoredText.transform((value, ctx) => {
  const text = value.trim()
  const match = DATE_TIME.exec(text)
  if (!match || !realDate(match)) {
    ctx.addIssue({
      code: 'custom',
      message: 'Input should be a valid datetime',
      params: { type: 'datetime_parsing' },
    })
    return z.NEVER
  }
  const time = match[4] === undefined ? 'T00:00:00' : ''
  return `${text.replace(' ', 'T')}${time}${match[8] === undefined ? 'Z' : ''}`
})

export const ExportTokenParams = z.object({ export_token: Uuid4 })

/** `from_date` pages through the export (strictly later decks); `deck_share_uuid` picks one deck. */
export const DeckTransferQuery = z.object({
  from_date: queryText().pipe(DateTimeText.optional()),
  deck_share_uuid: queryText().pipe(Uuid4.optional()),
})
export type DeckTransferQuery = z.infer<typeof DeckTransferQuery>

/**
 * A card of an exported deck: a deck's card entry (api-decks 3.1) without its release, only what
 * the other side looks up; no other keys.
 */
export const ExportedCard = z.object(DeckCardEntry.shape).omit({ release: true })

/** One exported row (source deck or snapshot); `created` is its identity on every instance. */
export const ExportedDeck = z.object({
  title: z.string().nullable(),
  ...deckTextsOut(),
  created: z.string(),
  modified: z.string(),
  dice: z.array(DeckDie),
  phoenixborn: DeckPhoenixborn.nullable(),
  cards: z.array(ExportedCard),
  conjurations: z.array(ExportedCard),
  is_public: z.boolean(),
  is_snapshot: z.boolean(),
  is_red_rains: z.boolean(),
  /** Our addition; instances of the reference do not send it (read as false). */
  is_unrestricted: z.boolean().optional(),
  first_five: z.array(z.string()),
  effect_costs: z.array(z.string()),
  tutor_map: z.record(z.string(), z.string()),
  source_created: z.string().nullable(),
})
export type ExportedDeck = z.infer<typeof ExportedDeck>

export const DeckExportResponse = z.object({
  next_page_from_date: z.string().nullable(),
  total: z.number().int(),
  decks: z.array(ExportedDeck),
})
export type DeckExportResponse = z.infer<typeof DeckExportResponse>

/** POST body: the `created` values the importing side stored. */
export const MarkExportedBody = z.array(DateTimeText)

export const DeckImportResponse = z.object({
  success_count: z.number().int(),
  total_count: z.number().int(),
  next_page_from_date: z.string().nullable(),
  errors: z.array(z.string()),
})
export type DeckImportResponse = z.infer<typeof DeckImportResponse>

const Stubs = z.array(StoredText).nullish()

/**
 * How the importing side reads one remote deck: extra keys are ignored, but whatever gets stored
 * must fit our columns (a deck that does not is reported as failed, not answered with a 500).
 */
export const ImportedDeck = z.object({
  title: StoredText.max(255).nullish(),
  ...importedDeckTexts(),
  created: DateTimeText,
  modified: DateTimeText,
  dice: z.array(z.object({ name: DeckDieName, count: z.number().int().min(0).max(10) })).nullish(),
  phoenixborn: z.object({ name: StoredText, stub: StoredText }).nullish(),
  cards: z.array(
    z.object({ name: StoredText, stub: StoredText, count: z.number().int().min(0).max(100) }),
  ),
  is_public: z.boolean().nullish(),
  is_snapshot: z.boolean().nullish(),
  is_red_rains: z.boolean().nullish(),
  is_unrestricted: z.boolean().nullish(),
  first_five: Stubs,
  effect_costs: Stubs,
  tutor_map: z.record(StoredText, StoredText).nullish(),
  source_created: DateTimeText.nullish(),
})
export type ImportedDeck = z.infer<typeof ImportedDeck>

/** The remote page; decks are read one by one so one odd deck does not sink the others. */
export const RemoteExportPage = z.object({
  next_page_from_date: z.string().nullish(),
  total: z.number().int(),
  decks: z.array(z.unknown()),
})
