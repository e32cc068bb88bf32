import { CARD_KEYS, type Card } from '@ashes/api'
import {
  buildSearchText,
  indexSearchText,
  isConjuredType,
  type SearchIndex,
  typeOrder,
} from '@ashes/game'

/** One card as held in memory, with everything a listing filters or sorts on precomputed. */
export interface CardEntry {
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

export interface CardRowIn {
  id: number
  entity_id: number
  name: string
  stub: string
  is_legacy: boolean
  card_type: string
  phoenixborn: string | null
  is_summon_spell: boolean
  cost_weight: number
  dice_flags: number
  alt_dice_flags: number
  version: number
  search_keywords: string | null
  json: Card
  release_id: number
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

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const byName = (a: CardEntry, b: CardEntry) => collator.compare(a.name, b.name)
const SORTS: Record<string, (a: CardEntry, b: CardEntry) => number> = {
  name: byName,
  type: (a, b) => a.typeOrder - b.typeOrder || byName(a, b),
  cost: (a, b) => a.costWeight - b.costWeight || byName(a, b),
  dice: (a, b) =>
    (a.diceFlags | a.altDiceFlags) - (b.diceFlags | b.altDiceFlags) ||
    a.costWeight - b.costWeight ||
    byName(a, b),
  release: (a, b) =>
    a.release.position - b.release.position ||
    a.release.id - b.release.id ||
    a.typeOrder - b.typeOrder ||
    byName(a, b),
}

/** jsonb keeps its own key order; the API promises the reference's. */
function inOutputOrder(doc: Card): Card {
  const ordered: Record<string, unknown> = {}
  for (const key of CARD_KEYS) if (doc[key] !== undefined) ordered[key] = doc[key]
  return ordered as Card
}

export const sortKey = (legacy: boolean, sort: string) => `${legacy}:${sort}`

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
  rows: CardRowIn[],
  links: { card_id: number; conjuration_id: number }[],
): CardSnapshot {
  const releases = new Map(releaseRows.map((release) => [release.id, release]))
  const cards = rows.flatMap((row): CardEntry[] => {
    const release = releases.get(row.release_id)
    if (!release) return []
    const doc = inOutputOrder(row.json)
    const searchText = buildSearchText({
      name: row.name,
      keywords: row.search_keywords,
      phoenixborn: row.phoenixborn,
      text: row.json.text ?? null,
    })
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
        search: indexSearchText(searchText),
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
  const sorted = new Map<string, CardEntry[]>()
  for (const legacy of [false, true]) {
    const era = cards.filter((card) => card.isLegacy === legacy)
    for (const [sort, compare] of Object.entries(SORTS))
      sorted.set(sortKey(legacy, sort), [...era].sort(compare))
  }
  return {
    version,
    releases: [...releaseRows].sort((a, b) => a.position - b.position || a.id - b.id),
    cards,
    byId,
    byStub: new Map(cards.map((card) => [`${card.isLegacy}:${card.stub}`, card])),
    sorted,
  }
}
