import { readJson } from '../../lib/storage.ts'
import { BUILDER_KEY, DRAFTS_KEY, draftsStore } from './store-handle.ts'

const stored = (key: string): boolean => readJson(key) !== null

/**
 * Loads the stores a page needs from its start: the builder when the device keeps one open (or
 * one a logged-out player left, which becomes their draft), the drafts when there are some.
 * Resolves once they are here (the app then renders with them, as when they were part of the
 * entry); null when the device keeps neither, and nothing is loaded.
 */
export function loadKeptBuilder(): Promise<unknown> | null {
  if (typeof window === 'undefined') return null
  const loads = [
    ...(stored(BUILDER_KEY) ? [import('./state.ts')] : []),
    ...(stored(DRAFTS_KEY) ? [import('./drafts.ts')] : []),
  ]
  // Drafts another tab keeps later (its player logged out there) are offered here too.
  window.addEventListener('storage', (event) => {
    if (draftsStore() || (event.key !== DRAFTS_KEY && event.key !== null)) return
    if (stored(DRAFTS_KEY)) void import('./drafts.ts').catch(() => undefined)
  })
  return loads.length ? Promise.all(loads) : null
}
