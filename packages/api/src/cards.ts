import {
  DICE,
  SEARCH_KEYWORDS,
  SearchSyntaxError,
  syntaxMatcher,
  TYPE_FILTER_VALUES,
  type TypeFilter,
} from '@ashes/game'
import { z } from 'zod'
import { paginated, paginationQuery } from './pagination.ts'
import { StoredText } from './text.ts'
import { enumOf, queryBool, queryList, queryText } from './validation.ts'

const Stat = z.union([z.number(), z.string()])
const CostStep = z.union([z.string(), z.array(z.string())])
const MinimalCard = z.object({ name: z.string(), stub: z.string() })

export const CardRelease = z.object({
  name: z.string(),
  stub: z.string(),
  is_phg: z.boolean().optional(),
  is_promo: z.boolean().optional(),
  is_retiring: z.boolean().optional(),
})

/** A card as every card endpoint returns it: absent keys are omitted, never null. */
export const Card = z.object({
  name: z.string(),
  stub: z.string(),
  type: z.string(),
  release: CardRelease,
  placement: z.string().optional(),
  cost: z.array(CostStep).optional(),
  dice: z.array(z.string()).optional(),
  altDice: z.array(z.string()).optional(),
  magicCost: z.record(z.string(), z.number()).optional(),
  effectMagicCost: z.record(z.string(), z.number()).optional(),
  text: z.string().optional(),
  conjurations: z.array(MinimalCard).optional(),
  phoenixborn: z.string().optional(),
  attack: Stat.optional(),
  battlefield: Stat.optional(),
  life: Stat.optional(),
  recover: Stat.optional(),
  spellboard: Stat.optional(),
  copies: z.number().int().optional(),
  effectRepeats: z.boolean().optional(),
  is_legacy: z.boolean().optional(),
  chained: z.boolean().optional(),
})
export type Card = z.infer<typeof Card>
/** Output key order of a card (the reference's order). */
export const CARD_KEYS = Object.keys(Card.shape) as (keyof Card)[]

export const CARD_TYPE_FILTERS = TYPE_FILTER_VALUES as [TypeFilter, ...TypeFilter[]]
export const DICE_FILTERS = ['basic', ...DICE] as const
export const CARD_SORTS = ['name', 'type', 'cost', 'dice', 'release'] as const

/** The card search: plain words, or the search syntax, whose faults are the query's 422. */
const CardSearch = queryText()
  .superRefine((q, ctx) => {
    if (q === undefined) return
    try {
      syntaxMatcher(q)
    } catch (error) {
      if (!(error instanceof SearchSyntaxError)) throw error
      const keyword = error.unknownKeyword
      ctx.addIssue({
        code: 'custom',
        message: error.message,
        params: {
          type: 'value_error',
          ctx: keyword === undefined ? {} : { keyword, valid_keywords: [...SEARCH_KEYWORDS] },
        },
      })
    }
  })
  .meta({
    description:
      'Plain words find cards by name, keywords or text, as ever. Or the search syntax: type: (t:), ' +
      'dice: (d:), cost:N / cost<=N / cost>=N (dice in the main cost), release:, phoenixborn: (pb:), ' +
      'text:"...", "quoted phrases", - before a term to negate it, or between terms; an unknown ' +
      'keyword is a 422 naming it. See /cards/syntax/.',
  })

export const CardListQuery = z.object({
  q: CardSearch,
  show_legacy: queryBool(),
  types: queryList(enumOf(CARD_TYPE_FILTERS)),
  mode: enumOf(['listing', 'deckbuilder']).default('listing'),
  show_summons: queryBool(),
  releases: enumOf(['all', 'mine', 'phg']).default('all'),
  r: queryList(StoredText),
  dice: queryList(enumOf(DICE_FILTERS)),
  dice_logic: enumOf(['only', 'any', 'includes', 'all']).default('only'),
  include_uniques_for: queryText(),
  sort: enumOf(CARD_SORTS).default('name'),
  order: enumOf(['asc', 'desc']).default('asc'),
  ...paginationQuery,
})
export type CardListQuery = z.infer<typeof CardListQuery>
export const CardListResponse = paginated(Card)

export const CardQuery = z.object({ show_legacy: queryBool(), for_update: queryBool() })
export const CardDetailsQuery = z.object({ show_legacy: queryBool() })
export const FuzzyLookupQuery = z.object({ q: StoredText, show_legacy: queryBool() })
export const StubParams = z.object({ stub: StoredText })
/**
 * The stub of GET /v2/cards/{stub} and its /details: only looked up among the cards in memory,
 * never stored, so any text is a stub, and one with a NUL names no card: a 404 (api-core 7.3),
 * not a 422 that made the card page offer a Retry that could never work (issue 24 item 19).
 */
export const CardLookupParams = z.object({ stub: z.string() })

const RelatedList = z.array(MinimalCard)
export const CardDetails = z.object({
  card: Card,
  usage: z.object({ decks: z.number().int(), users: z.number().int() }),
  preconstructed_deck: z.object({ id: z.number().int(), title: z.string().nullable() }).nullable(),
  related_cards: z.object({
    phoenixborn: MinimalCard.optional(),
    phoenixborn_conjurations: RelatedList.optional(),
    phoenixborn_unique: MinimalCard.optional(),
    phoenixborn_unique_conjurations: RelatedList.optional(),
    phoenixborn_unique_2: MinimalCard.optional(),
    phoenixborn_unique_2_conjurations: RelatedList.optional(),
    summoning_cards: RelatedList.optional(),
    conjurations: RelatedList.optional(),
  }),
  entity_id: z.number().int(),
  last_seen_entity_id: z.number().int().nullable(),
})
export type CardDetails = z.infer<typeof CardDetails>

/**
 * GET /v2/card-data: every public card of both eras with what the listing filters on, and the
 * releases, for the web app's copy kept offline (issue 30). Its ETag is the card data's version:
 * an unchanged copy costs a 304.
 */
const CardDataRelease = z.object({
  id: z.number().int(),
  name: z.string(),
  stub: z.string(),
  position: z.number().int(),
  is_legacy: z.boolean(),
  is_phg: z.boolean(),
})
const CardDataCard = z.object({
  card: Card,
  release_id: z.number().int(),
  is_summon: z.boolean(),
  cost_weight: z.number(),
  /** The dice the listing's filters see (a conjuration's include its summoners'). */
  dice_flags: z.number().int(),
  alt_dice_flags: z.number().int(),
  search_keywords: z.string().nullable(),
})
export const CardData = z.object({
  version: z.number().int(),
  releases: z.array(CardDataRelease),
  cards: z.array(CardDataCard),
})
export type CardData = z.infer<typeof CardData>
