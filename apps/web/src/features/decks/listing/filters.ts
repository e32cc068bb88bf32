import { type DiceFilterName, isDieName } from '@ashes/game'
import type { DiceLogic } from '../../../components/dice-selection.ts'
import { isPublicDeckSort, type PublicDeckSort } from '../../likes/index.ts'

/** The deck listings (SPEC §2 "Deck listings"): kinds, filters and their query string. */

export type DeckKind = 'competitive' | 'red-rains' | 'unrestricted' | 'legacy'
export const DECK_PAGE_SIZE = 30
export const DECK_TITLE_DEBOUNCE_MS = 750

/** Own lists only: newest created or newest modified first (remembered on the device). */
export const MY_DECKS_SORT_LABELS = {
  created: 'Newest created',
  modified: 'Recently modified',
} as const
export type MyDecksSort = keyof typeof MY_DECKS_SORT_LABELS
const isMyDecksSort = (value: string | null): value is MyDecksSort =>
  value !== null && Object.hasOwn(MY_DECKS_SORT_LABELS, value)

export interface DeckListFilters {
  q: string
  /** Phoenixborn stub (the picker chooses one). */
  phoenixborn: string | null
  /** Player badges. */
  player: string[]
  /** Card stubs: decks including any of them. */
  card: string[]
  offset: number
  preconstructed: boolean
  /** Public lists only: dice types of the pool, as the card browser's dice filter (no basic). */
  dice: DiceFilterName[]
  diceLogic: DiceLogic
  /** Own lists only (null on public lists, which are always newest first by creation). */
  sort: MyDecksSort | null
  /** Public lists only: newest, most liked or trending first (issue 29). */
  publicSort: PublicDeckSort
}

export interface ListingScope {
  kind: DeckKind
  /** The player's own decks rather than the public ones. */
  mine: boolean
}

/** No filters; the sorts are kept apart, since clearing the filters keeps them. */
export const defaultDeckFilters = (
  sort: MyDecksSort | null = null,
  publicSort: PublicDeckSort = 'created',
): DeckListFilters => ({
  q: '',
  phoenixborn: null,
  player: [],
  card: [],
  offset: 0,
  preconstructed: false,
  dice: [],
  diceLogic: 'only',
  sort,
  publicSort,
})

/** The path of a listing; legacy has its own route and no tab. */
export function listingPath({ kind, mine }: ListingScope): string {
  return `/decks/${mine ? 'mine/' : ''}${kind === 'competitive' ? '' : `${kind}/`}`
}

/** Unrestricted lists have no Phoenixborn picker; own lists no player or precon filter. */
export const showsPhoenixborn = (scope: ListingScope) => scope.kind !== 'unrestricted'
export const showsPreconstructed = (scope: ListingScope) => !scope.mine
/** GET /v2/decks/mine has no dice filter. */
export const showsDice = (scope: ListingScope) => !scope.mine

const unique = (values: string[]) => [...new Set(values.filter(Boolean))]

/**
 * Filters from a listing's query string (q, phoenixborn, player, card, offset, preconstructed,
 * on public lists dice and dice_logic, on own lists sort); without a sort there, own lists take the remembered one.
 */
export function deckFiltersFromSearch(
  search: URLSearchParams,
  scope: ListingScope,
  rememberedSort: MyDecksSort = 'created',
) {
  const filters = defaultDeckFilters()
  if (scope.mine) {
    const sort = search.get('sort')
    filters.sort = isMyDecksSort(sort) ? sort : rememberedSort
  } else {
    const sort = search.get('sort')
    if (isPublicDeckSort(sort)) filters.publicSort = sort
  }
  filters.q = search.get('q') ?? ''
  if (showsPhoenixborn(scope)) filters.phoenixborn = search.get('phoenixborn') || null
  if (!scope.mine) filters.player = unique(search.getAll('player'))
  filters.card = unique(search.getAll('card'))
  const offset = Number(search.get('offset'))
  filters.offset = Number.isInteger(offset) && offset > 0 ? offset : 0
  const precon = search.get('preconstructed')
  // The old client wrote a bare `?preconstructed`; anything but an explicit false turns it on.
  filters.preconstructed =
    showsPreconstructed(scope) && precon !== null && precon !== 'false' && precon !== '0'
  if (showsDice(scope)) {
    filters.dice = unique(search.getAll('dice')).filter(isDieName)
    filters.diceLogic = search.get('dice_logic') === 'includes' ? 'includes' : 'only'
  }
  return filters
}

/**
 * The query string of the filters; defaults are left out so a plain listing stays plain. An own
 * list's sort is left out only when it is the default and also the remembered one: a URL
 * without a sort reads back as the remembered sort, so any other choice is spelled out.
 */
export function deckFiltersToSearch(
  filters: DeckListFilters,
  rememberedSort: MyDecksSort = 'created',
): string {
  const params = new URLSearchParams()
  if (filters.q.trim()) params.set('q', filters.q.trim())
  if (filters.phoenixborn) params.set('phoenixborn', filters.phoenixborn)
  for (const badge of filters.player) params.append('player', badge)
  for (const stub of filters.card) params.append('card', stub)
  if (filters.offset > 0) params.set('offset', String(filters.offset))
  if (filters.preconstructed) params.set('preconstructed', 'true')
  for (const die of filters.dice) params.append('dice', die)
  if (filters.dice.length && filters.diceLogic !== 'only') params.set('dice_logic', 'includes')
  if (filters.sort && (filters.sort !== 'created' || rememberedSort !== 'created')) {
    params.set('sort', filters.sort)
  }
  if (filters.publicSort !== 'created') params.set('sort', filters.publicSort)
  return params.toString()
}

/** Whether any filter narrows the list (the offset is not a filter). */
export function hasDeckFilters(filters: DeckListFilters): boolean {
  return (
    filters.q.trim() !== '' ||
    filters.phoenixborn !== null ||
    filters.player.length > 0 ||
    filters.card.length > 0 ||
    filters.dice.length > 0 ||
    filters.preconstructed
  )
}

/** Query of GET /v2/decks or /v2/decks/mine (SPEC §7) for the filters of a listing. */
export function deckListQuery(filters: DeckListFilters, scope: ListingScope) {
  return {
    q: filters.q.trim() || undefined,
    phoenixborn: showsPhoenixborn(scope) && filters.phoenixborn ? filters.phoenixborn : undefined,
    player: scope.mine ? undefined : filters.player,
    card: filters.card,
    show_legacy: scope.kind === 'legacy' || undefined,
    show_red_rains: scope.kind === 'red-rains' || undefined,
    show_unrestricted: scope.kind === 'unrestricted' || undefined,
    show_preconstructed: (!scope.mine && filters.preconstructed) || undefined,
    dice: showsDice(scope) ? filters.dice : undefined,
    dice_logic: showsDice(scope) && filters.dice.length ? filters.diceLogic : undefined,
    ...(scope.mine ? { sort: filters.sort ?? 'created', order: 'desc' } : {}),
    ...(!scope.mine && filters.publicSort !== 'created' ? { sort: filters.publicSort } : {}),
    offset: filters.offset || undefined,
    limit: DECK_PAGE_SIZE,
  }
}

/** 'Page X of Y' of a listing. */
export function pageOf(offset: number, count: number) {
  return {
    page: Math.floor(offset / DECK_PAGE_SIZE) + 1,
    pages: Math.max(1, Math.ceil(count / DECK_PAGE_SIZE)),
    hasPrevious: offset > 0,
    hasNext: offset + DECK_PAGE_SIZE < count,
  }
}
