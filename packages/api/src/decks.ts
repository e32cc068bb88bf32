import { DICE, isDieName } from '@ashes/game'
import { z } from 'zod'
import { Uuid4 } from './auth.ts'
import { Card, CardRelease } from './cards.ts'
import { deckTextsOut } from './deck-fields.ts'
import { PathId } from './ids.ts'
import { PUBLIC_DECK_SORTS, TRENDING_HALF_LIFE_DAYS } from './likes.ts'
import { paginated, paginationQuery } from './pagination.ts'
import { StoredText } from './text.ts'
import { enumOf, queryBool, queryList, queryText } from './validation.ts'

/** Requests and responses of the deck reads (api-decks 3–4); the writes are in deck-writes.ts. */

/** A die name: lower-cased, `nature` accepted for `natural`, else 422 `invalid dice type.` */
export const DeckDieName = StoredText.transform((value, ctx) => {
  const name = value.toLowerCase() === 'nature' ? 'natural' : value.toLowerCase()
  if (isDieName(name)) return name
  ctx.addIssue({ code: 'custom', message: 'invalid dice type.', params: { type: 'value_error' } })
  return z.NEVER
})

export const DeckDie = z.object({ count: z.number().int(), name: z.string() })
export const DeckUser = z.object({ username: z.string(), badge: z.string() })

export const DeckPhoenixborn = z.object({
  name: z.string(),
  stub: z.string(),
  battlefield: z.union([z.number(), z.string()]).optional(),
  life: z.union([z.number(), z.string()]).optional(),
  spellboard: z.union([z.number(), z.string()]).optional(),
  is_legacy: z.boolean(),
})

/**
 * A card inside a deck, minimal form (api-decks 3.1); `full_cards=true` gives the whole card +
 * count. Loose, so a full card that also fits the minimal shape keeps all its keys when serialised.
 */
export const DeckCardEntry = z.looseObject({
  count: z.number().int(),
  name: z.string(),
  stub: z.string(),
  type: z.string(),
  phoenixborn: z.string().nullable(),
  is_legacy: z.boolean(),
  release: CardRelease,
})
export type DeckCardEntry = z.infer<typeof DeckCardEntry>
export const DeckFullCardEntry = Card.extend({ count: z.number().int() })
const CardEntries = z.array(z.union([DeckCardEntry, DeckFullCardEntry]))

/** A deck in listings (api-decks 3.4). */
export const DeckOut = z.object({
  id: z.number().int(),
  entity_id: z.number().int(),
  source_id: z.number().int().nullable(),
  title: z.string().nullable(),
  created: z.string(),
  modified: z.string(),
  user: DeckUser,
  dice: z.array(DeckDie),
  phoenixborn: DeckPhoenixborn.nullable(),
  cards: CardEntries,
  conjurations: CardEntries,
  is_public: z.boolean(),
  is_snapshot: z.boolean(),
  is_red_rains: z.boolean(),
  is_unrestricted: z.boolean(),
  is_preconstructed: z.boolean(),
  direct_share_uuid: z.string().nullable().optional(),
  is_legacy: z.boolean().nullable().optional(),
  ashes_500_score: z.number().int().nullable().optional(),
  ashes_500_revision_id: z.number().int().nullable().optional(),
  /** Players who like the deck: on published decks only (issue 29; old clients ignore it). */
  like_count: z.number().int().optional(),
})
export type DeckOut = z.infer<typeof DeckOut>

/** A deck with its texts (deck-fields.ts) and First Five data (api-decks 3.5). */
export const DeckSaveOut = DeckOut.extend({
  ...deckTextsOut(),
  first_five: z.array(z.string()),
  effect_costs: z.array(z.string()),
  tutor_map: z.record(z.string(), z.string()),
})
export type DeckSaveOut = z.infer<typeof DeckSaveOut>

export const DeckFullOut = DeckSaveOut.extend({
  is_saved: z.boolean().nullable().optional(),
  comments_entity_id: z.number().int().nullable().optional(),
})
export type DeckFullOut = z.infer<typeof DeckFullOut>

export const DeckRelease = z.object({
  name: z.string(),
  stub: z.string(),
  is_legacy: z.boolean(),
  preconstructed_deck_id: z.number().int().nullable(),
})

export const DeckDetails = z.object({
  deck: DeckFullOut,
  releases: z.array(DeckRelease),
  has_published_snapshot: z.boolean().optional(),
  /**
   * Whether the owner shows the deck's record (GET /v2/decks/{id}/results) to others: an account
   * setting, off by default. When false, anyone but the owner is answered 404 there. The server
   * always sends it; a copy a client kept from before may lack it.
   */
  record_shared: z.boolean().optional().meta({
    description:
      "Whether the deck's record (GET /v2/decks/{id}/results) is shown to others than its owner; when false they are answered 404 there. Always sent; optional for copies a client kept before it was.",
  }),
  last_seen_entity_id: z.number().int().nullable().optional(),
  /** Whether the logged-in caller likes the deck (issue 29); absent for visitors. */
  is_liked: z.boolean().optional(),
})
export type DeckDetails = z.infer<typeof DeckDetails>

const listingFilters = {
  q: queryText(),
  phoenixborn: queryList(StoredText),
  card: queryList(StoredText),
  show_legacy: queryBool(),
  show_red_rains: queryBool(),
  show_unrestricted: queryBool(),
  sort: enumOf(['created', 'modified']).default('created'),
  order: enumOf(['asc', 'desc']).default('desc'),
  ...paginationQuery,
}
/**
 * The public listing's dice filter (issue 18 item 6), named as GET /v2/cards names its own. A
 * published deck holds ten coloured dice, so `basic` is no choice here (422).
 */
const deckDiceFilter = {
  dice: queryList(enumOf(DICE)).meta({
    description: "Dice types of the deck's pool; without any, dice_logic changes nothing.",
  }),
  dice_logic: enumOf(['only', 'any', 'includes', 'all'])
    .default('only')
    .meta({
      description:
        'only (= any): the pool uses no type but the chosen ones; includes: at least one ' +
        'of them; all: every one of them (other types allowed).',
    }),
}
export const PublicDeckListQuery = z.object({
  ...listingFilters,
  player: queryList(StoredText),
  show_preconstructed: queryBool(),
  ...deckDiceFilter,
  sort: enumOf(PUBLIC_DECK_SORTS)
    .default('created')
    .meta({
      description:
        'created or modified: by date; likes: the most liked first (desc); trending: likes ' +
        `weighted by age, each worth half as much every ${TRENDING_HALF_LIFE_DAYS} days.`,
    }),
})
export type PublicDeckListQuery = z.infer<typeof PublicDeckListQuery>
export const MyDeckListQuery = z.object(listingFilters)
export type DeckListQuery = Omit<z.infer<typeof MyDeckListQuery>, 'sort'> &
  Pick<PublicDeckListQuery, 'sort'> &
  Partial<Pick<PublicDeckListQuery, 'player' | 'show_preconstructed' | 'dice' | 'dice_logic'>>
export const DeckListResponse = paginated(DeckOut)

/** A path id: decimal digits (a 422 otherwise); ids beyond the column's range match nothing. */
export const DeckIdParams = z.object({ id: PathId })
export const ShareUuidParams = z.object({ uuid: Uuid4 })
export const DeckDetailsQuery = z.object({ show_saved: queryBool(), full_cards: queryBool() })
export const SnapshotListQuery = z.object({
  show_public_only: queryBool(),
  order: enumOf(['asc', 'desc']).default('desc'),
  ...paginationQuery,
})
export const CloneQuery = z.object({
  direct_share_uuid: queryText().pipe(Uuid4.optional()),
  red_rains: queryBool(),
})
