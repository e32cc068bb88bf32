import { describe, expect, it } from 'vitest'
import { lighthouseSlowdown } from './lighthouse-phone.ts'

describe("Lighthouse's CPU slowdown follows the host's BenchmarkIndex", () => {
  it("is Lighthouse's default 4x on the host that default was tuned for", () => {
    expect(lighthouseSlowdown(1533)).toBe(4)
  })

  it('is more on a faster host and less on a slower one, at the calibration points', () => {
    expect(lighthouseSlowdown(2000)).toBe(6)
    expect(lighthouseSlowdown(1300)).toBe(3)
    expect(lighthouseSlowdown(800)).toBe(2)
    expect(lighthouseSlowdown(1050)).toBe(2.5)
  })

  it('goes on past the fastest point and stops at none below the slowest', () => {
    expect(lighthouseSlowdown(2233)).toBe(7)
    expect(lighthouseSlowdown(150)).toBe(1)
    expect(lighthouseSlowdown(50)).toBe(1)
  })
})
