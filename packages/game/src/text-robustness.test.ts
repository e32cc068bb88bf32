import { describe, expect, it } from 'vitest'
import { currentCards, legacyCards } from '../test/card-data.ts'
import { parseCardText, parseUserText, plainText } from './text.ts'
import { DESCRIPTION_MAX_LENGTH } from './user-text-limits.ts'

// Deterministic pseudo-random strings (mulberry32) so a failure can be replayed.
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PIECES = [
  '[[',
  ']]',
  '*',
  '**',
  '~ ',
  '* ',
  '- ',
  '1. ',
  '> ',
  '\n',
  '\n\n',
  ' ',
  ':',
  'a',
  'Ab',
  'main',
  'charm:class',
  'https://',
  'x.png',
  'image ',
  '(',
  ')',
  '.',
  '\r',
  '\t',
  '\u0000',
  '😀',
  '\\',
]

// The work is bounded by count and length, not by time: 1,000 strings of at most 40 fragments
// reach every pair of fragments many times over, at a cost that stays small on a loaded machine.
const STRINGS = 1000
const MAX_FRAGMENTS = 40

function randomText(next: () => number): string {
  let out = ''
  const length = Math.floor(next() * (MAX_FRAGMENTS + 1))
  for (let i = 0; i < length; i++) out += PIECES[Math.floor(next() * PIECES.length)]
  return out
}

/** The inputs on which `parse` throws (an empty list when it never does). */
function throwingInputs(inputs: readonly string[], parse: (text: string) => unknown): string[] {
  return inputs.filter((input) => {
    try {
      parse(input)
      return false
    } catch {
      return true
    }
  })
}

describe('text parsing never throws', () => {
  it('on a thousand random strings of markup fragments (fixed seed)', () => {
    const next = random(20240601)
    const inputs = Array.from({ length: STRINGS }, () => randomText(next))
    expect(throwingInputs(inputs, (input) => plainText(parseCardText(input)))).toEqual([])
    expect(throwingInputs(inputs, (input) => plainText(parseUserText(input)))).toEqual([])
  })

  it('on every card text of both seed files, in both modes', () => {
    for (const card of [...currentCards, ...legacyCards]) {
      expect(() => parseCardText(card.text ?? '')).not.toThrow()
      expect(() => parseUserText(card.text ?? '')).not.toThrow()
    }
  })

  // No timing here: these sizes are the bound. A parser that rescans the line for every `*` or
  // `[[` would need billions of steps on them and never finish, so the test fails on its timeout.
  it('on large hostile inputs that only a linear-time parser can finish', () => {
    const hostile = [
      '*a '.repeat(30_000),
      '**a '.repeat(30_000),
      '[['.repeat(50_000),
      `[[${'a'.repeat(100_000)}`,
      '> '.repeat(50_000),
      `${'*'.repeat(10)}x`.repeat(10_000),
      'https://'.repeat(20_000),
      `https://a.b/${')'.repeat(50_000)}`,
      '*a* '.repeat(30_000),
      `[[${' '.repeat(1990)}x]]`.repeat(200),
      `${'- a\n\n'.repeat(20_000)}`,
      `${'~ a\n\n'.repeat(20_000)}`,
      `[[*${'a'.repeat(100_000)}`,
    ]
    expect(throwingInputs(hostile, parseUserText)).toEqual([])
    expect(throwingInputs(hostile, parseCardText)).toEqual([])
  })

  // Issue 24 item 6: one line of 70,000 links is 140,000 inline nodes, more than a spread call
  // may pass as arguments; such a stored description made its deck page a 500 for every visitor.
  it('on one line of 70,000 links, and in every block kind, keeping every link', () => {
    const links = 'http://a.b/c '.repeat(70_000)
    for (const text of [links, `* ${links}`, `> ${links}`, `a\n${links}`]) {
      const blocks = parseUserText(text)
      expect(plainText(blocks)).toContain('http://a.b/c http://a.b/c')
      const words = JSON.stringify(blocks).match(/"type":"link"/g)?.length
      expect(words).toBe(70_000)
    }
    expect(() => parseCardText(`[[main]] ${'[[main]] '.repeat(70_000)}`)).not.toThrow()
  })

  it('on the longest description allowed, of links, card references or list items', () => {
    const fill = (piece: string) =>
      piece.repeat(DESCRIPTION_MAX_LENGTH).slice(0, DESCRIPTION_MAX_LENGTH)
    for (const piece of ['http://a.b/c ', '[[Root Armor]]', '* [[A]]\n', '> **a** *b*\n']) {
      expect(plainText(parseUserText(fill(piece))).length).toBeGreaterThan(0)
    }
  })
})
