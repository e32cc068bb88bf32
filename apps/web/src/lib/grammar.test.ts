import { describe, expect, it } from 'vitest'
import { countOf, withArticle } from './grammar.ts'

describe('withArticle: "a" before a consonant, "an" before a vowel', () => {
  it('says "an Illusion" and "an Astral" but "a Charm"', () => {
    expect(withArticle('Illusion')).toBe('an Illusion')
    expect(withArticle('Astral')).toBe('an Astral')
    expect(withArticle('artifice')).toBe('an artifice')
    expect(withArticle('Charm')).toBe('a Charm')
    expect(withArticle('Time')).toBe('a Time')
  })
})

describe('countOf: a count with its noun in the right number', () => {
  it('is singular for exactly one and plural otherwise', () => {
    expect(countOf(1, 'deck')).toBe('1 deck')
    expect(countOf(0, 'deck')).toBe('0 decks')
    expect(countOf(2, 'player')).toBe('2 players')
    expect(countOf(3, 'copy', 'copies')).toBe('3 copies')
    expect(countOf(1, 'copy', 'copies')).toBe('1 copy')
  })
})
