import { describe, expect, it } from 'vitest'
import {
  DICE,
  DIE_FLAGS,
  diceFlags,
  diceFromFlags,
  isDiceFilterName,
  isDieName,
  UnknownDieError,
} from './dice.ts'

describe('dice flags (6.2)', () => {
  it('gives each die its own bit in flag order and basic none', () => {
    expect(DIE_FLAGS.basic).toBe(0)
    for (const [i, die] of DICE.entries()) expect(DIE_FLAGS[die]).toBe(1 << i)
    expect(DIE_FLAGS.time).toBe(64)
    expect(DIE_FLAGS.astral).toBe(256)
  })

  it('ORs the flags of a card’s dice; basic contributes nothing', () => {
    expect(diceFlags(['charm', 'basic'])).toBe(2)
    expect(diceFlags(['natural', 'illusion', 'natural'])).toBe(12)
    expect(diceFlags([])).toBe(0)
  })

  it('rejects an unknown die name with the name attached', () => {
    expect(() => diceFlags(['divince'])).toThrow(UnknownDieError)
    try {
      diceFlags(['charm', 'divince'])
    } catch (error) {
      expect((error as UnknownDieError).die).toBe('divince')
    }
  })

  it('turns flags back into dice in DICE order', () => {
    expect(diceFromFlags(17)).toEqual(['ceremonial', 'divine'])
    expect(diceFromFlags(0)).toEqual([])
    expect(diceFromFlags(511)).toEqual([...DICE])
  })

  it('knows dice names and dice filter names', () => {
    expect(isDieName('time')).toBe(true)
    expect(isDieName('basic')).toBe(false)
    expect(isDiceFilterName('basic')).toBe(true)
    expect(isDiceFilterName('nature')).toBe(false)
  })

  it("offers builder counters for every die of the game, in the game's order (ui-behaviour §3)", () => {
    // Ascendancy's precons hold 10 astral or 10 artifice dice: without their counters a player
    // editing one could not change its dice (issue 50 item 1).
    // The builder counts DICE (features/builder/DiceCounters.tsx).
    expect(DICE).toEqual([
      'ceremonial',
      'charm',
      'illusion',
      'natural',
      'divine',
      'sympathy',
      'time',
      'artifice',
      'astral',
    ])
  })
})
