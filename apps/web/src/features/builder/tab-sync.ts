import { readJson, writeJson } from '../../lib/storage.ts'
import { type BuilderDeck, useBuilder } from './state.ts'

/**
 * Tabs of one browser see each other's saves at once (issue 24 item 1): a tab that saved a deck
 * tells the others, over a BroadcastChannel (or, where there is none, a storage event). A tab
 * with that deck in its builder takes the saved deck and its revision when it has no unsaved
 * edit; with one, it knows at once that its edits are of an older version: the conflict is
 * shown, as a save would have been refused.
 */
interface SavedDeck {
  /** Badge of the player whose builder saved it. */
  owner: string
  deck: BuilderDeck
}

const NAME = 'deckbuilder.saved'
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null

/** Tells the other tabs that `deck` (as the server answered it, with its ETag) was saved. */
export function announceSave(owner: string | null, deck: BuilderDeck): void {
  if (owner === null || !deck.etag) return
  const message: SavedDeck = { owner, deck }
  if (channel) channel.postMessage(message)
  else writeJson(NAME, message)
}

/** Another tab saved `message.deck`. */
export function takeSave(message: SavedDeck): void {
  const state = useBuilder.getState()
  const { deck } = message
  if (!state.enabled || state.owner !== message.owner || state.deck.id !== deck.id) return
  if (!deck.etag || deck.etag === state.deck.etag || deck.etag === state.conflict?.deck.etag) return
  if (state.isDirty || state.isSaving) useBuilder.setState({ conflict: { deck, open: true } })
  else useBuilder.setState({ deck, base: deck })
}

if (channel) channel.onmessage = (event: MessageEvent<SavedDeck>) => takeSave(event.data)
else if (typeof window !== 'undefined')
  window.addEventListener('storage', (event) => {
    if (event.key !== NAME) return
    const message = readJson<SavedDeck>(NAME)
    if (message?.deck) takeSave(message)
  })
