import { describe, expect, it } from 'vitest'
import { publishedKindChange, RED_RAINS_LOCKED, UNRESTRICTED_LOCKED } from './deck-kind.ts'

const pvp = { isRedRains: false, isUnrestricted: false }

describe("a published deck's kind", () => {
  it('may be saved unchanged', () => {
    expect(publishedKindChange(pvp, pvp)).toBeNull()
  })

  it('cannot turn Red Rains or back', () => {
    expect(publishedKindChange(pvp, { ...pvp, isRedRains: true })).toBe(RED_RAINS_LOCKED)
    expect(publishedKindChange({ ...pvp, isRedRains: true }, pvp)).toBe(RED_RAINS_LOCKED)
  })

  it('cannot turn unrestricted or back', () => {
    expect(publishedKindChange(pvp, { ...pvp, isUnrestricted: true })).toBe(UNRESTRICTED_LOCKED)
    expect(publishedKindChange({ ...pvp, isUnrestricted: true }, pvp)).toBe(UNRESTRICTED_LOCKED)
  })

  it('names the Red Rains change first when both change', () => {
    expect(
      publishedKindChange(
        { isRedRains: true, isUnrestricted: false },
        { isRedRains: false, isUnrestricted: true },
      ),
    ).toBe(RED_RAINS_LOCKED)
  })
})
