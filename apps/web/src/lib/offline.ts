/**
 * What the site does without a network (issue 30), in one module so the bundler makes one chunk
 * of it: each chunk more is named in the preload lists the first load's entry carries. The deck
 * screens and the offline feature load it on demand; no page's first load carries it.
 */
import { create } from 'zustand'
import { ApiError } from './api-error.ts'
import { useAuth } from './auth-store.ts'
import { dropKept, keep, readKept } from './kept.ts'
import { toast } from './toast-store.ts'

export { keep, readKept }

interface ConnectionState {
  /** The browser has a network (navigator.onLine): false is certain, true only hopeful. */
  online: boolean
  /** A new build's service worker is installed and waits for the player's word. */
  updateReady: boolean
  /** Tells the waiting worker to take over; the page reloads once it has. */
  update: () => void
}

/** What the offline badge and the update notice show (issue 30 items 1 and 4). */
export const useConnection = create<ConnectionState>(() => ({
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  updateReady: false,
  update: () => {},
}))

/** Follows the browser's online and offline events. */
export function followConnection(): void {
  const set = () => useConnection.setState({ online: navigator.onLine })
  window.addEventListener('online', set)
  window.addEventListener('offline', set)
  set()
}

/** What an action that needs the site says when tried without a network (issue 30 item 4). */
export const needsNetwork = (action: string) =>
  `${action} needs a network connection, and this device is offline. Try again when you are back online.`

/**
 * For an action that needs the network (publish, comment, buy, share, delete, like): offline,
 * says so in a toast and answers true, and the caller does nothing; online, answers false.
 */
export function refusedOffline(action: string): boolean {
  if (useConnection.getState().online) return false
  toast.error(needsNetwork(action), undefined, 'offline')
  return true
}

/**
 * The player's own deck list and the deck pages they opened, as last answered, for reading
 * without a network (issue 30 item 3). Kept per account (a key of the player's badge), at most
 * DECK_COPIES_MAX answers, the oldest dropped first; a log-out forgets them all.
 */
export const DECK_COPIES_MAX = 50

/** An answer kept on this device: what the server said, its revision, and when. */
interface KeptAnswer<T> {
  value: T
  /** The ETag of the answer (a saved deck's revision, sent again as If-Match), or null. */
  etag: string | null
  /** When it was kept, ISO 8601. */
  savedAt: string
}

interface IndexEntry {
  url: string
  savedAt: string
}

const ALL = 'deck|'
const entryKey = (badge: string, url: string) => `${ALL}${badge}|${url}`
const indexKey = (badge: string) => `${ALL}${badge}`

// Writes of one tab go one after another, so no two read and rewrite the index at once.
let queue: Promise<unknown> = Promise.resolve()
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work)
  queue = next.catch(() => undefined)
  return next
}

async function keepAnswer(
  badge: string,
  url: string,
  value: unknown,
  etag: string | null,
  now: Date,
): Promise<void> {
  const savedAt = now.toISOString()
  if (!(await keep(entryKey(badge, url), { value, etag, savedAt }))) return
  const index = (await readKept<IndexEntry[]>(indexKey(badge))) ?? []
  const kept = [...index.filter((entry) => entry.url !== url), { url, savedAt }]
  const dropped = kept.slice(0, Math.max(0, kept.length - DECK_COPIES_MAX))
  await keep(indexKey(badge), kept.slice(dropped.length))
  for (const entry of dropped) await dropKept(entryKey(badge, entry.url))
}

/** Keeps the answer to `url` for `badge`, dropping the oldest beyond DECK_COPIES_MAX. */
export function keepDeckAnswer(
  badge: string,
  url: string,
  value: unknown,
  etag: string | null,
  now: Date = new Date(),
): Promise<void> {
  return inTurn(() => keepAnswer(badge, url, value, etag, now))
}

/**
 * The kept answer to `url` for `badge` rewritten by `update` (given the kept value, or undefined
 * when none is kept), with a new revision: a deck saved by the builder, so the copy read offline
 * is the deck as last saved, not as last read (issue 30).
 */
export function updateDeckAnswer<T>(
  badge: string,
  url: string,
  update: (kept: T | undefined) => T,
  etag: string | null,
  now: Date = new Date(),
): Promise<void> {
  return inTurn(async () => {
    const kept = await readKept<KeptAnswer<T>>(entryKey(badge, url))
    await keepAnswer(badge, url, update(kept?.value), etag, now)
  })
}

/** The answer kept for `badge` to `url`, or undefined. */
export function readDeckAnswer<T>(badge: string, url: string): Promise<KeptAnswer<T> | undefined> {
  return readKept<KeptAnswer<T>>(entryKey(badge, url))
}

/** Forgets every account's deck copies (a log-out). */
export function dropDeckCopies(): Promise<void> {
  return inTurn(() => dropKept(ALL, { prefix: true }))
}

/** An answer, or its copy kept on this device: then `keptAt` says when it was kept. */
export type MaybeKept<T> = T & { keptAt?: string }

interface KeptReply<T> {
  value: MaybeKept<T>
  /** The answer's ETag (a saved deck's revision), the kept one's when read from the copy. */
  etag: string | null
}

/**
 * A read of the player's own decks (their list, a deck page they open): a success is kept for
 * the logged-in player; a failure for want of a network (status 0) is answered by the copy kept
 * last, marked with its time (issue 30 item 3). The error stands when nothing is kept or nobody
 * is logged in. `call` reports the answer's headers through its argument (api's onHeaders).
 */
export async function orKeptAnswer<T extends object>(
  url: string,
  call: (onHeaders: (headers: Headers) => void) => Promise<T>,
): Promise<KeptReply<T>> {
  const badge = useAuth.getState().badge
  let etag: string | null = null
  try {
    const value = await call((headers) => {
      etag = headers.get('ETag')
    })
    if (badge !== null) {
      const answerEtag = etag
      // A log-out (or another player's log-in) since the request forgets, never keeps.
      if (useAuth.getState().badge === badge) void keepDeckAnswer(badge, url, value, answerEtag)
    }
    return { value, etag }
  } catch (error) {
    if (badge === null || !(error instanceof ApiError) || error.status !== 0) throw error
    const kept = await readDeckAnswer<T>(badge, url)
    if (!kept) throw error
    return { value: { ...kept.value, keptAt: kept.savedAt }, etag: kept.etag }
  }
}

/** React Query's staleTime for such a read: a kept copy is stale at once, fetched again online. */
export const staleUnlessKept =
  (fresh: number) =>
  (query: { state: { data?: { keptAt?: string } | undefined } }): number =>
    query.state.data?.keptAt === undefined ? fresh : 0
