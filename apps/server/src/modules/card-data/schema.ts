import { CardRecord } from '@ashes/api'
import { z } from 'zod'

// A card's shape is the stored card's, defined with the admin edit form that shows it.
export { CardRecord }

/** Shapes of the card data files (see the card data README); anything else is refused. */
export const ReleaseRecord = z.object({
  order: z.number().int(),
  stub: z.string().min(1).max(60),
  name: z.string().min(1).max(60),
  is_phg: z.boolean(),
  is_promo: z.boolean(),
  is_retiring: z.boolean(),
  is_legacy: z.boolean(),
  card_count: z.number().int().optional(),
})
export type ReleaseRecord = z.infer<typeof ReleaseRecord>

/** A deck of decks-preconstructed.json: a release's preconstructed deck, by card stubs. */
export const PreconstructedDeckRecord = z.object({
  title: z.string().min(1).max(255),
  description: z.string().optional(),
  phoenixborn: z.string().min(1),
  dice: z.array(z.object({ name: z.string(), count: z.number().int().positive() })),
  cards: z.array(z.object({ stub: z.string().min(1), count: z.number().int().positive() })),
  first_five: z.array(z.string()).optional(),
  release: z.string().min(1),
  is_legacy: z.boolean(),
  is_red_rains: z.boolean(),
  source: z.string().optional(),
})
export type PreconstructedDeckRecord = z.infer<typeof PreconstructedDeckRecord>

export interface CardData {
  releases: ReleaseRecord[]
  cards: CardRecord[]
  legacyCards: CardRecord[]
  decks: PreconstructedDeckRecord[]
}
