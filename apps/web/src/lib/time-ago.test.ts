import { describe, expect, it } from 'vitest'
import { timeDistance } from './time-ago.ts'

const now = new Date('2024-06-01T12:00:00Z')
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000)

describe('comment times read as a strict distance', () => {
  it('counts seconds, minutes, hours, days, months and years in one whole unit', () => {
    expect(timeDistance(before(0), now)).toBe('0 seconds')
    expect(timeDistance(before(1), now)).toBe('1 second')
    expect(timeDistance(before(60), now)).toBe('1 minute')
    expect(timeDistance(before(5 * 60 + 20), now)).toBe('5 minutes')
    expect(timeDistance(before(3 * 3600), now)).toBe('3 hours')
    expect(timeDistance(before(2 * 86400), now)).toBe('2 days')
    expect(timeDistance(before(65 * 86400), now)).toBe('2 months')
    expect(timeDistance(before(800 * 86400), now)).toBe('2 years')
  })

  it('never rounds up into a larger unit or below zero', () => {
    expect(timeDistance(before(59 * 60 + 50), now)).toBe('59 minutes')
    expect(timeDistance(before(-30), now)).toBe('0 seconds')
  })
})
