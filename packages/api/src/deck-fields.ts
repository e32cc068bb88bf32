import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { z } from 'zod'
import { StoredText } from './text.ts'

/**
 * A deck's own texts beside its title, each with the most characters it holds (issue 51 item 6).
 * Each is the deck table's column of the same name, and every path of a deck reads this list: a
 * save (PUT /v2/decks) sets it, the saved form answers it (null when empty), clones and snapshots
 * copy it, an export carries it and an import reads it, and the web builder edits it. A new text
 * of a deck is an entry here, its column (a migration), and where the builder and the deck page
 * show it.
 */
export const DECK_TEXTS = { description: DESCRIPTION_MAX_LENGTH } as const

export type DeckTextName = keyof typeof DECK_TEXTS
export const DECK_TEXT_NAMES = Object.keys(DECK_TEXTS) as DeckTextName[]

/** Each text of `source`, null when absent (a save's, an import's or a stored row's). */
export const deckTexts = (
  source: Partial<Record<DeckTextName, string | null>>,
): Record<DeckTextName, string | null> =>
  Object.fromEntries(DECK_TEXT_NAMES.map((name) => [name, source[name] ?? null])) as Record<
    DeckTextName,
    string | null
  >

const shapeOf = <T extends z.ZodType>(schema: (max: number) => T) =>
  Object.fromEntries(
    Object.entries(DECK_TEXTS).map(([name, max]) => [name, schema(max)]),
  ) as Record<DeckTextName, T>

/** The texts in a save's body: each optional, at most its length (a 422 naming it). */
export const deckTextsIn = () => shapeOf((max) => StoredText.max(max).nullish())
/**
 * The texts as an import reads them: optional, any length, so that a text too long fails that
 * deck with a message saying so (decks/import.ts) rather than the whole page.
 */
export const importedDeckTexts = () => shapeOf(() => StoredText.nullish())
/** The texts in an answer: null when the deck has none. */
export const deckTextsOut = () => shapeOf(() => z.string().nullable())
