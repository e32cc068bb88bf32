import type { CardSnapshot } from './card-snapshot.ts'

/**
 * Bytes of listing answers kept per data snapshot: a page of 50 cards is some 22,000, of the
 * maximum 100 twice that, so the popular pages of a few hundred searches fit.
 */
const MAX_BYTES = 8_000_000

interface Pages {
  bodies: Map<string, Buffer>
  bytes: number
}

const kept = new WeakMap<CardSnapshot, Pages>()

/**
 * Card listing answers as JSON bytes (sent as they are, bench/bare.ts), per data snapshot and request URL (path and query as sent:
 * the page links are written from them), least recently used first out. Only answers that are
 * the same for every caller are kept (not a player's own releases).
 */
export const cardPages = {
  get(snapshot: CardSnapshot, url: string): Buffer | undefined {
    const pages = kept.get(snapshot)
    const body = pages?.bodies.get(url)
    if (pages && body !== undefined) {
      // Moved to the end: the Map's order is the order of use.
      pages.bodies.delete(url)
      pages.bodies.set(url, body)
    }
    return body
  },

  set(snapshot: CardSnapshot, url: string, body: Buffer): void {
    if (body.length > MAX_BYTES) return
    let pages = kept.get(snapshot)
    if (!pages) {
      pages = { bodies: new Map(), bytes: 0 }
      kept.set(snapshot, pages)
    }
    const before = pages.bodies.get(url)
    if (before !== undefined) pages.bytes -= before.length
    pages.bodies.set(url, body)
    pages.bytes += body.length
    for (const [oldest, page] of pages.bodies) {
      if (pages.bytes <= MAX_BYTES) break
      pages.bodies.delete(oldest)
      pages.bytes -= page.length
    }
  },
}
