import type { DeckSaveOut } from '@ashes/api'
import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { ApiError, describeError } from '../../lib/api-error.ts'
import { toast } from '../../lib/toast-store.ts'
import { keepSavedCopy, SaveConflict, saveDeck } from './api.ts'
import { createdEarlier, creationKeyOf, withCreationKey } from './creation.ts'
import { canSave, descriptionFits, fromServer, saveBody } from './deck-data.ts'
import { BUILDER_TEXTS, fieldsOf } from './deck-fields.ts'
import { isKindRefusal, restoreSavedKind } from './kind-lock.ts'
import { holdsChange, sameContent } from './merge.ts'
import { type BuilderDeck, flushStoredBuilder, useBuilder } from './state.ts'
import { announceSave } from './tab-sync.ts'

/** Deck save debounce (SPEC §9). */
export const SAVE_DEBOUNCE_MS = 1000
export const PHOENIXBORN_REQUIRED = 'You must add a Phoenixborn before you can save your deck!'
export const WAIT_FOR_SAVE = 'Please wait to save again until the deck is done saving.'
export const DESCRIPTION_TOO_LONG = `Not saved: descriptions can be at most ${DESCRIPTION_MAX_LENGTH.toLocaleString('en-US')} characters long. Shorten it to save your deck.`
const KEPT_UNTIL_ONLINE = 'Your changes are kept and will be saved when you are back online.'
/** An edit made offline is expected to wait: told, not as an error (issue 50 item 12). */
const OFFLINE_KEPT = `You are offline. ${KEPT_UNTIL_ONLINE}`

/** The deck's saves are one action: a save's success clears the toast of the one that failed. */
const SAVE_TOAST = 'builder-save'

let timer: ReturnType<typeof setTimeout> | undefined
/** When the pending save is due (Date.now()): the last change's time plus the debounce. */
let due = 0
/** A save was asked for while another ran: it runs when that one ends. */
let again = false
let inFlight = 0

/**
 * Saves the deck 1000 ms after the last call (every change calls it). A call while a save is
 * pending only moves its time: the timer, once it fires, waits out the rest. Clearing and
 * setting a timer on every change was a fair part of the frame of a card added, on a
 * throttled phone (issue 31 item 3).
 */
export function scheduleSave(): void {
  due = Date.now() + SAVE_DEBOUNCE_MS
  if (timer === undefined) timer = setTimeout(saveWhenDue, SAVE_DEBOUNCE_MS)
}

function saveWhenDue(): void {
  const wait = due - Date.now()
  if (wait > 0) {
    timer = setTimeout(saveWhenDue, wait)
    return
  }
  timer = undefined
  void runSave()
}

export function cancelPendingSave(): void {
  clearTimeout(timer)
  timer = undefined
  again = false
}

/**
 * Saves now, cancelling the pending save; resolves true when the deck is saved. Refused with a
 * toast without a Phoenixborn (standard decks), with a description over the limit, or while a
 * save runs.
 */
export async function forceSave(): Promise<boolean> {
  const { deck, isSaving } = useBuilder.getState()
  if (!canSave(deck)) {
    toast.error(PHOENIXBORN_REQUIRED)
    return false
  }
  if (!descriptionFits(deck)) {
    toast.error(DESCRIPTION_TOO_LONG, undefined, SAVE_TOAST)
    return false
  }
  if (isSaving) {
    toast.error(WAIT_FOR_SAVE)
    return false
  }
  cancelPendingSave()
  return runSave()
}

/** Saves now, or right after the save that is running (a conflict just resolved). */
export function saveNow(): Promise<boolean> {
  cancelPendingSave()
  return runSave()
}

/**
 * Takes a save's reply: all of it when nothing changed meanwhile, else only the new ids and
 * revision (the edits made meanwhile are edits of what was just saved). Other tabs are told.
 * A creation answered with the deck an earlier sending of it made, holding less than was sent
 * (creation.ts), is taken as the edits made meanwhile are: true, it is to be saved over at once.
 */
function applyReply(
  reply: DeckSaveOut,
  etag: string | null,
  session: number,
  revision: number,
  sent: BuilderDeck,
): boolean {
  const current = useBuilder.getState()
  if (current.session !== session || !current.enabled) return false
  const saved = fromServer(reply, etag)
  announceSave(current.owner, saved)
  if (current.owner !== null)
    void keepSavedCopy(current.owner, { value: reply, etag }, current.published).catch(() => {})
  const earlier = createdEarlier(sent, saved)
  if (current.revision === revision && !earlier) {
    useBuilder.setState({
      unconfirmed: [],
      isDirty: false,
      base: saved,
      deck: {
        ...saved,
        // The reply's null stands for ''; and it never carries the share link (api-decks quirk 7).
        ...fieldsOf(current.deck, BUILDER_TEXTS),
        direct_share_uuid: saved.direct_share_uuid ?? current.deck.direct_share_uuid,
      },
    })
  } else {
    useBuilder.setState({
      unconfirmed: [],
      base: saved,
      ...(earlier ? { isDirty: true } : {}),
      deck: {
        ...current.deck,
        id: saved.id,
        etag,
        modified: saved.modified,
        conjurations: saved.conjurations,
      },
    })
  }
  return earlier
}

/**
 * A save refused because the deck changed elsewhere: the conflict is shown, the edits kept. A
 * refusal naming the revision the deck is already rebased on (a save sent before the player
 * resolved the conflict) only asks for the save again. So does one whose newer revision is this
 * builder's own unanswered save (sent as the page was left), which the edits are then edits of,
 * or one whose change the edits hold already (the page before this one saved it as it was left,
 * after this page read the builder it had stored): nothing of it is lost by saving on top.
 */
function takeConflict(conflict: SaveConflict): void {
  const { deck, base, unconfirmed } = useBuilder.getState()
  const current = fromServer(conflict.deck, conflict.etag)
  if (conflict.etag !== null && conflict.etag === deck.etag) scheduleSave()
  else if (
    unconfirmed.some((sent) => sameContent(sent, current)) ||
    holdsChange(base, deck, current)
  ) {
    const isDirty = !sameContent(deck, current)
    const rebased = { deck: { ...deck, etag: current.etag }, base: current, unconfirmed: [] }
    useBuilder.setState({ ...rebased, isDirty })
    if (isDirty) scheduleSave()
  } else useBuilder.setState({ conflict: { deck: current, open: true } })
}

function reportFailure(error: unknown): void {
  const unreached = error instanceof ApiError && error.status === 0
  if (unreached && !navigator.onLine) {
    toast.info(OFFLINE_KEPT, SAVE_TOAST)
    return
  }
  // Online, a server that does not answer is a fault: the error, and what became of the edit.
  const { message, items } = describeError(error)
  toast.error(message, unreached ? [...(items ?? []), KEPT_UNTIL_ONLINE] : items, SAVE_TOAST)
}

/** A published deck's kind change was refused: put the kind back and save the rest at once. */
async function putKindBack(session: number, refusal: unknown): Promise<void> {
  try {
    if (await restoreSavedKind(session)) scheduleSave()
  } catch {
    reportFailure(refusal)
  }
}

/**
 * Saves the deck as it stands; a failure leaves the deck dirty and tells the player. A creation
 * answered with the deck made by an earlier sending of it is saved over at once.
 */
async function runSave(options: { keepalive?: boolean } = {}): Promise<boolean> {
  const saved = await saveOnce(options)
  return saved === 'again' ? runSave() : saved
}

/** One PUT of the deck as it stands. */
async function saveOnce(options: { keepalive?: boolean }): Promise<boolean | 'again'> {
  const state = useBuilder.getState()
  // A conflict waits for the player's choice (conflict.ts), a description over the limit for a
  // shorter one: saving would be refused again. The edits stay in the (stored) builder meanwhile.
  if (!state.enabled || !canSave(state.deck) || state.conflict) return false
  if (!descriptionFits(state.deck)) return false
  if (state.isSaving && !options.keepalive) {
    again = true
    return false
  }
  const { session } = state
  inFlight += 1
  useBuilder.setState({ isSaving: true })
  let sent: BuilderDeck | undefined
  try {
    const { revision, unconfirmed } = state
    const deck = withCreationKey(state.deck)
    sent = deck
    useBuilder.setState({ unconfirmed: [...unconfirmed.slice(-2), deck] })
    const { keepalive } = options
    const creationKey = creationKeyOf(deck)
    const reply = await saveDeck(saveBody(deck), { keepalive, etag: deck.etag, creationKey })
    const saveOver = applyReply(reply.value, reply.etag, session, revision, deck)
    toast.clear(SAVE_TOAST)
    if (useBuilder.getState().session !== session) return false
    return saveOver ? 'again' : true
  } catch (error) {
    if (useBuilder.getState().session !== session) return false
    // Refused in an answer, that save is known not to be stored: it is no longer unconfirmed.
    if (error instanceof ApiError && error.status !== 0) {
      const { unconfirmed } = useBuilder.getState()
      useBuilder.setState({ unconfirmed: unconfirmed.filter((entry) => entry !== sent) })
    }
    if (error instanceof SaveConflict) takeConflict(error)
    else if (isKindRefusal(error)) void putKindBack(session, error)
    else reportFailure(error)
    return false
  } finally {
    inFlight -= 1
    if (inFlight === 0) useBuilder.setState({ isSaving: false })
    if (again && inFlight === 0) {
      again = false
      void runSave()
    }
  }
}

/**
 * The page is being hidden or closed: send an unsaved edit now, with keepalive so the request
 * survives the tab. A new deck already being created is left alone (it would be created twice).
 */
function flushOnLeave(): void {
  const state = useBuilder.getState()
  if (!state.enabled || !state.isDirty || !canSave(state.deck)) return
  if (state.isSaving && state.deck.id === null) return
  cancelPendingSave()
  void runSave({ keepalive: true })
  // What was sent is kept with the builder, which the page may not write again (state.ts).
  flushStoredBuilder()
}

/** Saves an edit that is still unsaved (after a failure, or from before a reload). */
export function saveIfDirty(): void {
  const state = useBuilder.getState()
  if (state.enabled && state.isDirty && canSave(state.deck)) scheduleSave()
}

let listening = false

/** Saves on leaving the page and when the network returns (installed once). */
export function listenForLeaving(): void {
  if (listening || typeof window === 'undefined') return
  listening = true
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushOnLeave()
  })
  window.addEventListener('pagehide', flushOnLeave)
  window.addEventListener('online', () => {
    const state = useBuilder.getState()
    if (state.enabled && state.isDirty && canSave(state.deck) && !state.isSaving) {
      cancelPendingSave()
      void runSave()
    }
  })
}
