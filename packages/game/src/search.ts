import { stemmer } from 'stemmer'
import { STOP_WORDS } from './stop-words.ts'

export type SearchableCard = {
  name: string
  keywords?: string | null
  phoenixborn?: string | null
  text?: string | null
}

/**
 * The text a card is found by (api-core 6.6): name and keywords, the Phoenixborn, then the rules
 * text without card-code brackets or apostrophes (so "unit's" is the word "units").
 */
export function buildSearchText(card: SearchableCard): string {
  let search = card.keywords ? `${card.name} ${card.keywords}\n` : `${card.name}\n`
  if (card.phoenixborn) search += `${card.phoenixborn}\n`
  if (card.text) {
    search += card.text
      .replaceAll('[[', '')
      .replaceAll(']]', '')
      .replaceAll("'", '')
      .replace(/\n+/g, ' ')
  }
  return search
}

/** Query words (api-core 6.6 normalisation): ASCII letters only, lower-case, no stop words. */
export function searchTerms(query: string): string[] {
  return query
    .replace(/[&:-]/g, ' ')
    .replace(/[^A-Za-z ]/g, '')
    .toLowerCase()
    .split(' ')
    .filter((word) => word !== '' && !STOP_WORDS.has(word))
}

/** Precomputed words of one card; build once per card, match many times. */
export interface SearchIndex {
  /** Distinct lower-case words, sorted so a prefix is found by binary search. */
  readonly words: readonly string[]
  readonly stems: ReadonlySet<string>
}

// Stems of query terms recur on every card of a request; memoise them (bounded).
const stemCache = new Map<string, string>()
const STEM_CACHE_LIMIT = 10_000

function stemOf(word: string): string {
  let stem = stemCache.get(word)
  if (stem === undefined) {
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear()
    stem = stemmer(word)
    stemCache.set(word, stem)
  }
  return stem
}

export function indexSearchText(text: string): SearchIndex {
  const words = [...new Set(text.toLowerCase().match(/[a-z]+/g) ?? [])].sort()
  return { words, stems: new Set(words.map(stemOf)) }
}

function hasPrefix(words: readonly string[], prefix: string): boolean {
  let low = 0
  let high = words.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if ((words[mid] as string) < prefix) low = mid + 1
    else high = mid
  }
  return words[low]?.startsWith(prefix) ?? false
}

/**
 * True when every term starts some word of the card or shares its stem ("sum blu" finds
 * "Summon Blue Jaguar", "summoning" finds "Summon"). No terms match nothing: a blank query is
 * "no filter", which the caller decides.
 */
export function matchesSearch(index: SearchIndex, terms: readonly string[]): boolean {
  if (terms.length === 0) return false
  for (const term of terms) {
    if (!hasPrefix(index.words, term) && !index.stems.has(stemOf(term))) return false
  }
  return true
}
