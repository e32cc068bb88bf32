import { type DiceFilterName, isDiceFilterName, type TypeFilter } from '@ashes/game'
import type { DiceLogic } from '../../components/dice-selection.ts'
import { CARD_PAGE_SIZE } from '../../lib/config.ts'

export { setDiceLogic, toggleDie } from '../../components/dice-selection.ts'

export const SORTS = ['name', 'type', 'release', 'cost'] as const
export type CardSort = (typeof SORTS)[number]
/** 'all', 'mine' (the player's collection), or a list of release stubs. */
export type ReleaseFilter = 'all' | 'mine' | string[]

export interface CardFilters {
  q: string
  dice: DiceFilterName[]
  diceLogic: DiceLogic
  types: TypeFilter[]
  summons: boolean
  releases: ReleaseFilter
  sort: CardSort
  order: 'asc' | 'desc'
}

/** The type buttons of the browser, in display order. */
export const TYPE_BUTTONS: { value: TypeFilter; label: string }[] = [
  { value: 'ally', label: 'Ally' },
  { value: 'action_spell', label: 'Action' },
  { value: 'reaction_spell', label: 'Reaction' },
  { value: 'alteration_spell', label: 'Alteration' },
  { value: 'ready_spell', label: 'Ready' },
  { value: 'phoenixborn', label: 'Phoenixborn' },
  { value: 'conjurations', label: 'Conjuration' },
]
const typeValues = new Set<string>(TYPE_BUTTONS.map((button) => button.value))

export function defaultFilters(releases: ReleaseFilter = 'all'): CardFilters {
  return {
    q: '',
    dice: [],
    diceLogic: 'only',
    types: [],
    summons: false,
    releases,
    sort: 'name',
    order: 'asc',
  }
}

/** Filters from the page's query string (SPEC §2); unknown values are ignored. */
export function filtersFromSearch(search: URLSearchParams, fallbackRelease: 'all' | 'mine') {
  const filters = defaultFilters(fallbackRelease)
  filters.q = search.get('q') ?? ''
  filters.diceLogic = search.get('dice_logic') === 'includes' ? 'includes' : 'only'
  filters.dice = unique(search.getAll('dice').filter(isDiceFilterName))
  if (filters.diceLogic === 'includes') filters.dice = filters.dice.filter((d) => d !== 'basic')
  filters.types = unique(search.getAll('types').filter((t): t is TypeFilter => typeValues.has(t)))
  filters.summons = search.get('show_summons') === 'true'
  const r = search.getAll('r').filter(Boolean)
  if (r.length === 1 && (r[0] === 'mine' || r[0] === 'all')) filters.releases = r[0]
  else if (r.length) filters.releases = unique(r)
  const sort = search.get('sort')
  if (sort && (SORTS as readonly string[]).includes(sort)) filters.sort = sort as CardSort
  filters.order = search.get('order') === 'desc' ? 'desc' : 'asc'
  return filters
}

/** The query string for the filters; defaults are left out so a plain /cards/ stays plain. */
export function filtersToSearch(filters: CardFilters): string {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q.trim())
  for (const die of filters.dice) params.append('dice', die)
  if (filters.dice.length && filters.diceLogic !== 'only') params.set('dice_logic', 'includes')
  for (const type of filters.types) params.append('types', type)
  if (filters.summons) params.set('show_summons', 'true')
  if (filters.releases === 'mine') params.set('r', 'mine')
  else if (Array.isArray(filters.releases)) for (const r of filters.releases) params.append('r', r)
  if (filters.sort !== 'name') params.set('sort', filters.sort)
  if (filters.order !== 'asc') params.set('order', filters.order)
  return params.toString()
}

/**
 * Deckbuilder mode (ui-behaviour §4, §10): while a deck is being built and the option is on, the
 * browser lists only cards the deck can take: no conjurations or Phoenixborn, and only the
 * chosen Phoenixborn's unique cards. `phoenixborn` is the deck's Phoenixborn name, if any.
 */
export interface DeckbuilderListing {
  phoenixborn: string | null
}

/** The filters without the Conjuration type, which deckbuilder mode hides. */
export function withoutConjurations(filters: CardFilters): CardFilters {
  if (!filters.types.includes('conjurations')) return filters
  return { ...filters, types: filters.types.filter((type) => type !== 'conjurations') }
}

/**
 * Query of GET /v2/cards (api-core §7.1) for the filters. Deckbuilder mode is skipped while the
 * Phoenixborn type is chosen: the player is then looking for a Phoenixborn to swap to.
 */
export function cardListQuery(
  filters: CardFilters,
  legacy: boolean,
  deckbuilder: DeckbuilderListing | null = null,
) {
  const mode = deckbuilder && !legacy && !filters.types.includes('phoenixborn')
  const types = deckbuilder ? withoutConjurations(filters).types : filters.types
  return {
    q: filters.q.trim() || undefined,
    show_legacy: legacy || undefined,
    mode: mode ? ('deckbuilder' as const) : undefined,
    include_uniques_for: (mode && deckbuilder.phoenixborn) || undefined,
    dice: filters.dice,
    dice_logic: filters.dice.length ? filters.diceLogic : undefined,
    types,
    show_summons: filters.summons || undefined,
    releases: filters.releases === 'mine' ? 'mine' : undefined,
    r: Array.isArray(filters.releases) ? filters.releases : undefined,
    sort: filters.sort,
    order: filters.order,
    limit: CARD_PAGE_SIZE,
  }
}

/**
 * How many choices narrow the listing, for the phone's "Filters (n)": each magic and each type
 * chosen, Summons, and each release chosen ('Mine' counts one). The search text sits outside the
 * fold and counts nothing; sort and order reorder and are no filters.
 */
export function activeFilterCount(filters: CardFilters): number {
  const releases =
    filters.releases === 'all' ? 0 : filters.releases === 'mine' ? 1 : filters.releases.length
  return filters.dice.length + filters.types.length + (filters.summons ? 1 : 0) + releases
}

export function toggleType(filters: CardFilters, type: TypeFilter): CardFilters {
  const types = filters.types.includes(type)
    ? filters.types.filter((t) => t !== type)
    : [...filters.types, type]
  return { ...filters, types }
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
