import type { DeckCardEntry } from '@ashes/api'
import type { DieEntry, DieName } from '@ashes/game'
import { create } from 'zustand'
import { useAuth } from '../../lib/auth-store.ts'
import { readJson, writeJson } from '../../lib/storage.ts'
import { afterFrame } from './after-frame.ts'
import type { BuilderTexts } from './deck-fields.ts'
import { keepDraft } from './drafts.ts'
import { emptyDeck } from './empty-deck.ts'
import { BUILDER_KEY, takeBuilderStore } from './store-handle.ts'

/**
 * A card in the builder's deck: what it keeps of the deck API's card entry (`phoenixborn`: the
 * name of the Phoenixborn the card is bound to).
 */
export type BuilderCard = Pick<DeckCardEntry, 'stub' | 'name' | 'type' | 'count' | 'phoenixborn'>

export interface BuilderPhoenixborn {
  name: string
  stub: string
  battlefield?: number | string | undefined
  life?: number | string | undefined
  spellboard?: number | string | undefined
}

/** The deck open in the builder (SPEC §4 "Builder state", ui-behaviour §1), its texts included. */
export interface BuilderDeck extends BuilderTexts {
  /** null until the first save creates it. */
  id: number | null
  modified: string | null
  phoenixborn: BuilderPhoenixborn | null
  dice: DieEntry<DieName>[]
  cards: BuilderCard[]
  conjurations: BuilderCard[]
  first_five: string[]
  effect_costs: string[]
  tutor_map: Record<string, string>
  is_red_rains: boolean
  is_unrestricted: boolean
  direct_share_uuid: string | null
  /**
   * The server's revision of the deck these edits started from (its ETag), sent as If-Match so
   * a save never undoes one made in another tab or device (issue 24 item 1); null while unsaved.
   */
  etag?: string | null
  /**
   * A new deck's random name, given with its first save and sent with every creation of it as
   * Idempotency-Key, so a creation sent again (by the next page) makes no second deck
   * (creation.ts).
   */
  creation_key?: string
}

export interface BuilderState {
  enabled: boolean
  /** Unsaved changes exist (kept across reloads so they are saved on return). */
  isDirty: boolean
  isSaving: boolean
  /** The side pane is shown (narrow screens slide it in and out). */
  paneOpen: boolean
  deck: BuilderDeck
  /** Bumped by every change, so a save knows whether edits arrived while it ran. */
  revision: number
  /** Bumped whenever another deck is loaded or the builder resets: late replies are dropped. */
  session: number
  /** Badge of the player who owns the deck; another player's stored builder is not restored. */
  owner: string | null
  /**
   * The deck has a public snapshot: the server then refuses to change its Red Rains or
   * unrestricted flag (decks/save.ts), so the builder does not offer it.
   */
  published: boolean
  /** The deck as the server last answered it: what the unsaved edits are edits of. */
  base: BuilderDeck | null
  /**
   * The deck changed on the server (another tab or device saved it) while this one had unsaved
   * edits: the deck as it is there now; `open` while its dialog shows. Saving waits for the
   * player's choice (conflict.ts).
   */
  conflict: { deck: BuilderDeck; open: boolean } | null
  /**
   * The decks sent to be saved (the last three) until an answer arrives: a save sent as the
   * page left is never answered, and when the server then holds exactly one of them, the newer
   * revision it has is this builder's own save, not a change made elsewhere (save.ts).
   */
  unconfirmed: BuilderDeck[]
}

const initialBuilderState = (): BuilderState => ({
  enabled: false,
  isDirty: false,
  isSaving: false,
  paneOpen: false,
  deck: emptyDeck(),
  revision: 0,
  session: 0,
  owner: null,
  published: false,
  base: null,
  conflict: null,
  unconfirmed: [],
})

/** Unsaved edits of the builder's player wait for them as a draft (drafts.ts). */
function keepUnsaved(state: Partial<BuilderState>): void {
  if (!state.enabled || !state.isDirty || !state.owner || !state.deck) return
  keepDraft(state.owner, {
    deck: { ...emptyDeck(), ...state.deck },
    published: state.published === true,
  })
}

/**
 * The builder as the page left it, for its player. One left by a player who is no longer
 * logged in here (expired, or another player now) becomes their draft.
 */
export function restoreStoredBuilder(): BuilderState {
  const stored = readJson<Partial<BuilderState>>(BUILDER_KEY)
  if (!stored?.enabled || !stored.deck) return initialBuilderState()
  const { badge, username } = useAuth.getState()
  // Builders stored before owners were badges name the username.
  const mine = badge !== null && (stored.owner === badge || stored.owner === username)
  if (!mine) {
    keepUnsaved(stored)
    writeJson(BUILDER_KEY, null)
    return initialBuilderState()
  }
  const deck = { ...emptyDeck(), ...stored.deck }
  const isDirty = stored.isDirty === true
  // A page left with an unsaved edit sent it as it went (save.ts): maybe after it stored the
  // builder that this page reads, so that save is counted as sent.
  const sendable = deck.is_unrestricted || deck.phoenixborn !== null
  const sent = [...(stored.unconfirmed ?? []), ...(isDirty && sendable ? [deck] : [])].slice(-3)
  return {
    ...initialBuilderState(),
    enabled: true,
    isDirty,
    paneOpen: stored.paneOpen === true,
    deck,
    owner: badge,
    published: stored.published === true,
    base: stored.base ? { ...emptyDeck(), ...stored.base } : null,
    unconfirmed: sent.map((entry) => ({ ...emptyDeck(), ...entry })),
  }
}

/**
 * The builder's state, restored from localStorage so a reload keeps the deck (and an unsaved
 * edit, which is saved again on return). Holds data only; the rules live in commands.ts.
 */
export const useBuilder = create<BuilderState>(() => initialBuilderState())

// The stored builder is the store's state, not its initial state: a page the server rendered
// (without a builder) hydrates as the initial state answers (store-handle.ts), then shows the
// player's builder. This module is not in the first load: where a builder is kept, it runs
// before the app's first render (load-kept.ts), elsewhere with the first deck opened.
useBuilder.setState(restoreStoredBuilder())
takeBuilderStore(useBuilder)

/** Clears the builder: a fresh, disabled state in a new session. */
export function resetBuilderState(): void {
  useBuilder.setState({ ...initialBuilderState(), session: useBuilder.getState().session + 1 })
}

/**
 * Persistence: a closed builder is forgotten at once; an open one is written when the browser
 * is idle, not inside the change (serialising the deck on every click would delay the frame
 * that shows it). A pending write is flushed when the page is hidden or closed.
 */
let cancelPendingWrite: (() => void) | undefined

export function flushStoredBuilder(): void {
  if (cancelPendingWrite === undefined) return
  cancelPendingWrite()
  cancelPendingWrite = undefined
  writeStoredBuilder()
}

function writeStoredBuilder(): void {
  const { enabled, isDirty, paneOpen, deck, owner, published, base, unconfirmed } =
    useBuilder.getState()
  const kept = { enabled, isDirty, paneOpen, deck, owner, published, base, unconfirmed }
  if (enabled) writeJson(BUILDER_KEY, kept)
}

useBuilder.subscribe((state, previous) => {
  if (
    state.deck === previous.deck &&
    state.enabled === previous.enabled &&
    state.isDirty === previous.isDirty &&
    state.paneOpen === previous.paneOpen &&
    state.published === previous.published &&
    state.unconfirmed === previous.unconfirmed
  )
    return
  if (!state.enabled) {
    cancelPendingWrite?.()
    cancelPendingWrite = undefined
    writeJson(BUILDER_KEY, null)
  } else if (!previous.enabled || state.session !== previous.session) {
    // A deck just opened is stored at once (one write per opening, not per edit): a tab opened
    // right after, before this one is idle, finds the builder open on it.
    cancelPendingWrite?.()
    cancelPendingWrite = undefined
    writeStoredBuilder()
  } else if (cancelPendingWrite === undefined) cancelPendingWrite = afterFrame(flushStoredBuilder)
})

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flushStoredBuilder)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushStoredBuilder()
  })
}

// Logging out (or being logged out, or another player logging in) closes the player's builder,
// as the reference did; its unsaved edits are kept for that player.
useAuth.subscribe((auth, previous) => {
  if (!previous.token || (auth.token && auth.badge === previous.badge)) return
  keepUnsaved(useBuilder.getState())
  resetBuilderState()
})
