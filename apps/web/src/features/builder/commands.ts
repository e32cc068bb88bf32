import type { DeckSaveOut } from '@ashes/api'
import {
  canSetCopies,
  type DieName,
  type FirstFiveSelection,
  keepCardsFor,
  withDieCount,
} from '@ashes/game'
import { api, withQuery } from '../../lib/api.ts'
import { useAuth } from '../../lib/auth-store.ts'
import { toast } from '../../lib/toast-store.ts'
import { loadSavedDeck } from './api.ts'
import { canSave, emptyDeck, fromServer, legalDeck, ruleInput } from './deck-data.ts'
import type { BuilderText } from './deck-fields.ts'
import { type Draft, draftsOf, dropDraft } from './drafts.ts'
import { KIND_LOCKED } from './kind-lock.ts'
import { cancelPendingSave, forceSave, listenForLeaving, scheduleSave } from './save.ts'
import {
  type BuilderCard,
  type BuilderDeck,
  type BuilderPhoenixborn,
  resetBuilderState,
  useBuilder,
} from './state.ts'

/** The builder's commands (SPEC §4 "Builder state"): every change goes through here. */

export const NOT_ACTIVE = 'You cannot modify a deck when the deckbuilder is not active.'
export const EXIT_WHILE_SAVING = 'You cannot exit the deckbuilder while changes are being saved.'

listenForLeaving()

const get = useBuilder.getState
const set = useBuilder.setState

/** Applies a change to the deck, marks it dirty and schedules the debounced save. */
function change(update: (deck: BuilderDeck) => BuilderDeck): boolean {
  const state = get()
  if (!state.enabled) {
    toast.error(NOT_ACTIVE)
    return false
  }
  const deck = update(state.deck)
  if (deck === state.deck) return true
  set({ deck, isDirty: true, revision: state.revision + 1 })
  scheduleSave()
  return true
}

export function resetBuilder(): void {
  cancelPendingSave()
  resetBuilderState()
}

/**
 * Opens a deck in the builder as a new session: clean, enabled, pane shown. `base` is the
 * server's version of it, which edits are edits of (none for a new deck or a draft).
 */
function open(deck: BuilderDeck, published = false, base: BuilderDeck | null = null): void {
  cancelPendingSave()
  set({
    enabled: true,
    isDirty: false,
    isSaving: false,
    paneOpen: true,
    deck,
    revision: 0,
    session: get().session + 1,
    owner: useAuth.getState().badge,
    published,
    base,
    conflict: null,
    unconfirmed: [],
  })
}

/**
 * Before another deck replaces it, a dirty deck is saved; resolves false (the switch is off)
 * when that save fails, so no edit is lost.
 */
async function settleCurrentDeck(): Promise<boolean> {
  const state = get()
  if (!state.enabled || !state.isDirty || !canSave(state.deck)) return true
  return forceSave()
}

const KEEP_EDITS = 'Your deck has unsaved changes; save it before opening another deck.'

export async function editDeck(id: number): Promise<void> {
  const state = get()
  if (state.enabled && state.deck.id === id) {
    set({ paneOpen: true })
    return
  }
  if (!(await settleCurrentDeck())) throw KEEP_EDITS
  const { value: details, etag } = await loadSavedDeck(id)
  const deck = fromServer(details.deck, etag)
  open(deck, details.has_published_snapshot === true, deck)
}

export async function cloneIntoBuilder(args: {
  id: number
  redRains?: boolean
  directShareUuid?: string
}): Promise<number> {
  if (!(await settleCurrentDeck())) throw KEEP_EDITS
  resetBuilder()
  const query = { red_rains: args.redRains, direct_share_uuid: args.directShareUuid }
  let etag: string | null = null
  const clone = await api<DeckSaveOut>(withQuery(`/v2/decks/${args.id}/clone`, query), {
    onHeaders: (headers) => {
      etag = headers.get('ETag')
    },
  })
  const deck = fromServer(clone, etag)
  open(deck, false, deck)
  return clone.id
}

export async function startNewDeck(kind: {
  redRains?: boolean
  unrestricted?: boolean
}): Promise<void> {
  if (!(await settleCurrentDeck())) throw KEEP_EDITS
  const unrestricted = kind.unrestricted === true
  open({
    ...emptyDeck(),
    is_unrestricted: unrestricted,
    is_red_rains: !unrestricted && kind.redRains === true,
  })
}

/**
 * Reopens a draft of the logged-in player (their edits kept at a log-out) and saves it; the
 * draft is forgotten once it is in the builder, which keeps it from then on.
 */
export async function restoreDraft(draft: Draft): Promise<void> {
  const player = useAuth.getState().badge
  if (player === null || !draftsOf(player).includes(draft)) return
  if (!(await settleCurrentDeck())) throw KEEP_EDITS
  open(draft.deck, draft.published)
  set({ isDirty: true, revision: 1 })
  dropDraft(player, draft)
  if (canSave(draft.deck)) scheduleSave()
}

/**
 * Leaves the builder: refused while saving; a dirty deck is saved first and the builder stays
 * open when that fails. Resolves whether the builder closed.
 */
export async function exitBuilder(): Promise<boolean> {
  const state = get()
  if (!state.enabled) {
    resetBuilder()
    return true
  }
  if (state.isSaving) {
    toast.error(EXIT_WHILE_SAVING)
    return false
  }
  if (state.isDirty && canSave(state.deck) && !(await forceSave())) return false
  resetBuilder()
  return true
}

/** Sets a card's copies (0 removes it); a count the rules refuse changes nothing. */
export function setCardCount(
  card: Omit<BuilderCard, 'count' | 'phoenixborn'> & { phoenixborn?: string | null },
  count: number,
): boolean {
  return change((deck) => {
    const entry: BuilderCard = { ...card, phoenixborn: card.phoenixborn ?? null, count }
    if (!canSetCopies(ruleInput(deck), entry, count)) return deck
    const others = deck.cards.filter((held) => held.stub !== card.stub)
    const at = deck.cards.findIndex((held) => held.stub === card.stub)
    if (count === 0) return at === -1 ? deck : { ...deck, cards: others }
    if (at !== -1 && deck.cards[at]?.count === count) return deck
    const cards = [...deck.cards]
    if (at === -1) cards.push(entry)
    else cards[at] = entry
    return { ...deck, cards }
  })
}

/** Chooses the Phoenixborn; a standard deck drops the cards bound to any other one. */
export function setPhoenixborn(phoenixborn: BuilderPhoenixborn): boolean {
  return change((deck) => {
    if (deck.phoenixborn?.stub === phoenixborn.stub) return deck
    const cards = deck.is_unrestricted
      ? deck.cards
      : keepCardsFor(
          deck.cards.map((card) => ({ card, count: card.count })),
          phoenixborn.name,
        ).map((entry) => entry.card)
    const { name, stub, battlefield, life, spellboard } = phoenixborn
    return { ...deck, phoenixborn: { name, stub, battlefield, life, spellboard }, cards }
  })
}

/** Sets a die count within the 10-dice limit; 0 removes the die. */
export function setDieCount(name: DieName, count: number): boolean {
  return change((deck) => ({ ...deck, dice: withDieCount(deck.dice, name, count) }))
}

/** The First Five, the effect costs to pay and the tutor picks (issue 17 item 3). */
export function setFirstFive(selection: FirstFiveSelection): boolean {
  return change((deck) => ({ ...deck, ...selection }))
}

/** A published deck's kind is refused with the reason (the server would refuse its saves). */
function kindLocked(): boolean {
  if (!get().enabled || !get().published) return false
  toast.error(KIND_LOCKED)
  return true
}

/** Deck `id` was just published: from now on its kind is fixed. */
export function markPublished(id: number): void {
  if (get().enabled && get().deck.id === id) set({ published: true })
}

export function toggleRedRains(): boolean {
  if (!get().deck.is_unrestricted && kindLocked()) return false
  return change((deck) =>
    deck.is_unrestricted ? deck : { ...deck, is_red_rains: !deck.is_red_rains },
  )
}

/**
 * The Phoenixborn an unrestricted deck gets when it has none (SPEC §4): Aradel Summergaard, the
 * first Phoenixborn of the Master Set and of the list by name. Its stats arrive with the save.
 */
export const DEFAULT_PHOENIXBORN: BuilderPhoenixborn = {
  name: 'Aradel Summergaard',
  stub: 'aradel-summergaard',
}

/**
 * Unrestricted mode: any copies, any Phoenixborn's cards, no Red Rains, and a default
 * Phoenixborn when none is chosen (a chosen one is kept). Back in legal mode the cards are cut
 * to what a standard deck allows.
 */
export function setUnrestricted(unrestricted: boolean): boolean {
  if (get().deck.is_unrestricted !== unrestricted && kindLocked()) return false
  return change((deck) => {
    if (deck.is_unrestricted === unrestricted) return deck
    if (unrestricted) {
      const phoenixborn = deck.phoenixborn ?? DEFAULT_PHOENIXBORN
      return { ...deck, phoenixborn, is_unrestricted: true, is_red_rains: false }
    }
    return legalDeck(deck)
  })
}

/** Typing one of the deck's texts marks the deck dirty; it is saved on blur or Enter. */
export function editText(field: BuilderText, value: string): void {
  const state = get()
  if (!state.enabled) {
    toast.error(NOT_ACTIVE)
    return
  }
  if (state.deck[field] === value) return
  set({ deck: { ...state.deck, [field]: value }, isDirty: true, revision: state.revision + 1 })
}

/** Blur of the title or description: a dirty deck is saved (debounced). */
export function commitText(): void {
  const state = get()
  if (state.enabled && state.isDirty && canSave(state.deck)) scheduleSave()
}

export function setPaneOpen(paneOpen: boolean): void {
  set({ paneOpen })
}

export { forceSave }
