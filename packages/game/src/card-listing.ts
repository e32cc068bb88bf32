import { typesForFilters } from './card-types.ts'
import { DIE_FLAGS, type DieName } from './dice.ts'
import { matchesSearch, searchTerms } from './search.ts'
import { type SyntaxCard, syntaxMatcher } from './search-match.ts'

/**
 * The card listing's filters and sorts (api-core 7.1), one copy for the server's GET /v2/cards
 * and the web app's offline copy of the card data (issue 30): both give the same cards in the
 * same order for the same query.
 */
export interface ListingRelease {
  id: number
  name: string
  stub: string
  position: number
  isPublic: boolean
  isPhg: boolean
}

/** A card with what the listing filters and sorts on precomputed. */
export interface ListingCard extends SyntaxCard {
  typeOrder: number
  isConjured: boolean
  isLegacy: boolean
  isSummon: boolean
  costWeight: number
  release: ListingRelease
}

/** The listing's query, as GET /v2/cards reads it (its defaults applied). */
export interface ListingQuery {
  q?: string
  show_legacy: boolean
  types?: readonly string[]
  mode: string
  show_summons: boolean
  releases: string
  r?: readonly string[]
  dice?: readonly string[]
  dice_logic: string
  include_uniques_for?: string
  sort: string
  order: string
}

type Predicate = (card: ListingCard) => boolean

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
const byName = (a: ListingCard, b: ListingCard) => collator.compare(a.name, b.name)
const SORTS: Record<string, (a: ListingCard, b: ListingCard) => number> = {
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

export const listingSortKey = (legacy: boolean, sort: string) => `${legacy}:${sort}`

/** The cards of each era sorted by each sort (ascending), keyed by `listingSortKey`. */
export function sortListings<T extends ListingCard>(cards: readonly T[]): Map<string, T[]> {
  const sorted = new Map<string, T[]>()
  for (const legacy of [false, true]) {
    const era = cards.filter((card) => card.isLegacy === legacy)
    for (const [sort, compare] of Object.entries(SORTS))
      sorted.set(listingSortKey(legacy, sort), [...era].sort(compare))
  }
  return sorted
}

/** Every non-empty subset sum of `flags` (the dice combinations a card may require exactly). */
function subsetSums(flags: number[]): Set<number> {
  let sums = [0]
  for (const flag of flags) sums = [...sums, ...sums.map((sum) => sum | flag)]
  return new Set(sums.filter((sum) => sum !== 0))
}

/** The dice filter of api-core 7.1, over the dice the snapshot lets filters see. */
function diceFilter(dice: readonly string[], logic: string): Predicate | undefined {
  const basic = dice.includes('basic')
  const colours = [...new Set(dice.filter((die) => die !== 'basic'))].map(
    (die) => DIE_FLAGS[die as DieName],
  )
  const chosen = colours.reduce((all, flag) => all | flag, 0)
  if (logic === 'includes') {
    if (chosen === 0) return undefined
    return (card) => (card.diceFlags & chosen) > 0 || (card.altDiceFlags & chosen) > 0
  }
  if (logic === 'all') {
    // The required dice are exactly part of the selection, and the rest of it is available as
    // alternatives.
    return (card) => {
      if ((card.diceFlags & ~chosen) !== 0) return false
      const rest = chosen & ~card.diceFlags
      return rest === 0 ? card.altDiceFlags === 0 : (card.altDiceFlags & rest) === rest
    }
  }
  const exact = subsetSums(colours)
  return (card) => {
    if (basic && card.diceFlags === 0 && card.altDiceFlags === 0) return true
    if (chosen === 0) return false
    const altFits = (card.altDiceFlags & chosen) > 0
    if (exact.has(card.diceFlags)) return card.altDiceFlags === 0 || altFits
    return card.diceFlags === 0 && altFits
  }
}

function releaseFilter(query: ListingQuery, owned: Set<number> | undefined): Predicate | undefined {
  if (query.show_legacy && query.releases === 'phg') return (card) => card.release.isPhg
  if (query.releases === 'mine' && owned) return (card) => owned.has(card.release.id)
  if (query.r && query.r.length > 0) {
    const stubs = new Set(query.r)
    return (card) => stubs.has(card.release.stub)
  }
  return undefined
}

function typeFilter(query: ListingQuery): Predicate | undefined {
  if (!query.types || query.types.length === 0) return undefined
  const types = typesForFilters(query.types)
  return (card) => types.has(card.type)
}

function uniquesFilter(query: ListingQuery): Predicate | undefined {
  const owner = query.include_uniques_for
  if (owner) return (card) => card.phoenixborn === null || card.phoenixborn === owner
  if (query.mode === 'deckbuilder') return (card) => card.phoenixborn === null
  return undefined
}

/**
 * The cards a listing query selects from `sorted` (sortListings), in its order. `owned` is the
 * player's collection, for `releases=mine`. A `q` that is not valid syntax throws the
 * SearchSyntaxError the server answers 422 with.
 */
export function filterListing<T extends ListingCard>(
  sorted: Map<string, T[]>,
  query: ListingQuery,
  owned?: Set<number>,
): T[] {
  // A q in the search syntax is a test of its own; plain words match exactly as before it existed.
  const syntax = query.q ? syntaxMatcher(query.q) : undefined
  const terms = query.q && !syntax ? searchTerms(query.q) : undefined
  // Cheap flag tests first; the text search runs only on the cards that survive them.
  const predicates = [
    (card: ListingCard) => card.release.isPublic,
    query.mode === 'deckbuilder'
      ? (card: ListingCard) => !card.isConjured && card.type !== 'Phoenixborn'
      : undefined,
    uniquesFilter(query),
    query.show_summons ? (card: ListingCard) => card.isSummon : undefined,
    typeFilter(query),
    releaseFilter(query, owned),
    query.dice && query.dice.length > 0 ? diceFilter(query.dice, query.dice_logic) : undefined,
    terms ? (card: ListingCard) => matchesSearch(card.search, terms) : undefined,
    syntax,
  ].filter((predicate): predicate is Predicate => predicate !== undefined)
  const ordered = sorted.get(listingSortKey(query.show_legacy, query.sort)) ?? []
  const selected = ordered.filter((card) => predicates.every((predicate) => predicate(card)))
  return query.order === 'desc' ? selected.reverse() : selected
}
