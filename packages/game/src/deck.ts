import { isConjuredType } from './card-types.ts'
import { DICE_PER_DECK } from './dice.ts'

/** Cards a standard deck must hold to be published. */
export const DECK_SIZE = 30
/** Cards an unrestricted deck may hold (it has no exact target). */
export const UNRESTRICTED_DECK_SIZE = 100
/**
 * Most cards (copies; the Phoenixborn and conjurations aside) any deck may be saved with: the
 * largest format's size, so no legal deck is refused, and no deck costs the server unbounded
 * work (a deck of every card x 100 took one proxies request to gigabytes; issue 24 item 5).
 * @alias
 */
export const DECK_CARD_LIMIT = UNRESTRICTED_DECK_SIZE
/** Why a deck of `total` cards cannot be saved. */
export const deckCardLimitMessage = (total: number) =>
  `A deck holds at most ${DECK_CARD_LIMIT} cards; this one has ${total}.`
export const MAX_COPIES = 3
/** Copies of cards bound to the deck's Phoenixborn, all such cards together. */
export const MAX_PHOENIXBORN_CARDS = 3

/** What the deck rules need to know about a card. */
export interface DeckRuleCard {
  name: string
  stub: string
  type: string
  /** Name of the Phoenixborn the card is bound to, if any. */
  phoenixborn?: string | null | undefined
}

export interface DeckEntry<C extends DeckRuleCard = DeckRuleCard> {
  card: C
  count: number
}

export interface DeckRuleInput<C extends DeckRuleCard = DeckRuleCard> {
  phoenixborn: C | null
  isUnrestricted: boolean
  cards: readonly DeckEntry<C>[]
}

export type DeckIssueCode =
  | 'phoenixborn_required'
  | 'phoenixborn_in_cards'
  | 'bound_to_other_phoenixborn'
  | 'conjuration_in_cards'
  | 'too_many_copies'
  | 'negative_count'
  | 'too_many_phoenixborn_cards'
  | 'card_count'
  | 'dice_count'

export interface DeckIssue {
  code: DeckIssueCode
  message: string
  /** Stub of the card at fault, when one is. */
  stub?: string
}

/** The reference API's one message for both publish counts; clients show it verbatim. */
export const PUBLISH_COUNTS_MESSAGE =
  'You must have exactly 30 cards and 10 dice in your deck to publish it.'
export const UNRESTRICTED_PUBLISH_MESSAGE = `An unrestricted deck needs between 1 and ${UNRESTRICTED_DECK_SIZE} cards and at most ${DICE_PER_DECK} dice to publish it.`

export const deckCardCount = (cards: readonly { count: number }[]): number =>
  cards.reduce((total, entry) => total + entry.count, 0)

export const deckSize = (isUnrestricted: boolean): number =>
  isUnrestricted ? UNRESTRICTED_DECK_SIZE : DECK_SIZE

/** Most copies of one card a deck may hold. */
export const copyLimit = (isUnrestricted: boolean): number =>
  isUnrestricted ? Number.POSITIVE_INFINITY : MAX_COPIES

/** Copies in the deck of the cards bound to `phoenixborn` (its unique cards). */
export function phoenixbornCardCount(
  cards: readonly DeckEntry[],
  phoenixborn: DeckRuleCard | null,
): number {
  if (!phoenixborn) return 0
  return deckCardCount(cards.filter((entry) => entry.card.phoenixborn === phoenixborn.name))
}

function entryIssue(entry: DeckEntry, deck: DeckRuleInput): DeckIssue | undefined {
  const { card, count } = entry
  const stub = card.stub
  if (count < 0)
    return { code: 'negative_count', stub, message: `${card.name} has a negative count.` }
  if (count === 0) return undefined
  if (card.type === 'Phoenixborn') {
    return {
      code: 'phoenixborn_in_cards',
      stub,
      message:
        'Your deck listing includes a Phoenixborn. Please pass the Phoenixborn at the root level of the deck object.',
    }
  }
  // Unrestricted decks are card pools, not played with one Phoenixborn: any unique may join.
  if (!deck.isUnrestricted && card.phoenixborn && card.phoenixborn !== deck.phoenixborn?.name) {
    return {
      code: 'bound_to_other_phoenixborn',
      stub,
      message: `Your deck includes ${card.name}, but this card requires ${card.phoenixborn}.`,
    }
  }
  if (isConjuredType(card.type)) {
    return {
      code: 'conjuration_in_cards',
      stub,
      message: `Your deck includes the conjuration ${card.name}, but conjurations should not be included in the list of cards.`,
    }
  }
  if (count > copyLimit(deck.isUnrestricted)) {
    return {
      code: 'too_many_copies',
      stub,
      message: `Your deck includes ${count} copies of ${card.name}; at most ${MAX_COPIES} are allowed.`,
    }
  }
  return undefined
}

/**
 * Everything wrong with a deck's card list, card by card in list order, then the Phoenixborn's
 * unique-card total. Saving refuses a deck with any of these.
 */
export function deckCardIssues(deck: DeckRuleInput): DeckIssue[] {
  const issues: DeckIssue[] = []
  if (!deck.isUnrestricted && !deck.phoenixborn) {
    issues.push({ code: 'phoenixborn_required', message: 'Valid Phoenixborn is required.' })
  }
  for (const entry of deck.cards) {
    const issue = entryIssue(entry, deck)
    if (issue) issues.push(issue)
  }
  const bound = deck.isUnrestricted ? 0 : phoenixbornCardCount(deck.cards, deck.phoenixborn)
  if (bound > MAX_PHOENIXBORN_CARDS && deck.phoenixborn) {
    issues.push({
      code: 'too_many_phoenixborn_cards',
      message: `Your deck includes ${bound} cards bound to ${deck.phoenixborn.name}; at most ${MAX_PHOENIXBORN_CARDS} are allowed.`,
    })
  }
  return issues
}

/**
 * Why a deck cannot be published: a standard deck needs exactly 30 cards and 10 dice; an
 * unrestricted deck between 1 and 100 cards and at most 10 dice.
 */
export function publishIssues(deck: DeckRuleInput & { dice: readonly { count: number }[] }) {
  const issues = deckCardIssues(deck)
  const cards = deckCardCount(deck.cards)
  const dice = deckCardCount(deck.dice)
  if (deck.isUnrestricted) {
    if (cards < 1 || cards > UNRESTRICTED_DECK_SIZE)
      issues.push({ code: 'card_count', message: UNRESTRICTED_PUBLISH_MESSAGE })
    if (dice > DICE_PER_DECK)
      issues.push({ code: 'dice_count', message: UNRESTRICTED_PUBLISH_MESSAGE })
    return issues
  }
  if (cards !== DECK_SIZE) issues.push({ code: 'card_count', message: PUBLISH_COUNTS_MESSAGE })
  if (dice !== DICE_PER_DECK) issues.push({ code: 'dice_count', message: PUBLISH_COUNTS_MESSAGE })
  return issues
}

/** Whether the builder may add one more copy of `card` to the deck. */
export function canAddCopy(deck: DeckRuleInput, card: DeckRuleCard): boolean {
  const current = deck.cards.find((entry) => entry.card.stub === card.stub)?.count ?? 0
  const next = deck.cards
    .filter((entry) => entry.card.stub !== card.stub)
    .concat({ card, count: current + 1 })
  return deckCardIssues({ ...deck, cards: next }).length === 0
}
