import { describe, expect, it } from 'vitest'
import { currentCards, legacyCards } from '../test/card-data.ts'
import { parseCardText, parseUserText, plainText } from './text.ts'

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

function randomText(next: () => number): string {
  let out = ''
  const length = Math.floor(next() * 60)
  for (let i = 0; i < length; i++) out += PIECES[Math.floor(next() * PIECES.length)]
  return out
}

describe('text parsing never throws', () => {
  it('on thousands of random strings of markup fragments', () => {
    const next = random(20240601)
    for (let i = 0; i < 5000; i++) {
      const input = randomText(next)
      expect(() => plainText(parseCardText(input)), JSON.stringify(input)).not.toThrow()
      expect(() => plainText(parseUserText(input)), JSON.stringify(input)).not.toThrow()
    }
  })

  it('on every card text of both seed files, in both modes', () => {
    for (const card of [...currentCards, ...legacyCards]) {
      expect(() => parseCardText(card.text ?? '')).not.toThrow()
      expect(() => parseUserText(card.text ?? '')).not.toThrow()
    }
  })

  it('on large hostile inputs, in linear time', () => {
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
    ]
    const started = performance.now()
    for (const input of hostile) {
      parseUserText(input)
      parseCardText(input)
    }
    expect(performance.now() - started).toBeLessThan(3000)
  })
})
