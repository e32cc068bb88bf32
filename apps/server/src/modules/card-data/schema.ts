import { CARD_TYPES } from '@ashes/game'
import { z } from 'zod'

/** Shapes of the card data files (see the card data README); anything else is refused. */
const Stat = z.union([z.number().int(), z.string().max(10)])
const MinimalCard = z.object({ name: z.string().min(1), stub: z.string().min(1) })
const MagicCost = z.record(z.string(), z.number().int().nonnegative())

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

export const CardRecord = z.object({
  name: z.string().min(1).max(60),
  stub: z.string().min(1).max(60),
  type: z.enum(CARD_TYPES),
  release: z.object({
    name: z.string().min(1),
    stub: z.string().min(1),
    is_phg: z.boolean().optional(),
    is_promo: z.boolean().optional(),
    is_retiring: z.boolean().optional(),
  }),
  placement: z.enum(['Battlefield', 'Spellboard', 'Discard', 'Unit', 'Phoenixborn']).optional(),
  cost: z.array(z.union([z.string(), z.array(z.string())])).optional(),
  dice: z.array(z.string()).optional(),
  altDice: z.array(z.string()).optional(),
  magicCost: MagicCost.optional(),
  effectMagicCost: MagicCost.optional(),
  effectRepeats: z.boolean().optional(),
  chained: z.boolean().optional(),
  text: z.string().optional(),
  conjurations: z.array(MinimalCard).optional(),
  phoenixborn: z.string().min(1).max(60).optional(),
  attack: Stat.optional(),
  life: Stat.optional(),
  recover: Stat.optional(),
  battlefield: Stat.optional(),
  spellboard: Stat.optional(),
  copies: z.number().int().nonnegative().optional(),
  is_legacy: z.boolean().optional(),
})
export type CardRecord = z.infer<typeof CardRecord>

export const DeckRecord = z.object({
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
export type DeckRecord = z.infer<typeof DeckRecord>

export interface CardData {
  releases: ReleaseRecord[]
  cards: CardRecord[]
  legacyCards: CardRecord[]
  decks: DeckRecord[]
}
