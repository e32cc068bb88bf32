import { describe, expect, it } from 'vitest'
import { currentCards, legacyCards } from '../test/card-data.ts'
import {
  CARD_TYPES,
  isConjuredType,
  pluralTypeName,
  SECTION_ORDER,
  TYPE_FILTER_VALUES,
  typeOrder,
  typesForFilters,
} from './card-types.ts'

describe('type order (6.1)', () => {
  it('sorts Phoenixborn first and unknown types last', () => {
    expect(typeOrder('Phoenixborn')).toBe(0)
    expect(typeOrder('Ready Spell')).toBe(1)
    expect(typeOrder('Conjured Alteration Spell')).toBe(7)
    expect(typeOrder('Reference')).toBe(8)
  })

  it('covers every type in the seed data', () => {
    for (const card of [...currentCards, ...legacyCards]) expect(CARD_TYPES).toContain(card.type)
  })

  it('counts conjurations and conjured alterations as conjured, nothing else', () => {
    expect(CARD_TYPES.filter(isConjuredType)).toEqual(['Conjuration', 'Conjured Alteration Spell'])
  })
})

describe('type filters (7.1)', () => {
  it('maps conjurations to both conjured types', () => {
    expect(typesForFilters(['conjurations'])).toEqual(
      new Set(['Conjuration', 'Conjured Alteration Spell']),
    )
  })

  it('keeps conjured alteration spells out of alteration_spell (reference quirk fixed)', () => {
    expect(typesForFilters(['alteration_spell'])).toEqual(new Set(['Alteration Spell']))
  })

  it('takes the union of several values and ignores unknown ones', () => {
    expect(typesForFilters(['alteration_spell', 'ready_spell', 'bogus'])).toEqual(
      new Set(['Alteration Spell', 'Ready Spell']),
    )
    expect(typesForFilters([])).toEqual(new Set())
  })

  it('lists exactly the nine query values', () => {
    expect(TYPE_FILTER_VALUES).toHaveLength(9)
  })
})

describe('builder sections', () => {
  it('orders sections as SPEC says and names them in the plural', () => {
    expect(SECTION_ORDER.map(pluralTypeName)).toEqual([
      'Ready Spells',
      'Allies',
      'Alteration Spells',
      'Action Spells',
      'Reaction Spells',
      'Conjurations',
      'Conjured Alteration Spells',
      'Phoenixborn',
      'References',
    ])
  })
})

describe('isSummonSpell', () => {
  it('is a card named "Summon …" and nothing else', async () => {
    const { isSummonSpell } = await import('./card-types.ts')
    expect(isSummonSpell('Summon Iron Rhino')).toBe(true)
    expect(isSummonSpell('Iron Rhino')).toBe(false)
    expect(isSummonSpell('Summoning Circle')).toBe(false)
  })
})
