import { TRENDING_HALF_LIFE_DAYS } from '@ashes/api'
import { describe, expect, it } from 'vitest'
import { isPublicDeckSort, TRENDING_HELP } from './sorts.ts'

describe('public deck sorts', () => {
  it('state the half-life the server ranks trending by', () => {
    expect(TRENDING_HELP).toContain(`half as much every ${TRENDING_HALF_LIFE_DAYS} days`)
  })

  it('are the ones GET /v2/decks takes', () => {
    expect(['created', 'likes', 'trending'].every(isPublicDeckSort)).toBe(true)
    expect(isPublicDeckSort('modified')).toBe(false)
    expect(isPublicDeckSort('toString')).toBe(false)
  })
})
