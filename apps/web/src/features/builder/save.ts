import type { DeckSaveOut } from '@ashes/api'
import { ApiError, describeError } from '../../lib/api-error.ts'
import { toast } from '../../lib/toast-store.ts'
import { saveDeck } from './api.ts'
import { canSave, fromServer, saveBody } from './deck-data.ts'
import { isKindRefusal, restoreSavedKind } from './kind-lock.ts'
import { useBuilder } from './state.ts'

/** Deck save debounce (SPEC §9). */
export const SAVE_DEBOUNCE_MS = 1000
export const PHOENIXBORN_REQUIRED = 'You must add a Phoenixborn before you can save your deck!'
export const WAIT_FOR_SAVE = 'Please wait to save again until the deck is done saving.'
export const KEPT_UNTIL_ONLINE = 'Your changes are kept and will be saved when you are back online.'

let timer: ReturnType<typeof setTimeout> | undefined
/** A save was asked for while another ran: it runs when that one ends. */
let again = false
let inFlight = 0

/** Saves the deck 1000 ms after the last call (every change calls it). */
export function scheduleSave(): void {
  clearTimeout(timer)
  timer = setTimeout(() => {
    timer = undefined
    void runSave()
  }, SAVE_DEBOUNCE_MS)
}

export function cancelPendingSave(): void {
  clearTimeout(timer)
  timer = undefined
  again = false
}

/**
 * Saves now, cancelling the pending save; resolves true when the deck is saved. Refused with a
 * toast without a Phoenixborn (standard decks) or while a save runs.
 */
export async function forceSave(): Promise<boolean> {
  const { deck, isSaving } = useBuilder.getState()
  if (!canSave(deck)) {
    toast.error(PHOENIXBORN_REQUIRED)
    return false
  }
  if (isSaving) {
    toast.error(WAIT_FOR_SAVE)
    return false
  }
  cancelPendingSave()
  return runSave()
}

/** Takes a save's reply: all of it when nothing changed meanwhile, else only the new ids. */
function applyReply(reply: DeckSaveOut, session: number, revision: number): void {
  const current = useBuilder.getState()
  if (current.session !== session || !current.enabled) return
  const saved = fromServer(reply)
  if (current.revision === revision) {
    useBuilder.setState({
      isDirty: false,
      deck: {
        ...saved,
        // The reply's null stands for ''; and it never carries the share link (api-decks quirk 7).
        title: current.deck.title,
        description: current.deck.description,
        direct_share_uuid: saved.direct_share_uuid ?? current.deck.direct_share_uuid,
      },
    })
  } else {
    useBuilder.setState({
      deck: {
        ...current.deck,
        id: saved.id,
        modified: saved.modified,
        conjurations: saved.conjurations,
      },
    })
  }
}

function reportFailure(error: unknown): void {
  const { message, items } = describeError(error)
  const offline = error instanceof ApiError && error.status === 0
  toast.error(message, offline ? [...(items ?? []), KEPT_UNTIL_ONLINE] : items)
}

/** A published deck's kind change was refused: put the kind back and save the rest at once. */
async function putKindBack(session: number, refusal: unknown): Promise<void> {
  try {
    if (await restoreSavedKind(session)) scheduleSave()
  } catch {
    reportFailure(refusal)
  }
}

/** One PUT of the deck as it stands; a failure leaves the deck dirty and tells the player. */
async function runSave(options: { keepalive?: boolean } = {}): Promise<boolean> {
  const state = useBuilder.getState()
  if (!state.enabled || !canSave(state.deck)) return false
  if (state.isSaving && !options.keepalive) {
    again = true
    return false
  }
  const { session, revision, deck } = state
  inFlight += 1
  useBuilder.setState({ isSaving: true })
  try {
    const reply = await saveDeck(saveBody(deck), { keepalive: options.keepalive })
    applyReply(reply, session, revision)
    return useBuilder.getState().session === session
  } catch (error) {
    if (useBuilder.getState().session !== session) return false
    if (isKindRefusal(error)) void putKindBack(session, error)
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
