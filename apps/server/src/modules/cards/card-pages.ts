import type { CardSnapshot } from './card-snapshot.ts'

/**
 * Characters of listing answers kept per data snapshot: a page of 50 cards is some 22,000, of
 * the maximum 100 twice that, so the popular pages of a few hundred searches fit.
 */
const MAX_CHARS = 8_000_000

interface Pages {
  texts: Map<string, string>
  chars: number
}

const kept = new WeakMap<CardSnapshot, Pages>()

/**
 * Card listing answers as JSON text, per data snapshot and request URL (path and query as sent:
 * the page links are written from them), least recently used first out. Only answers that are
 * the same for every caller are kept (not a player's own releases).
 */
export const cardPages = {
  get(snapshot: CardSnapshot, url: string): string | undefined {
    const pages = kept.get(snapshot)
    const text = pages?.texts.get(url)
    if (pages && text !== undefined) {
      // Moved to the end: the Map's order is the order of use.
      pages.texts.delete(url)
      pages.texts.set(url, text)
    }
    return text
  },

  set(snapshot: CardSnapshot, url: string, text: string): void {
    if (text.length > MAX_CHARS) return
    let pages = kept.get(snapshot)
    if (!pages) {
      pages = { texts: new Map(), chars: 0 }
      kept.set(snapshot, pages)
    }
    const before = pages.texts.get(url)
    if (before !== undefined) pages.chars -= before.length
    pages.texts.set(url, text)
    pages.chars += text.length
    for (const [oldest, page] of pages.texts) {
      if (pages.chars <= MAX_CHARS) break
      pages.texts.delete(oldest)
      pages.chars -= page.length
    }
  },
}
