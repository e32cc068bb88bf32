import { describe, expect, it } from 'vitest'
import { randomFrom, seedState, shuffled } from './random.ts'

const draws = (seed: string, n: number) =>
  randomFrom(seedState(seed), (random) => Array.from({ length: n }, random)).result

describe('seeded random numbers', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    expect(draws('abc', 8)).toEqual(draws('abc', 8))
    expect(draws('abc', 8)).not.toEqual(draws('abd', 8))
  })

  it('stays in [0, 1) and spreads evenly over six faces', () => {
    const values = draws('spread', 60_000)
    const faces = [0, 0, 0, 0, 0, 0]
    for (const value of values)
      faces[Math.floor(value * 6)] = (faces[Math.floor(value * 6)] ?? 0) + 1
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...values)).toBeLessThan(1)
    // 10,000 expected per face; a fair source lands within 3% of it.
    for (const count of faces) expect(Math.abs(count - 10_000)).toBeLessThan(300)
  })

  it('hands back the state to go on from, so a sequence can be continued later', () => {
    const whole = randomFrom(seedState('go on'), (random) => [random(), random()]).result
    const first = randomFrom(seedState('go on'), (random) => random())
    const second = randomFrom(first.state, (random) => random())
    expect([first.result, second.result]).toEqual(whole)
  })
})

describe('shuffled', () => {
  const items = Array.from({ length: 30 }, (_, i) => i)

  it('keeps every item once and leaves the input alone', () => {
    const { result } = randomFrom(seedState('s'), (random) => shuffled(items, random))
    expect([...result].sort((a, b) => a - b)).toEqual(items)
    expect(items[0]).toBe(0)
    expect(result).not.toEqual(items)
  })

  it('puts each item first about equally often (Fisher–Yates, no bias)', () => {
    const firsts = [0, 0, 0]
    randomFrom(seedState('bias'), (random) => {
      for (let i = 0; i < 30_000; i++) {
        const first = shuffled([0, 1, 2], random)[0] as number
        firsts[first] = (firsts[first] ?? 0) + 1
      }
    })
    for (const count of firsts) expect(Math.abs(count - 10_000)).toBeLessThan(300)
  })
})
