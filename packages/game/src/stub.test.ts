import { describe, expect, it } from 'vitest'
import { currentCards, legacyCards } from '../test/card-data.ts'
import { stubify } from './stub.ts'

describe('stubify', () => {
  it('lower-cases, hyphenates spaces and drops other characters', () => {
    expect(stubify('Dimona Odinstar (promo)')).toBe('dimona-odinstar-promo')
    expect(stubify('Summon Blue Jaguar')).toBe('summon-blue-jaguar')
    expect(stubify("Ocean's Gift")).toBe('oceans-gift')
    expect(stubify('Three-Eyed Owl')).toBe('three-eyed-owl')
  })

  it('ignores surrounding whitespace, like the reference', () => {
    expect(stubify('  Master Set ')).toBe('master-set')
  })

  it('reproduces the stub of every card in both seed files', () => {
    for (const card of [...currentCards, ...legacyCards]) expect(stubify(card.name)).toBe(card.stub)
  })
})
