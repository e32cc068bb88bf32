import { matchesSearch, searchTerms, stubify } from '@ashes/game'
import type { CardEntry, CardSnapshot } from './card-snapshot.ts'
import { sortKey } from './card-snapshot.ts'

/** The single best match for a free-text card name (api-core 7.2 scoring). */
export function fuzzyLookup(
  snapshot: CardSnapshot,
  query: string,
  legacy: boolean,
): CardEntry | undefined {
  const slug = stubify(query)
  const terms = searchTerms(query)
  const byName = snapshot.sorted.get(sortKey(legacy, 'name')) ?? []
  const candidates = byName.filter(
    (card) =>
      card.release.isPublic &&
      ((terms.length > 0 && matchesSearch(card.search, terms)) ||
        (slug !== '' && card.stub.includes(slug))),
  )
  const total = candidates.length
  const wantsSummon = slug.includes('summon')
  let best: CardEntry | undefined
  let bestScore = -1
  candidates.forEach((card, index) => {
    let score = total - index
    const stub = card.stub
    if (
      stub === slug ||
      stub.startsWith(`${slug}-`) ||
      stub.endsWith(`-${slug}`) ||
      stub.includes(`-${slug}-`)
    ) {
      score += 3 * total
    } else if (stub.includes(slug)) {
      score += 2 * total
    }
    if (stub.includes('summon') === wantsSummon) score += total + 1
    if (score > bestScore) {
      best = card
      bestScore = score
    }
  })
  return best
}
