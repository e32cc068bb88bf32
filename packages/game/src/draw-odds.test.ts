import { describe, expect, it } from 'vitest'
import { atLeastOneChance, drawOdds } from './draw-odds.ts'

// Binomials worked out by hand: C(22,5) = 26334, C(25,5) = 53130, C(22,10) = 646646,
// C(25,10) = 3268760, C(27,5) = 80730, C(30,5) = 142506, C(27,10) = 8436285, C(30,10) = 30045015.
describe('atLeastOneChance', () => {
  it('is 1 - C(n-k, d) / C(n, d)', () => {
    expect(atLeastOneChance(25, 3, 5)).toBeCloseTo(1 - 26334 / 53130, 12)
    expect(atLeastOneChance(30, 3, 5)).toBeCloseTo(1 - 80730 / 142506, 12)
    expect(atLeastOneChance(10, 1, 1)).toBeCloseTo(0.1, 12)
  })

  it('is 0 without copies or draws, and 1 once the other cards run out', () => {
    expect(atLeastOneChance(25, 0, 5)).toBe(0)
    expect(atLeastOneChance(25, 3, 0)).toBe(0)
    expect(atLeastOneChance(6, 3, 4)).toBe(1)
    expect(atLeastOneChance(3, 3, 10)).toBe(1)
  })
})

const deck = [
  { stub: 'a', count: 3 },
  { stub: 'b', count: 3 },
  { stub: 'c', count: 3 },
  { stub: 'd', count: 3 },
  { stub: 'e', count: 3 },
  { stub: 'f', count: 3 },
  { stub: 'g', count: 3 },
  { stub: 'h', count: 3 },
  { stub: 'i', count: 3 },
  { stub: 'j', count: 2 },
  { stub: 'k', count: 1 },
]

describe('drawOdds', () => {
  it('with a First Five: its cards are seen from round 1, others come 5 cards a round', () => {
    const odds = drawOdds(deck, ['a', 'b', 'c', 'd', 'e'])
    expect(odds.get('a')).toEqual([1, 1, 1])
    const [r1, r2, r3] = odds.get('f') ?? []
    expect(r1).toBe(0)
    expect(r2).toBeCloseTo(1 - 26334 / 53130, 12)
    expect(r3).toBeCloseTo(1 - 646646 / 3268760, 12)
    // one copy in the 25 left: 5 of them by round 2, 10 by round 3
    expect(odds.get('k')).toEqual([0, expect.closeTo(5 / 25, 12), expect.closeTo(10 / 25, 12)])
  })

  it('without a First Five: five random cards, then five more each round', () => {
    const [r1, r2] = drawOdds(deck, []).get('a') ?? []
    expect(r1).toBeCloseTo(1 - 80730 / 142506, 12)
    expect(r2).toBeCloseTo(1 - 8436285 / 30045015, 12)
  })

  it('fills a partial First Five with random cards and ignores cards not in the deck', () => {
    // 2 known + 3 random from the other 28 in round 1; 'zz' is not in the deck
    const odds = drawOdds(deck, ['a', 'b', 'zz'])
    expect(odds.get('k')?.[0]).toBeCloseTo(3 / 28, 12)
    expect(odds.has('zz')).toBe(false)
  })

  it('sees every card once the draw pile is exhausted', () => {
    const small = [
      { stub: 'a', count: 3 },
      { stub: 'b', count: 3 },
    ]
    expect(drawOdds(small, ['a'])).toEqual(
      new Map([
        ['a', [1, 1, 1]],
        ['b', [1, 1, 1]],
      ]),
    )
  })
})
