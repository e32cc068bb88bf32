import { create } from 'zustand'
import { readJson, writeJson } from '../../lib/storage.ts'
import type { BuilderDeck } from './state.ts'
import { DRAFTS_KEY, takeDraftsStore } from './store-handle.ts'

/**
 * Unsaved builder edits kept when their player was logged out (a log-out, a session ended
 * elsewhere, another player logging in): kept on the device for that player alone, by badge
 * (the player's unchanging id), and offered back at their next log-in.
 */
export interface Draft {
  deck: BuilderDeck
  /** The deck had a public snapshot (its kind is fixed). */
  published: boolean
}

type Drafts = Record<string, Draft[]>

function isDraft(value: unknown): value is Draft {
  const deck = (value as Draft | null)?.deck
  return typeof deck === 'object' && deck !== null && Array.isArray(deck.cards)
}

/** The stored drafts; anything unreadable (written by hand, or by an older client) is skipped. */
function readDrafts(): Drafts {
  const stored = readJson<unknown>(DRAFTS_KEY)
  const drafts: Drafts = {}
  if (!stored || typeof stored !== 'object') return drafts
  for (const [player, list] of Object.entries(stored)) {
    const kept = Array.isArray(list) ? list.filter(isDraft) : []
    if (kept.length) drafts[player] = kept
  }
  return drafts
}

export const useDrafts = create<{ drafts: Drafts }>(() => ({ drafts: {} }))

// Stored drafts are the state, none the initial state: a page the server rendered hydrates as
// rendered (for a visitor without drafts), then offers the player's.
useDrafts.setState({ drafts: readDrafts() })
takeDraftsStore(useDrafts)

/** Changes the drafts as stored now: another tab may have kept one since this tab read them. */
function update(player: string, change: (drafts: Draft[]) => Draft[]): void {
  const drafts = readDrafts()
  const next = change(drafts[player] ?? [])
  if (next.length) drafts[player] = next
  else delete drafts[player]
  writeJson(DRAFTS_KEY, Object.keys(drafts).length ? drafts : null)
  useDrafts.setState({ drafts })
}

export function draftsOf(player: string): Draft[] {
  return useDrafts.getState().drafts[player] ?? []
}

/** Keeps a draft; a newer draft of a saved deck replaces the older one (it holds later edits). */
export function keepDraft(player: string, draft: Draft): void {
  const id = draft.deck.id
  update(player, (drafts) => [
    ...(id === null ? drafts : drafts.filter((kept) => kept.deck.id !== id)),
    draft,
  ])
}

const sameDraft = (a: Draft, b: Draft) => JSON.stringify(a) === JSON.stringify(b)

export function dropDraft(player: string, draft: Draft): void {
  update(player, (drafts) => drafts.filter((kept) => !sameDraft(kept, draft)))
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === DRAFTS_KEY || event.key === null) useDrafts.setState({ drafts: readDrafts() })
  })
}
