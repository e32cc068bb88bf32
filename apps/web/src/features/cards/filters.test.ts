import type { TypeFilter } from '@ashes/game'
import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  cardListQuery,
  defaultFilters,
  filtersFromSearch,
  filtersToSearch,
  setDiceLogic,
  toggleDie,
} from './filters.ts'

describe('card browser filters', () => {
  it('round-trips through the query string', () => {
    const search =
      'q=fire&dice=natural&dice=charm&dice_logic=includes&types=ally&r=master-set&sort=cost&order=desc'
    const filters = filtersFromSearch(new URLSearchParams(search), 'all')
    expect(filters).toMatchObject({
      q: 'fire',
      dice: ['natural', 'charm'],
      diceLogic: 'includes',
      types: ['ally'],
      releases: ['master-set'],
      sort: 'cost',
      order: 'desc',
    })
    expect(filtersToSearch(filters)).toBe(search)
  })

  it('leaves defaults out and ignores unknown values', () => {
    expect(filtersToSearch(defaultFilters())).toBe('')
    const filters = filtersFromSearch(
      new URLSearchParams('dice=fire&types=bogus&sort=weird'),
      'mine',
    )
    expect(filters).toEqual(defaultFilters('mine'))
  })

  it("'Incl.' drops basic magic", () => {
    const withBasic = toggleDie(toggleDie(defaultFilters(), 'basic'), 'time')
    expect(withBasic.dice).toEqual(['basic', 'time'])
    expect(setDiceLogic(withBasic, 'includes').dice).toEqual(['time'])
    expect(
      filtersFromSearch(new URLSearchParams('dice=basic&dice_logic=includes'), 'all').dice,
    ).toEqual([])
  })

  it('builds the API query with page size 50', () => {
    const query = cardListQuery({ ...defaultFilters('mine'), q: ' jaguar ' }, true)
    expect(query).toMatchObject({ q: 'jaguar', show_legacy: true, releases: 'mine', limit: 50 })
  })

  it('in deckbuilder mode lists only what the deck can take, without the Conjuration type', () => {
    const filters = { ...defaultFilters(), types: ['ally', 'conjurations'] as TypeFilter[] }
    expect(cardListQuery(filters, false, { phoenixborn: 'Aradel Summergaard' })).toMatchObject({
      mode: 'deckbuilder',
      include_uniques_for: 'Aradel Summergaard',
      types: ['ally'],
    })
    // No Phoenixborn chosen yet: no unique cards at all.
    const none = cardListQuery(defaultFilters(), false, { phoenixborn: null })
    expect(none).toMatchObject({ mode: 'deckbuilder', include_uniques_for: undefined })
    // Off, or the option is off: the plain listing.
    expect(cardListQuery(filters, false)).toMatchObject({ mode: undefined, types: filters.types })
  })

  it('skips deckbuilder mode while Phoenixborn are listed, so the player can swap', () => {
    const filters = { ...defaultFilters(), types: ['phoenixborn'] as TypeFilter[] }
    expect(cardListQuery(filters, false, { phoenixborn: 'Aradel Summergaard' })).toMatchObject({
      mode: undefined,
      include_uniques_for: undefined,
    })
  })
})

describe('the count of active filters (the phone\'s "Filters (n)")', () => {
  it('is 0 for the defaults, whatever the sort and search', () => {
    expect(activeFilterCount(defaultFilters())).toBe(0)
    expect(activeFilterCount({ ...defaultFilters(), q: 'fire', sort: 'cost', order: 'desc' })).toBe(
      0,
    )
  })

  it('counts each magic, each type, Summons and each release chosen', () => {
    const filters = filtersFromSearch(
      new URLSearchParams(
        'dice=natural&dice=charm&types=ally&types=ready_spell&types=phoenixborn&show_summons=true&r=master-set&r=the-duchess',
      ),
      'all',
    )
    expect(activeFilterCount(filters)).toBe(2 + 3 + 1 + 2)
  })

  it("counts 'Mine' as one release filter, 'All' as none", () => {
    expect(activeFilterCount(defaultFilters('mine'))).toBe(1)
    expect(activeFilterCount(defaultFilters('all'))).toBe(0)
  })
})
