import { describe, expect, it } from 'vitest'
import {
  deckFiltersFromSearch,
  deckFiltersToSearch,
  deckListQuery,
  defaultDeckFilters,
  hasDeckFilters,
  type ListingScope,
  listingPath,
  pageOf,
} from './filters.ts'

const publicCompetitive: ListingScope = { kind: 'competitive', mine: false }
const read = (search: string, scope: ListingScope = publicCompetitive) =>
  deckFiltersFromSearch(new URLSearchParams(search), scope)

describe('deck listing query string', () => {
  it('reads q, phoenixborn, player, card, offset and preconstructed back', () => {
    expect(
      read(
        'q=rush&phoenixborn=aradel-summergaard&player=ab12&card=a&card=b&offset=30&preconstructed=true',
      ),
    ).toEqual({
      q: 'rush',
      phoenixborn: 'aradel-summergaard',
      player: ['ab12'],
      card: ['a', 'b'],
      offset: 30,
      preconstructed: true,
      dice: [],
      diceLogic: 'only',
      sort: null,
      publicSort: 'created',
    })
  })

  it('keeps a public list’s sort by likes or trending in the query string (issue 29)', () => {
    const filters = read('sort=likes&q=rush')
    expect(filters.publicSort).toBe('likes')
    expect(deckFiltersToSearch(filters)).toBe('q=rush&sort=likes')
    expect(deckListQuery(filters, { kind: 'red-rains', mine: false })).toMatchObject({
      sort: 'likes',
      show_red_rains: true,
    })
    expect(read('sort=popular').publicSort).toBe('created')
    expect(read('sort=likes', { kind: 'competitive', mine: true }).publicSort).toBe('created')
  })

  it("keeps public lists' dice filter in the query string and sends it; own lists have none", () => {
    const filters = read('dice=time&dice=basic&dice=fire&dice=time&dice=charm&dice_logic=includes')
    expect(filters).toMatchObject({ dice: ['time', 'charm'], diceLogic: 'includes' })
    expect(hasDeckFilters(filters)).toBe(true)
    expect(deckFiltersToSearch(filters)).toBe('dice=time&dice=charm&dice_logic=includes')
    expect(deckListQuery(filters, publicCompetitive)).toMatchObject({
      dice: ['time', 'charm'],
      dice_logic: 'includes',
    })
    expect(deckFiltersToSearch({ ...filters, diceLogic: 'only' })).toBe('dice=time&dice=charm')
    const mine = read('dice=time', { kind: 'competitive', mine: true })
    expect(mine.dice).toEqual([])
    expect(
      deckListQuery({ ...mine, dice: ['time'] }, { kind: 'competitive', mine: true }),
    ).toMatchObject({
      dice: undefined,
      dice_logic: undefined,
    })
  })

  it('writes the same keys back and leaves defaults out', () => {
    const filters = { ...defaultDeckFilters(), q: ' rush ', card: ['a', 'b'], offset: 60 }
    expect(deckFiltersToSearch(filters)).toBe('q=rush&card=a&card=b&offset=60')
    expect(deckFiltersToSearch(defaultDeckFilters())).toBe('')
    const all = read('q=x&phoenixborn=p&player=b&card=c&offset=30&preconstructed=true')
    expect(read(deckFiltersToSearch(all))).toEqual(all)
  })

  it("accepts the old client's bare ?preconstructed", () => {
    expect(read('preconstructed').preconstructed).toBe(true)
    expect(read('preconstructed=false').preconstructed).toBe(false)
  })

  it('ignores a bad offset', () => {
    expect(read('offset=-30').offset).toBe(0)
    expect(read('offset=abc').offset).toBe(0)
  })

  it('own lists have no player or preconstructed filter; unrestricted no Phoenixborn', () => {
    const mine = read('player=ab&preconstructed=true&phoenixborn=p', {
      kind: 'competitive',
      mine: true,
    })
    expect(mine).toMatchObject({ player: [], preconstructed: false, phoenixborn: 'p' })
    expect(read('phoenixborn=p', { kind: 'unrestricted', mine: false }).phoenixborn).toBeNull()
  })

  it('own lists read their sort from the URL, else the remembered one; public lists have none', () => {
    const mine: ListingScope = { kind: 'competitive', mine: true }
    const readMine = (search: string, remembered: 'created' | 'modified') =>
      deckFiltersFromSearch(new URLSearchParams(search), mine, remembered).sort
    expect(readMine('sort=modified', 'created')).toBe('modified')
    expect(readMine('sort=created', 'modified')).toBe('created')
    expect(readMine('', 'modified')).toBe('modified')
    expect(readMine('sort=title', 'modified')).toBe('modified')
    expect(
      deckFiltersFromSearch(new URLSearchParams('sort=modified'), publicCompetitive).sort,
    ).toBe(null)
    // Left out only when it is the default and the remembered one, since that is how it reads back.
    expect(deckFiltersToSearch(defaultDeckFilters('created'))).toBe('')
    expect(deckFiltersToSearch(defaultDeckFilters('created'), 'modified')).toBe('sort=created')
    expect(deckFiltersToSearch(defaultDeckFilters('modified'), 'modified')).toBe('sort=modified')
  })
})

describe('deck listing API query', () => {
  it('asks for the kind of the tab and the filters, 30 decks a page', () => {
    const filters = { ...read('q=rush&card=a&preconstructed=true&offset=30') }
    expect(deckListQuery(filters, { kind: 'red-rains', mine: false })).toMatchObject({
      q: 'rush',
      card: ['a'],
      show_red_rains: true,
      show_legacy: undefined,
      show_unrestricted: undefined,
      show_preconstructed: true,
      offset: 30,
      limit: 30,
    })
    expect(deckListQuery(filters, { kind: 'legacy', mine: true })).toMatchObject({
      show_legacy: true,
      show_preconstructed: undefined,
      player: undefined,
    })
    expect(
      deckListQuery({ ...filters, phoenixborn: 'p' }, { kind: 'unrestricted', mine: false }),
    ).toMatchObject({ show_unrestricted: true, phoenixborn: undefined })
  })

  it('asks for own decks newest first by the chosen date; public ones by the default', () => {
    const modified = { ...defaultDeckFilters(), sort: 'modified' as const }
    expect(deckListQuery(modified, { kind: 'competitive', mine: true })).toMatchObject({
      sort: 'modified',
      order: 'desc',
    })
    const publicQuery = deckListQuery(modified, { kind: 'competitive', mine: false })
    expect(publicQuery).not.toHaveProperty('sort')
    expect(publicQuery).not.toHaveProperty('order')
  })

  it('knows when filters narrow the list', () => {
    expect(hasDeckFilters(defaultDeckFilters())).toBe(false)
    expect(hasDeckFilters({ ...defaultDeckFilters(), offset: 30 })).toBe(false)
    expect(hasDeckFilters({ ...defaultDeckFilters(), card: ['a'] })).toBe(true)
  })
})

describe('listing paths and pages', () => {
  it('maps kinds to routes', () => {
    expect(listingPath({ kind: 'competitive', mine: false })).toBe('/decks/')
    expect(listingPath({ kind: 'red-rains', mine: true })).toBe('/decks/mine/red-rains/')
    expect(listingPath({ kind: 'legacy', mine: false })).toBe('/decks/legacy/')
  })

  it("shows 'Page X of Y' with Previous/Next only where there is a page", () => {
    expect(pageOf(0, 0)).toEqual({ page: 1, pages: 1, hasPrevious: false, hasNext: false })
    expect(pageOf(30, 61)).toEqual({ page: 2, pages: 3, hasPrevious: true, hasNext: true })
    expect(pageOf(60, 61)).toMatchObject({ page: 3, hasNext: false })
  })
})
