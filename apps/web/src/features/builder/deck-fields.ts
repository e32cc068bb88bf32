import { DECK_TEXT_NAMES, type DeckTextName } from '@ashes/api'

/**
 * The deck fields the builder holds as the deck API has them, one list for every conversion
 * (issue 51 item 5), as the server's DECK_FIELDS: the deck read from a save's reply or a deck's
 * page (deck-data.ts fromServer), the save's body (saveBody), the merge of edits made elsewhere
 * (merge.ts), and the deck page showing the builder's deck (routes/DeckDetails.tsx).
 */

/**
 * The deck's texts: its title and each text of DECK_TEXTS (@ashes/api). The builder holds them as
 * strings ('' for none, which the deck API answers as null); the player types them (editText).
 */
export const BUILDER_TEXTS = ['title', ...DECK_TEXT_NAMES] as const
export type BuilderText = 'title' | DeckTextName
export type BuilderTexts = Record<BuilderText, string>

/** Fields held, sent and merged as the deck API has them. */
export const BUILDER_KEPT = [
  'first_five',
  'effect_costs',
  'tutor_map',
  'is_red_rains',
  'is_unrestricted',
] as const

/** The texts of a deck as the builder holds them: '' for none. */
export const builderTexts = (deck: Partial<Record<BuilderText, string | null>>): BuilderTexts =>
  Object.fromEntries(BUILDER_TEXTS.map((name) => [name, deck[name] ?? ''])) as BuilderTexts

/** The named fields of `deck`, as they are. */
export const fieldsOf = <T, K extends keyof T>(deck: T, names: readonly K[]): Pick<T, K> =>
  Object.fromEntries(names.map((name) => [name, deck[name]])) as Pick<T, K>

/** The texts and kept fields of a builder deck as the deck API answers them (null: no text). */
export const apiFields = <T extends BuilderTexts & Record<(typeof BUILDER_KEPT)[number], unknown>>(
  deck: T,
) => ({
  ...(Object.fromEntries(BUILDER_TEXTS.map((name) => [name, deck[name] || null])) as Record<
    BuilderText,
    string | null
  >),
  ...fieldsOf(deck, BUILDER_KEPT),
})
