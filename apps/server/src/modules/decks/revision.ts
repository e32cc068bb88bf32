/**
 * A deck's revision as an HTTP entity tag (issue 24 item 1): GET /v2/decks/{id} and PUT
 * /v2/decks answer it in `ETag`, and a save sent with `If-Match` is stored only while the deck
 * is still at a revision it names (migration 0013). The tag names the deck too, so a tag of
 * another deck never matches. It is the revision of the deck's content; what a page adds around
 * it (the releases, the comment count seen) is not part of it.
 */
export const STALE_DECK = 'This deck was changed elsewhere since the version you edited.'

export const deckEtag = (deck: { id: number; revision: number }) => `"${deck.id}.${deck.revision}"`

/**
 * The ETag of a deck page (GET /v2/decks/{id}): the deck's revision, which If-Match reads, and a
 * digest of the whole answer, which If-None-Match compares (issue 48 item 10). A page shows
 * more than the deck's content (its likes, its comments, the releases, what the caller likes),
 * so a poller's copy is current only while every byte is: a revision alone would answer 304 over
 * a changed count.
 */
export const pageEtag = (revisionTag: string, digest: string) =>
  `${revisionTag.slice(0, -1)}.${digest}"`

/**
 * The revisions of deck `id` an If-Match header names; null when any will do (no header, or
 * `*`). A deck page's tag names its revision too (`pageEtag`). Weak tags and tags of other decks
 * name none (RFC 9110 compares strongly), so a header naming only those is never met.
 */
export function ifMatchRevisions(header: string | undefined, id: number): number[] | null {
  if (header === undefined) return null
  const tags = header.split(',').map((tag) => tag.trim())
  if (tags.includes('*')) return null
  return tags.flatMap((tag) => {
    const match = /^"(\d+)\.(\d+)(?:\.[\w-]+)?"$/.exec(tag)
    return match && Number(match[1]) === id ? [Number(match[2])] : []
  })
}

/** A save's If-Match names a revision the deck has left: answered 412 with the deck as it is. */
export class StaleDeck extends Error {
  constructor(readonly deckId: number) {
    super(STALE_DECK)
  }
}
