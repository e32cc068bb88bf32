import { CARD_TYPES, costCountsFit, MAX_COST_COUNT } from '@ashes/game'
import { z } from 'zod'
import { DICE_FILTERS } from './cards.ts'
import { StoredText } from './text.ts'
import { enumOf } from './validation.ts'

export const CARD_TYPE_NAMES = CARD_TYPES
export const PLACEMENTS = ['Battlefield', 'Unit', 'Discard', 'Spellboard', 'Phoenixborn'] as const

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

/** The admin edit form (`GET /v2/cards/{stub}?for_update=true`). */
export const CardUpdateForm = z.object({
  name: z.string().optional(),
  text: z.string().optional(),
  cost: z.array(z.union([z.string(), z.array(z.string())])).optional(),
  dice: z.array(z.string()).optional(),
  altDice: z.array(z.string()).optional(),
  magicCost: MagicCost.optional(),
  effectMagicCost: MagicCost.optional(),
  effectRepeats: z.boolean().optional(),
  attack: z.union([z.string(), z.number()]).optional(),
  battlefield: z.union([z.string(), z.number()]).optional(),
  life: z.union([z.string(), z.number()]).optional(),
  recover: z.union([z.string(), z.number()]).optional(),
  spellboard: z.union([z.string(), z.number()]).optional(),
  copies: z.number().optional(),
  chained: z.boolean().optional(),
  is_errata: z.boolean(),
  search_keywords: z.string().optional(),
})
