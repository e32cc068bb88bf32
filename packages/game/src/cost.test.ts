import { describe, expect, it } from 'vitest'
import {
  costCountsFit,
  costWeight,
  deriveDice,
  diceOfCard,
  MAX_COST_COUNT,
  magicCostOf,
  parseCost,
} from './cost.ts'
import { UnknownDieError } from './dice.ts'

const weightOf = (cost: string) => costWeight(parseCost(cost))

describe('cost parsing (6.3)', () => {
  it('splits a string into steps on a spaced dash', () => {
    expect(parseCost('[[main]] - 1 [[ceremonial:class]]')).toEqual([
      '[[main]]',
      '1 [[ceremonial:class]]',
    ])
  })

  it('turns "/" and "or" alternatives into an either/or step', () => {
    expect(parseCost('[[main]] or [[side]] - 1 [[divine:class]] / 1 [[charm:class]]')).toEqual([
      ['[[main]]', '[[side]]'],
      ['1 [[divine:class]]', '1 [[charm:class]]'],
    ])
  })

  it('keeps every part of a longer choice', () => {
    expect(parseCost('1 [[charm:class]] / 1 [[time:class]] / 1 [[basic]]')).toEqual([
      ['1 [[charm:class]]', '1 [[time:class]]', '1 [[basic]]'],
    ])
  })

  it('does not split a hyphen or slash without surrounding spaces', () => {
    expect(parseCost('1 [[charm:class]]/1 [[time:class]]')).toEqual([
      '1 [[charm:class]]/1 [[time:class]]',
    ])
    expect(parseCost('Three-Eyed')).toEqual(['Three-Eyed'])
  })

  it('splits list strings on alternatives, keeps list arrays, trims and drops empty steps', () => {
    expect(
      parseCost([
        ' [[main]] ',
        '1 [[natural:class]] or 1 [[sympathy:class]]',
        ['[[main]]', ' [[side]]'],
        '',
      ]),
    ).toEqual([
      '[[main]]',
      ['1 [[natural:class]]', '1 [[sympathy:class]]'],
      ['[[main]]', '[[side]]'],
    ])
  })

  it('turns a one-part choice into a plain step and drops an empty one', () => {
    expect(parseCost([['1 [[basic]]'], [], ['  ']])).toEqual(['1 [[basic]]'])
  })

  it('parses an empty cost to no steps', () => {
    expect(parseCost('')).toEqual([])
    expect(parseCost([])).toEqual([])
  })
})

describe('cost weight (6.3)', () => {
  it('weighs the specification examples', () => {
    expect(weightOf('[[main]] - 1 [[ceremonial:class]]')).toBe(106)
    expect(weightOf('[[main]] - 1 [[time:power]] - 1 [[basic]]')).toBe(207)
    expect(weightOf('[[side]]')).toBe(4)
    expect(weightOf('1 [[divine:class]] / 1 [[ceremonial:class]]')).toBe(101)
  })

  it('weighs the acceptance fixture costs', () => {
    // Summon Example Conjuration
    expect(costWeight(['[[main]]', '1 [[basic]]', ['[[side]]', '1 [[discard]]']])).toBe(109)
    // Example Alteration
    expect(weightOf('[[side]] - 1 [[basic]] - 1 [[discard]]')).toBe(107)
    // Example Ally: main action plus a natural/illusion power choice (alt dice 12)
    expect(weightOf('[[main]] - 1 [[natural:power]] or 1 [[illusion:power]]')).toBe(107)
  })

  it('weighs discards at 3 each and counts new dice types as magic', () => {
    expect(weightOf('2 [[discard]]')).toBe(6)
    expect(weightOf('2 [[artifice:power]]')).toBe(204)
    expect(weightOf('1 [[Charm:Class]]')).toBe(101)
  })

  it('weighs exhaust, counts of zero, missing counts and garbage as 0', () => {
    expect(weightOf('[[exhaust]]')).toBe(0)
    expect(weightOf('[[basic]]')).toBe(0)
    expect(weightOf('0 [[basic]]')).toBe(0)
    expect(weightOf('X [[basic]]')).toBe(0)
    expect(weightOf('1 [[time:power]] : 1 [[basic]]')).toBe(0)
    expect(weightOf('anything')).toBe(0)
  })

  it('takes the heavier of the first two parts of a choice only', () => {
    expect(costWeight([['[[side]]', '[[main]]', '3 [[basic]]']])).toBe(5)
  })
})

describe('cost counts', () => {
  it('fit up to 99, so the heaviest cost a request can carry keeps a 32-bit weight', () => {
    expect(costCountsFit('[[main]] - 99 [[basic]] or 7 [[charm:class]]')).toBe(true)
    expect(costCountsFit('100 [[basic]]')).toBe(false)
    expect(costCountsFit('1 [[basic]] - 99999999999 [[discard]]')).toBe(false)
    // A 1 MiB body holds fewer than 100,000 steps; each weighs at most 99 x 102.
    expect(100_000 * MAX_COST_COUNT * 102).toBeLessThan(2 ** 31)
    expect(weightOf(Array(3).fill(`${MAX_COST_COUNT} [[basic]]`).join(' - '))).toBe(3 * 99 * 100)
  })
})

describe('magic cost (6.4)', () => {
  it('maps each dice step to its count and skips other steps', () => {
    expect(
      magicCostOf(parseCost('[[main]] - [[exhaust]] - 2 [[charm:class]] - 1 [[basic]]')),
    ).toEqual({
      'charm:class': 2,
      basic: 1,
    })
  })

  it('overwrites a repeated key instead of summing', () => {
    expect(magicCostOf(['1 [[basic]]', '2 [[basic]]'])).toEqual({ basic: 2 })
  })

  it('keys a choice by both symbols and takes the larger count', () => {
    expect(magicCostOf([['1 [[natural:class]]', '2 [[illusion:class]]']])).toEqual({
      'natural:class / illusion:class': 2,
    })
  })

  it('skips a choice unless both of its first two parts are dice', () => {
    expect(magicCostOf([['1 [[time:class]]', '[[main]]']])).toEqual({})
  })

  it('needs a numeric count at the start of the step', () => {
    expect(magicCostOf(['X [[charm:class]]', ' 1 [[basic]]', '1 [[discard]]'])).toEqual({})
  })

  it('takes the leading token of a malformed step, like the reference', () => {
    expect(magicCostOf(['1 [[time:power]] : 1 [[basic]]'])).toEqual({ 'time:power': 1 })
  })

  it('accepts a die type without face', () => {
    expect(magicCostOf(['2 [[time]]'])).toEqual({ time: 2 })
  })
})

describe('dice derivation (6.4)', () => {
  it('collects single symbols as dice and both halves of choices as alt dice', () => {
    expect(
      deriveDice(
        { basic: 1, 'charm:class': 1 },
        { 'natural:class / illusion:power': 1, 'charm:power': 1 },
      ),
    ).toEqual({ dice: ['basic', 'charm'], altDice: ['natural', 'illusion'] })
  })

  it('derives the fixture card’s dice from its costs', () => {
    expect(deriveDice({ basic: 1 }, { 'charm:class': 1 })).toEqual({
      dice: ['basic', 'charm'],
      altDice: [],
    })
  })

  it('derives nothing from no costs', () => {
    expect(deriveDice(undefined, {})).toEqual({ dice: [], altDice: [] })
  })
})

describe('card dice flags (6.2)', () => {
  it('stores flags for dice and alt dice', () => {
    expect(diceOfCard({ dice: ['time'], altDice: ['sympathy'] })).toEqual({
      flags: 64,
      altFlags: 32,
    })
    expect(diceOfCard({})).toEqual({ flags: 0, altFlags: 0 })
  })

  it('refuses unknown dice instead of dropping them', () => {
    expect(() => diceOfCard({ dice: ['divince'] })).toThrow(UnknownDieError)
  })
})
