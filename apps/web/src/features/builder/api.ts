import type { DeckConflict, DeckDetails, DeckSaveBody, DeckSaveOut } from '@ashes/api'
import { api, withQuery } from '../../lib/api.ts'
import { ApiError } from '../../lib/api-error.ts'
import { orKeptAnswer, updateDeckAnswer } from '../../lib/offline.ts'

/** A deck as the server answered it, with its revision (the ETag; null from an older server). */
export interface Revised<T> {
  value: T
  etag: string | null
}

/**
 * A save was refused (412): the deck changed on the server since the revision the save named
 * (another tab or device saved it). `deck` and `etag` are the deck as it is now.
 */
export class SaveConflict extends Error {
  constructor(
    readonly deck: DeckSaveOut,
    readonly etag: string | null,
  ) {
    super('The deck changed elsewhere.')
  }
}

const isConflict = (body: unknown): body is DeckConflict =>
  typeof body === 'object' && body !== null && 'deck' in body

/**
 * PUT /v2/decks: creates the deck, or wholly replaces it when the body has an id. With `etag`
 * (the revision the edits started from) it is sent as If-Match, so a save over a deck changed
 * elsewhere is refused (SaveConflict) instead of undoing that change. A creation's
 * `creationKey` is sent as Idempotency-Key: sent again, it answers the deck already made.
 * `keepalive` lets the request outlive the page (the save sent as the tab is hidden or closed).
 */
export async function saveDeck(
  body: DeckSaveBody,
  options: { keepalive?: boolean; etag?: string | null; creationKey?: string | undefined } = {},
): Promise<Revised<DeckSaveOut>> {
  let etag: string | null = null
  const headers: Record<string, string> = {}
  if (options.etag) headers['If-Match'] = options.etag
  if (options.creationKey) headers['Idempotency-Key'] = options.creationKey
  try {
    const value = await api<DeckSaveOut>('/v2/decks', {
      method: 'PUT',
      json: body,
      keepalive: options.keepalive,
      headers,
      onHeaders: (headers) => {
        etag = headers.get('ETag')
      },
    })
    return { value, etag }
  } catch (error) {
    if (error instanceof ApiError && error.status === 412 && isConflict(error.body))
      throw new SaveConflict(error.body.deck, etag)
    throw error
  }
}

const savedDeckUrl = (id: number) => withQuery(`/v2/decks/${id}`, { show_saved: true })

/**
 * GET /v2/decks/{id}?show_saved=true: the owner's deck as last saved, with its revision; offline,
 * the copy kept when it was last read (its page or the builder), with that copy's revision, so a
 * save on reconnect over a newer one is refused (412) and goes to the conflict (issue 30).
 */
export async function loadSavedDeck(id: number): Promise<Revised<DeckDetails>> {
  const url = savedDeckUrl(id)
  return orKeptAnswer(url, (onHeaders) => api<DeckDetails>(url, { onHeaders }))
}

/**
 * After a save, the copy of the deck kept for `badge` (its page, read offline; the builder's
 * deck, opened offline) becomes the deck as saved, with the save's revision: read as it was
 * last read, an edit made on it offline would be refused on reconnect as over a change made
 * elsewhere, when that change was this player's own save (issue 30).
 */
export function keepSavedCopy(
  badge: string,
  saved: Revised<DeckSaveOut>,
  published: boolean,
): Promise<void> {
  const { value, etag } = saved
  const url = savedDeckUrl(value.id)
  return updateDeckAnswer<DeckDetails>(
    badge,
    url,
    (kept) => ({
      releases: [],
      has_published_snapshot: published,
      ...kept,
      deck: {
        ...kept?.deck,
        ...value,
        direct_share_uuid: value.direct_share_uuid ?? kept?.deck.direct_share_uuid ?? null,
      },
    }),
    etag,
  )
}
