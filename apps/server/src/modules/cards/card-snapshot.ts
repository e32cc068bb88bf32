import { CARD_KEYS, type Card } from '@ashes/api'
import {
  buildSearchText,
  indexSearchText,
  isConjuredType,
  type ListingCard,
  listingSortKey,
  type SearchIndex,
  sortListings,
  typeOrder,
} from '@ashes/game'

/** One card as held in memory, with everything a listing filters or sorts on precomputed. */
export interface CardEntry extends ListingCard {
  id: number
  entityId: number
  name: string
  stub: string
  type: string
  typeOrder: number
  isConjured: boolean
  isLegacy: boolean
  isSummon: boolean
  phoenixborn: string | null
  costWeight: number
  /** Dice the filters see: for conjured cards, their own plus their summoners' (see buildSnapshot). */
  diceFlags: number
  altDiceFlags: number
  version: number
  searchKeywords: string | null
  release: ReleaseEntry
  conjurationIds: number[]
  summonerIds: number[]
  doc: Card
  /** `doc` serialised once, so listings concatenate strings instead of serialising objects. */
  json: string
  search: SearchIndex
}

export interface ReleaseEntry {
  id: number
  name: string
  stub: string
  position: number
  isLegacy: boolean
  isPublic: boolean
  isPhg: boolean
}

/**
 * A row of the `card` table (but its artist columns): what the card store reads, and, less the
 * columns the database assigns, what the card-data import writes (`ImportedCardRow`).
 */
export interface CardRow {
  id: number
  entity_id: number
  name: string
  stub: string
  is_legacy: boolean
  release_id: number
  card_type: string
  phoenixborn: string | null
  is_summon_spell: boolean
  cost_weight: number
  dice_flags: number
  alt_dice_flags: number
  copies: number | null
  version: number
  search_keywords: string | null
  json: Card
}

export interface CardSnapshot {
  version: number
  releases: ReleaseEntry[]
  cards: CardEntry[]
  byId: Map<number, CardEntry>
  /** Key `${isLegacy}:${stub}`. */
  byStub: Map<string, CardEntry>
  /** Cards of one era, pre-sorted per sort key (ascending). */
  sorted: Map<string, CardEntry[]>
}

/** jsonb keeps its own key order; the API promises the reference's. */
function inOutputOrder(doc: Card): Card {
  const ordered: Record<string, unknown> = {}
  for (const key of CARD_KEYS) if (doc[key] !== undefined) ordered[key] = doc[key]
  return ordered as Card
}

export const sortKey = listingSortKey

/** Walks summoner links up to the cards nothing summons (the "root" summoners). */
export function rootSummoners(card: CardEntry, byId: Map<number, CardEntry>): CardEntry[] {
  const roots: CardEntry[] = []
  const seen = new Set<number>()
  const walk = (entry: CardEntry) => {
    if (seen.has(entry.id)) return
    seen.add(entry.id)
    if (entry.summonerIds.length === 0) {
      if (!roots.includes(entry)) roots.push(entry)
      return
    }
    for (const id of entry.summonerIds) {
      const summoner = byId.get(id)
      if (summoner) walk(summoner)
    }
  }
  walk(card)
  return roots
}

export function buildSnapshot(
  version: number,
  releaseRows: ReleaseEntry[],
  rows: CardRow[],
  links: { card_id: number; conjuration_id: number }[],
): CardSnapshot {
  const releases = new Map(releaseRows.map((release) => [release.id, release]))
  const cards = rows.flatMap((row): CardEntry[] => {
    const release = releases.get(row.release_id)
    if (!release) return []
    const doc = inOutputOrder(row.json)
    const text = row.json.text ?? null
    // The search index (words and stems) is built at the first search that reads this card, not
    // at each start: stemming every card's words was a tenth of a start's work once its code was
    // loaded (issue 31 item 7), and most listings search nothing.
    let search: SearchIndex | undefined
    const { name, search_keywords: keywords, phoenixborn } = row
    return [
      {
        id: row.id,
        entityId: row.entity_id,
        name: row.name,
        stub: row.stub,
        type: row.card_type,
        typeOrder: typeOrder(row.card_type),
        isConjured: isConjuredType(row.card_type),
        isLegacy: row.is_legacy,
        isSummon: row.is_summon_spell,
        phoenixborn: row.phoenixborn,
        costWeight: row.cost_weight,
        diceFlags: row.dice_flags,
        altDiceFlags: row.alt_dice_flags,
        version: row.version,
        searchKeywords: row.search_keywords,
        release,
        conjurationIds: [],
        summonerIds: [],
        doc,
        json: JSON.stringify(doc),
        get search() {
          search ??= indexSearchText(buildSearchText({ name, keywords, phoenixborn, text }))
          return search
        },
      },
    ]
  })
  const byId = new Map(cards.map((card) => [card.id, card]))
  for (const link of links) {
    byId.get(link.card_id)?.conjurationIds.push(link.conjuration_id)
    byId.get(link.conjuration_id)?.summonerIds.push(link.card_id)
  }
  // The reference's dice filter never found conjurations (they carry almost no dice of their
  // own). A conjured card is played with its summoner's dice, so the filters see both.
  for (const card of cards) {
    if (!card.isConjured) continue
    for (const root of rootSummoners(card, byId)) {
      if (root === card) continue
      card.diceFlags |= root.diceFlags
      card.altDiceFlags |= root.altDiceFlags
    }
  }
  const sorted = sortListings(cards)
  return {
    version,
    releases: [...releaseRows].sort((a, b) => a.position - b.position || a.id - b.id),
    cards,
    byId,
    byStub: new Map(cards.map((card) => [`${card.isLegacy}:${card.stub}`, card])),
    sorted,
  }
}
