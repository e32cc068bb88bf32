import type { DeckFullOut, DeckSaveBody, DeckSaveOut } from '@ashes/api'
import {
  copyLimits,
  DESCRIPTION_MAX_LENGTH,
  type DeckRuleCard,
  type DeckRuleInput,
  type DieEntry,
  type DieName,
  isDieName,
  legalCards,
  publishIssues,
} from '@ashes/game'
import { BUILDER_KEPT, BUILDER_TEXTS, builderTexts, fieldsOf } from './deck-fields.ts'
import type { BuilderCard, BuilderDeck, BuilderState } from './state.ts'

/** Conversions between the builder's deck, the deck API and the deck rules of packages/game. */

export { emptyDeck } from './empty-deck.ts'

const cardOf = (entry: DeckSaveOut['cards'][number]): BuilderCard => ({
  stub: entry.stub,
  name: entry.name,
  type: entry.type,
  count: entry.count,
  phoenixborn: entry.phoenixborn ?? null,
})

/** A deck as the API returns it (save, clone or details) in the builder's form. */
export function fromServer(deck: DeckSaveOut | DeckFullOut, etag: string | null): BuilderDeck {
  const pb = deck.phoenixborn
  return {
    id: deck.id,
    etag,
    ...builderTexts(deck),
    modified: deck.modified,
    phoenixborn: pb
      ? {
          name: pb.name,
          stub: pb.stub,
          battlefield: pb.battlefield,
          life: pb.life,
          spellboard: pb.spellboard,
        }
      : null,
    dice: deck.dice.filter((die): die is DieEntry<DieName> => isDieName(die.name)),
    cards: deck.cards.map(cardOf),
    conjurations: deck.conjurations.map(cardOf),
    ...fieldsOf(deck, BUILDER_KEPT),
    direct_share_uuid: deck.direct_share_uuid ?? null,
  }
}

/** The PUT /v2/decks body of the builder's deck (a full replace). */
export function saveBody(deck: BuilderDeck): DeckSaveBody {
  return {
    ...(deck.id === null ? {} : { id: deck.id }),
    ...fieldsOf(deck, BUILDER_TEXTS),
    phoenixborn: deck.phoenixborn?.stub ?? null,
    dice: deck.dice.map(({ name, count }) => ({ name, count })),
    cards: deck.cards.map(({ stub, count }) => ({ stub, count })),
    ...fieldsOf(deck, BUILDER_KEPT),
  }
}

/** The deck in legal mode: its cards cut to what a standard deck allows. */
export function legalDeck(deck: BuilderDeck): BuilderDeck {
  const entries = deck.cards.map((card) => ({ card, count: card.count }))
  const cards = legalCards(entries, deck.phoenixborn?.name ?? null).map((entry) => ({
    ...entry.card,
    count: entry.count,
  }))
  return { ...deck, is_unrestricted: false, cards }
}

const ruleInputs = new WeakMap<BuilderDeck, DeckRuleInput>()

/** The deck as the game rules read it (one per deck state: every card row asks for it). */
export function ruleInput(deck: BuilderDeck): DeckRuleInput {
  let input = ruleInputs.get(deck)
  if (!input) {
    input = toRuleInput(deck)
    ruleInputs.set(deck, input)
  }
  return input
}

/** Per deck state: each card's copies and copy limit, so every quantity control reads in O(1). */
export interface DeckLookup {
  count: (stub: string) => number
  limit: (card: DeckRuleCard) => number
}

const lookups = new WeakMap<BuilderDeck, DeckLookup>()

export function deckLookup(deck: BuilderDeck): DeckLookup {
  let lookup = lookups.get(deck)
  if (!lookup) {
    const counts = new Map(deck.cards.map((card) => [card.stub, card.count]))
    const limit = copyLimits(ruleInput(deck))
    lookup = { count: (stub) => counts.get(stub) ?? 0, limit }
    lookups.set(deck, lookup)
  }
  return lookup
}

function toRuleInput(deck: BuilderDeck): DeckRuleInput {
  return {
    phoenixborn: deck.phoenixborn ? { ...deck.phoenixborn, type: 'Phoenixborn' } : null,
    isUnrestricted: deck.is_unrestricted,
    cards: deck.cards.map((card) => ({ card, count: card.count })),
  }
}

/** A deck can be saved once it has a Phoenixborn, or at once when unrestricted. */
export const canSave = (deck: BuilderDeck) => deck.is_unrestricted || deck.phoenixborn !== null

/**
 * The server refuses a save whose description is over the limit (a 422, issue 24 item 6), and
 * with it every other change: such a deck is not sent until the description is shortened.
 */
export const descriptionFits = (deck: BuilderDeck) =>
  deck.description.length <= DESCRIPTION_MAX_LENGTH

export type SaveStatus =
  | 'needs-phoenixborn'
  | 'saving'
  | 'dirty'
  | 'saved'
  | 'conflict'
  | 'description-too-long'

export function saveStatus(
  state: Pick<BuilderState, 'deck' | 'isSaving' | 'isDirty'> &
    Partial<Pick<BuilderState, 'conflict'>>,
): SaveStatus {
  if (state.conflict) return 'conflict'
  if (!canSave(state.deck)) return 'needs-phoenixborn'
  if (state.isSaving) return 'saving'
  const unsaved = state.isDirty || state.deck.id === null
  if (unsaved && !descriptionFits(state.deck)) return 'description-too-long'
  if (unsaved) return 'dirty'
  return 'saved'
}

/** Publishing needs a legal deck (game rules) that is saved as it stands: not dirty or saving. */
export function canPublish(state: Pick<BuilderState, 'deck' | 'isSaving' | 'isDirty'>): boolean {
  const { deck } = state
  if (state.isSaving || state.isDirty || deck.id === null) return false
  return publishIssues({ ...ruleInput(deck), dice: deck.dice }).length === 0
}
