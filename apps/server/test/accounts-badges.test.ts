import { describe, expect, it } from 'vitest'
import { randomBadge } from '../src/modules/players/badges.ts'

// The reference client puts badges into query strings unencoded (`?player=58+d` reads as
// "58 d"), so a new badge holds only characters that URL encoding leaves as they are.
describe('new badges', () => {
  it('need no encoding in a URL, at every length a badge can have', () => {
    for (let length = 4; length <= 8; length++) {
      for (let i = 0; i < 5_000; i++) {
        const badge = randomBadge(length)
        expect(badge).toMatch(/^[0-9][a-z0-9*-]*[a-z0-9*!]$/)
        expect(badge).toHaveLength(length)
        expect(encodeURIComponent(badge)).toBe(badge)
        expect(new URLSearchParams(`player=${badge}`).get('player')).toBe(badge)
      }
    }
  })
})
