import { filterListing, type ListingCard, type ListingQuery, sortListings } from './card-listing.ts'
import { isConjuredType, typeOrder } from './card-types.ts'
import { buildSearchText, indexSearchText } from './search.ts'
import type { SyntaxCard } from './search-match.ts'

/** A card of GET /v2/card-data (the API's CardData, as far as the listing reads it). */
export interface CopiedCard {
  card: SyntaxCard['doc'] & { name: string; stub: string; type: string; phoenixborn?: string }
  release_id: number
  is_summon: boolean
  cost_weight: number
  dice_flags: number
  alt_dice_flags: number
  search_keywords: string | null
}

export interface CopiedRelease {
  id: number
  name: string
  stub: string
  position: number
  is_legacy: boolean
  is_phg: boolean
}

/** A card of the copy: the listing's fields and the card document the API sends. */
export interface CopyCard<Doc> extends ListingCard {
  stub: string
  doc: Doc & SyntaxCard['doc']
}

/** The card data copied from GET /v2/card-data, ready to be listed as GET /v2/cards lists it. */
export interface CardListingCopy<Doc> {
  cards: CopyCard<Doc>[]
  sorted: Map<string, CopyCard<Doc>[]>
}

/** Builds from the copied data what the server builds from its tables (card-snapshot.ts). */
export function listingCopy<Doc extends CopiedCard['card']>(data: {
  releases: readonly CopiedRelease[]
  cards: readonly (CopiedCard & { card: Doc })[]
}): CardListingCopy<Doc> {
  const releases = new Map(
    data.releases.map((release) => [
      release.id,
      { ...release, isPublic: true, isPhg: release.is_phg },
    ]),
  )
  const cards = data.cards.flatMap((entry): CopyCard<Doc>[] => {
    const release = releases.get(entry.release_id)
    if (!release) return []
    const doc = entry.card
    const phoenixborn = doc.phoenixborn ?? null
    const search = indexSearchText(
      buildSearchText({
        name: doc.name,
        keywords: entry.search_keywords,
        phoenixborn,
        text: doc.text ?? null,
      }),
    )
    return [
      {
        name: doc.name,
        stub: doc.stub,
        type: doc.type,
        typeOrder: typeOrder(doc.type),
        isConjured: isConjuredType(doc.type),
        isLegacy: release.is_legacy,
        isSummon: entry.is_summon,
        phoenixborn,
        costWeight: entry.cost_weight,
        diceFlags: entry.dice_flags,
        altDiceFlags: entry.alt_dice_flags,
        searchKeywords: entry.search_keywords,
        release,
        search,
        doc,
      },
    ]
  })
  return { cards, sorted: sortListings(cards) }
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 't', 'y'])

/**
 * A GET /v2/cards query string read as the server reads it (its defaults; the web app writes
 * only valid values), for listing from the copy.
 */
function listingQuery(params: URLSearchParams): ListingQuery & { limit: number; offset: number } {
  const list = (name: string) => params.getAll(name).filter((value) => value.trim() !== '')
  const text = (name: string) => params.get(name)?.trim() || undefined
  const bool = (name: string) => TRUE_WORDS.has((params.get(name) ?? '').trim().toLowerCase())
  const limit = Number.parseInt(params.get('limit') ?? '', 10)
  const offset = Number.parseInt(params.get('offset') ?? '', 10)
  return {
    q: text('q'),
    show_legacy: bool('show_legacy'),
    types: list('types'),
    mode: text('mode') ?? 'listing',
    show_summons: bool('show_summons'),
    releases: text('releases') ?? 'all',
    r: list('r'),
    dice: list('dice'),
    dice_logic: text('dice_logic') ?? 'only',
    include_uniques_for: text('include_uniques_for'),
    sort: text('sort') ?? 'name',
    order: text('order') ?? 'asc',
    limit: Number.isNaN(limit) || limit < 1 ? 30 : Math.min(limit, 100),
    offset: Number.isNaN(offset) || offset < 0 ? 0 : offset,
  }
}

/** The copy's answer to a GET /v2/cards query string: the count and the page's cards. */
export function listCopy<Doc>(copy: CardListingCopy<Doc>, params: URLSearchParams) {
  const query = listingQuery(params)
  const selected = filterListing(copy.sorted, query)
  return {
    query,
    count: selected.length,
    page: selected.slice(query.offset, query.offset + query.limit),
  }
}
