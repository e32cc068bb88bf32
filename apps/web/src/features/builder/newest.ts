import { loadSavedDeck } from './api.ts'
import { fromServer } from './deck-data.ts'
import { useBuilder } from './state.ts'

/**
 * A builder restored from this browser's storage holds the deck as it was when the player left;
 * another device may have saved it since. Without unsaved edits, the builder takes the newest
 * revision from the server, so the first edit is made on it instead of meeting the conflict
 * dialog (issue 50 item 4). Unsaved edits stay: their save meets the conflict, which keeps them
 * (save.ts). Offline, or when the deck cannot be read, the copy held stays.
 */
export async function takeNewestRevision(): Promise<void> {
  const state = useBuilder.getState()
  const id = state.deck.id
  if (!state.enabled || id === null || !clean(state)) return
  const { session, revision } = state
  let loaded: Awaited<ReturnType<typeof loadSavedDeck>>
  try {
    loaded = await loadSavedDeck(id)
  } catch {
    return
  }
  const now = useBuilder.getState()
  // An edit, a save or another deck since the request: what the player did meanwhile wins.
  if (now.session !== session || now.revision !== revision || now.deck.id !== id) return
  // A copy kept on this device (offline) is no newer than the one held.
  if (!clean(now) || 'keptAt' in loaded.value) return
  const deck = fromServer(loaded.value.deck, loaded.etag)
  if (deck.etag === null || deck.etag === now.deck.etag) return
  useBuilder.setState({
    deck,
    base: deck,
    published: loaded.value.has_published_snapshot === true,
    revision: revision + 1,
  })
}

/**
 * The pane's first mount: a builder restored from storage takes the newest revision. One opened
 * in this page (a deck just loaded, a new one) has it already: restoreStoredBuilder starts at
 * session 0, and every opening or reset moves the session on.
 */
export function takeNewestIfRestored(): void {
  if (useBuilder.getState().session === 0) void takeNewestRevision()
}

const clean = (state: ReturnType<typeof useBuilder.getState>) =>
  !state.isDirty && !state.isSaving && state.conflict === null
