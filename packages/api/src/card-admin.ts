import { CARD_TYPES, costCountsFit, MAX_COST_COUNT } from '@ashes/game'
import { z } from 'zod'
import { DICE_FILTERS } from './cards.ts'
import { StoredText } from './text.ts'
import { enumOf } from './validation.ts'

export const CARD_TYPE_NAMES = CARD_TYPES
export const PLACEMENTS = ['Battlefield', 'Unit', 'Discard', 'Spellboard', 'Phoenixborn'] as const

const Stat = z.union([z.number().int(), z.string().max(10)])
const MinimalCard = z.object({ name: z.string().min(1), stub: z.string().min(1) })
const MagicCostRecord = z.record(z.string(), z.number().int().nonnegative())

/**
 * A card as the card data files record it and the server stores it (its JSON document): the
 * import refuses anything else, and the admin edit form shows its editable fields.
 */
export const CardRecord = z.object({
  name: z.string().min(1).max(60),
  stub: z.string().min(1).max(60),
  type: z.enum(CARD_TYPE_NAMES),
  release: z.object({
    name: z.string().min(1),
    stub: z.string().min(1),
    is_phg: z.boolean().optional(),
    is_promo: z.boolean().optional(),
    is_retiring: z.boolean().optional(),
  }),
  placement: z.enum(PLACEMENTS).optional(),
  cost: z.array(z.union([z.string(), z.array(z.string())])).optional(),
  dice: z.array(z.string()).optional(),
  altDice: z.array(z.string()).optional(),
  magicCost: MagicCostRecord.optional(),
  effectMagicCost: MagicCostRecord.optional(),
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

// A huge count overflowed the stored cost weight (a 500); each cost text names its own field.
const CostText = StoredText.refine(costCountsFit, {
  message: `Dice counts in a cost must be at most ${MAX_COST_COUNT}`,
  params: { type: 'value_error' },
})
const CostList = z.array(z.union([CostText, z.array(CostText)]))
const CostInput = z.union([CostText, CostList])
// The reference took stats as strings only on create; clients sending numbers were refused for no
// good reason, so both are accepted.
const StatInput = z.union([StoredText.max(10), z.number().int()])
const DiceList = z.array(enumOf(DICE_FILTERS))

export const CardCreateBody = z
  .object({
    name: StoredText.min(3).max(30),
    card_type: enumOf(CARD_TYPE_NAMES),
    placement: enumOf(PLACEMENTS).nullish(),
    release: StoredText.min(1).max(60),
    text: StoredText.nullish(),
    cost: CostInput.nullish(),
    effect_magic_cost: CostInput.nullish(),
    can_effect_repeat: z.boolean().nullish(),
    dice: DiceList.nullish(),
    alt_dice: DiceList.nullish(),
    phoenixborn: StoredText.min(3).max(30).nullish(),
    attack: StatInput.nullish(),
    battlefield: StatInput.nullish(),
    life: StatInput.nullish(),
    recover: StatInput.nullish(),
    spellboard: StatInput.nullish(),
    copies: z.number().int().min(0).max(99).nullish(),
  })
  .superRefine((card, ctx) => {
    if (card.card_type !== 'Phoenixborn' && !card.placement) {
      ctx.addIssue({
        code: 'custom',
        message: 'required for non-Phoenixborn cards',
        params: { type: 'value_error', model: true },
      })
    }
    const conjured =
      card.card_type === 'Conjuration' || card.card_type === 'Conjured Alteration Spell'
    if (conjured && !card.copies) {
      ctx.addIssue({
        code: 'custom',
        message: 'required for conjurations and conjured alteration spells',
        params: { type: 'value_error', model: true },
      })
    }
  })
export type CardCreateBody = z.infer<typeof CardCreateBody>

const MagicCost = z.record(StoredText, z.number().int().min(0).max(MAX_COST_COUNT))

/** Admin edit: absent or null leaves a field alone; an empty value removes it. */
export const CardPatchBody = z.object({
  is_errata: z.boolean().nullish(),
  name: StoredText.max(30).nullish(),
  text: StoredText.nullish(),
  search_keywords: StoredText.nullish(),
  cost: CostList.nullish(),
  dice: DiceList.nullish(),
  altDice: DiceList.nullish(),
  magicCost: MagicCost.nullish(),
  effectMagicCost: MagicCost.nullish(),
  effectRepeats: z.boolean().nullish(),
  attack: StatInput.nullish(),
  life: StatInput.nullish(),
  recover: StatInput.nullish(),
  battlefield: StatInput.nullish(),
  spellboard: StatInput.nullish(),
  copies: z.number().int().min(0).max(99).nullish(),
  // The reference defaulted this to false, silently un-chaining cards on every edit; absent now
  // means "leave alone" like every other field.
  chained: z.boolean().nullish(),
})
export type CardPatchBody = z.infer<typeof CardPatchBody>

const stored = CardRecord.shape

/**
 * The admin edit form (`GET /v2/cards/{stub}?for_update=true`): a stored card's editable fields,
 * in this order.
 */
export const CardUpdateForm = z.object({
  name: z.string().optional(),
  text: stored.text,
  cost: stored.cost,
  dice: stored.dice,
  altDice: stored.altDice,
  magicCost: stored.magicCost,
  effectMagicCost: stored.effectMagicCost,
  effectRepeats: stored.effectRepeats,
  attack: stored.attack,
  battlefield: stored.battlefield,
  life: stored.life,
  recover: stored.recover,
  spellboard: stored.spellboard,
  copies: stored.copies,
  chained: stored.chained,
  is_errata: z.boolean(),
  search_keywords: z.string().optional(),
})
