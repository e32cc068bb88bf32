import { z } from 'zod'
import { StoredText } from './text.ts'
import { queryBool, queryInt, queryList } from './validation.ts'

/**
 * Discovery (issue 29): what public decks say about cards and decks. Every figure counts public
 * decks only, each source deck's latest public snapshot, of the standard format (not legacy, Red
 * Rains or unrestricted: the decks of the main public listing); preconstructed decks only when
 * `include_preconstructed` is true.
 */
const DiscoveryCard = z.object({ stub: z.string(), name: z.string(), type: z.string() })

/** A deck holds at most a few dozen distinct cards; more would be a mistake or an attack. */
const SUGGESTION_CARDS_MAX = 60

const includePreconstructed = { include_preconstructed: queryBool() }

export const DiscoveryQuery = z.object(includePreconstructed)

export const PlayedWithQuery = z.object({
  ...includePreconstructed,
  limit: queryInt({ fallback: 10, min: 1, max: 30 }),
})

/**
 * Cards most often in public decks with one card, by lift: (decks with both / decks with the
 * card) / (decks with the other / all decks). Pairs seen in fewer than `min_decks` decks are left
 * out, so that two decks sharing a rare card do not make a lift of hundreds.
 */
export const PlayedWithResponse = z.object({
  card: DiscoveryCard,
  /** Public decks counted, and those holding the card. */
  total_decks: z.number().int(),
  decks: z.number().int(),
  min_decks: z.number().int(),
  results: z.array(
    z.object({
      card: DiscoveryCard,
      /** Decks holding both cards, and their share of the decks holding this card. */
      decks: z.number().int(),
      share: z.number(),
      lift: z.number(),
    }),
  ),
})
export type PlayedWithResponse = z.infer<typeof PlayedWithResponse>

/**
 * Public decks most like one deck: Jaccard similarity of their sets of cards (cards in both over
 * cards in either), plus 0.1 when the Phoenixborn is the same.
 */
export const SimilarDecksResponse = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      title: z.string().nullable(),
      phoenixborn: DiscoveryCard,
      shared_cards: z.number().int(),
      similarity: z.number(),
    }),
  ),
})
export type SimilarDecksResponse = z.infer<typeof SimilarDecksResponse>

export const SuggestionsQuery = z.object({
  ...includePreconstructed,
  phoenixborn: StoredText,
  card: queryList(StoredText).refine((cards) => (cards?.length ?? 0) <= SUGGESTION_CARDS_MAX, {
    message: `At most ${SUGGESTION_CARDS_MAX} cards`,
  }),
})

/**
 * Cards for a deck being built: for each card not in the deck, its best share among public
 * decks of the same Phoenixborn holding one of the deck's cards (`with`), or among all of that
 * Phoenixborn's decks (`with` null) when no card of the deck is in enough of them.
 */
export const SuggestionsResponse = z.object({
  phoenixborn: DiscoveryCard,
  /** Public decks of the Phoenixborn read (issue 50 item 9; old clients ignore it). */
  decks: z.number().int(),
  /**
   * Cards of the deck that enough of those decks play to be suggested: with no results and this
   * above 0, the deck already holds every card there is to suggest (not too few decks).
   */
  in_deck: z.number().int(),
  results: z.array(
    z.object({
      card: DiscoveryCard,
      with: DiscoveryCard.nullable(),
      /** Decks holding both, of `of_decks` decks of the Phoenixborn (holding `with`). */
      decks: z.number().int(),
      of_decks: z.number().int(),
      share: z.number(),
    }),
  ),
})
export type SuggestionsResponse = z.infer<typeof SuggestionsResponse>

const Counted = { decks: z.number().int(), share: z.number() }

/** The meta: shares of public decks by Phoenixborn and month, cards played, dice mixes. */
export const MetaResponse = z.object({
  total_decks: z.number().int(),
  months: z.array(
    z.object({
      month: z.string(),
      decks: z.number().int(),
      phoenixborns: z.array(z.object({ phoenixborn: DiscoveryCard, ...Counted })),
    }),
  ),
  cards: z.array(z.object({ card: DiscoveryCard, ...Counted })),
  magic: z.array(
    z.object({
      magic: z.string(),
      cards: z.array(z.object({ card: DiscoveryCard, ...Counted })),
    }),
  ),
  dice: z.array(z.object({ dice: z.array(z.string()), ...Counted })),
})
export type MetaResponse = z.infer<typeof MetaResponse>
