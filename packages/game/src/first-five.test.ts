import { describe, expect, it } from 'vitest'
import {
  canStartInHand,
  effectCostSteps,
  type FirstFiveSelection,
  firstFiveOdds,
  isTutor,
  selectionInDeck,
  setTutorPick,
  toggleFirstFive,
  togglePaidEffect,
} from './first-five.ts'

const empty: FirstFiveSelection = { first_five: [], effect_costs: [], tutor_map: {} }

describe('First Five selection', () => {
  it('takes up to five different cards and refuses a sixth', () => {
    let selection = empty
    for (const stub of ['a', 'b', 'c', 'd', 'e']) selection = toggleFirstFive(selection, stub, null)
    expect(selection.first_five).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect(toggleFirstFive(selection, 'f', null)).toBe(selection)
  })

  it("taking a card out drops its effect cost and tutor pick, not the Phoenixborn's", () => {
    const selection = {
      first_five: ['a', 'b'],
      effect_costs: ['a', 'b', 'pb'],
      tutor_map: { a: 'c' },
    }
    expect(toggleFirstFive(selection, 'a', 'pb')).toEqual({
      first_five: ['b'],
      effect_costs: ['b', 'pb'],
      tutor_map: {},
    })
  })

  it('marks and unmarks effect costs and tutor picks', () => {
    const paid = togglePaidEffect(empty, 'a')
    expect(paid.effect_costs).toEqual(['a'])
    expect(togglePaidEffect(paid, 'a').effect_costs).toEqual([])
    const tutored = setTutorPick(empty, 'forager', 'root-armor')
    expect(tutored.tutor_map).toEqual({ forager: 'root-armor' })
    expect(setTutorPick(tutored, 'forager', null).tutor_map).toEqual({})
  })

  it('knows which cards may start in hand and which tutor', () => {
    expect(canStartInHand('Ally')).toBe(true)
    expect(canStartInHand('Phoenixborn')).toBe(false)
    expect(canStartInHand('Conjuration')).toBe(false)
    expect(canStartInHand('Conjured Alteration Spell')).toBe(false)
    expect(isTutor('When this unit comes into play, search your draw pile.')).toBe(true)
    expect(isTutor('Search your discard pile for an ally.')).toBe(false)
  })
})

describe('selectionInDeck', () => {
  it('keeps what applies to the deck as it stands', () => {
    const deck = {
      cards: [
        { stub: 'a', type: 'Ally' },
        { stub: 'b', type: 'Action Spell' },
        { stub: 'spirit', type: 'Conjuration' },
      ],
      phoenixborn: 'pb',
    }
    const selection = {
      first_five: ['a', 'gone', 'spirit', 'a', 'b'],
      effect_costs: ['a', 'gone', 'pb'],
      tutor_map: { a: 'b', b: 'gone', gone: 'a', pb: 'a' },
    }
    expect(selectionInDeck(selection, deck)).toEqual({
      first_five: ['a', 'b'],
      effect_costs: ['a', 'pb'],
      tutor_map: { a: 'b', pb: 'a' },
    })
    expect(selectionInDeck({}, { cards: [], phoenixborn: null })).toEqual({
      first_five: [],
      effect_costs: [],
      tutor_map: {},
    })
  })
})

describe('effectCostSteps', () => {
  it('writes an effect magic cost as cost steps, either/or keys as choices', () => {
    expect(effectCostSteps({ 'charm:class': 1, basic: 2 })).toEqual([
      '1 [[charm:class]]',
      '2 [[basic]]',
    ])
    expect(effectCostSteps({ 'ceremonial:class / sympathy:class': 1 })).toEqual([
      ['1 [[ceremonial:class]]', '1 [[sympathy:class]]'],
    ])
  })
})

describe('firstFiveOdds', () => {
  const charm = [{ name: 'charm', count: 5 }]
  const a = {
    stub: 'a',
    cost: ['[[main]]', '1 [[charm:class]]'],
    effectMagicCost: { 'charm:class': 1 },
  }
  const b = { stub: 'b', cost: ['[[main]]', '1 [[charm:class]]'] }

  it('is per card the chance one roll pays its main cost', () => {
    // a charm die shows class or power with chance 1/2: 1 - (1/2)^5
    const { each } = firstFiveOdds([a, b], [], charm)
    expect(each.get('a')).toBeCloseTo(31 / 32, 12)
    expect(each.get('b')).toBeCloseTo(31 / 32, 12)
  })

  it('adds a marked effect cost to the card, and pays all of them jointly from one roll', () => {
    // two charm class-or-power faces among 5 dice: 1 - (1 + 5) / 32
    const { each, together } = firstFiveOdds([a, b], ['a'], charm)
    expect(each.get('a')).toBeCloseTo(26 / 32, 12)
    expect(each.get('b')).toBeCloseTo(31 / 32, 12)
    // three of them: 1 - (1 + 5 + 10) / 32
    expect(together).toBeCloseTo(16 / 32, 12)
  })

  it("pays a Phoenixborn's marked effect cost (it has no main cost)", () => {
    const pb = { stub: 'pb', effectMagicCost: { 'astral:class': 1 } }
    const { each } = firstFiveOdds([pb], ['pb'], [{ name: 'astral', count: 2 }])
    expect(each.get('pb')).toBeCloseTo(3 / 4, 12)
  })
})
