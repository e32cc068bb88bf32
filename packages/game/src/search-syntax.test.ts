import { describe, expect, it } from 'vitest'
import { randomFrom, seedState } from './random.ts'
import { buildSearchText, indexSearchText } from './search.ts'
import { type SyntaxCard, searchMatcher, syntaxMatcher } from './search-match.ts'
import {
  hasSyntax,
  parseSearch,
  printSearch,
  type SearchQuery,
  SearchSyntaxError,
  type SearchTerm,
} from './search-syntax.ts'

const word = (text: string, negated = false): SearchTerm => ({ kind: 'word', negated, word: text })

describe('parseSearch', () => {
  it('reads keywords, short forms, comparisons, phrases, negation and or', () => {
    expect(parseSearch('T:ally d:charm cost<=2 -"fire" or pb:aradel text:"a unit"')).toEqual([
      [
        { kind: 'keyword', negated: false, keyword: 'type', op: ':', value: 'ally' },
        { kind: 'keyword', negated: false, keyword: 'dice', op: ':', value: 'charm' },
        { kind: 'keyword', negated: false, keyword: 'cost', op: '<=', value: '2' },
        { kind: 'phrase', negated: true, phrase: 'fire' },
      ],
      [
        { kind: 'keyword', negated: false, keyword: 'phoenixborn', op: ':', value: 'aradel' },
        { kind: 'keyword', negated: false, keyword: 'text', op: ':', value: 'a unit' },
      ],
    ])
  })

  it('keeps a dangling or as a word and plain words as no syntax', () => {
    expect(parseSearch('or blue or')).toEqual([[word('or'), word('blue'), word('or')]])
    expect(hasSyntax(parseSearch('summon blue jaguar'))).toBe(false)
    expect(hasSyntax(parseSearch('[[charm:class]] - 2'))).toBe(false)
  })

  it('names an unknown keyword and lists the valid ones', () => {
    expect(() => parseSearch('colour:red')).toThrow(
      "Unknown search keyword 'colour'. Valid keywords: type (t), dice (d), cost, release, phoenixborn (pb), text",
    )
    const error = (() => {
      try {
        parseSearch('x:1')
      } catch (caught) {
        return caught
      }
    })()
    expect(error).toBeInstanceOf(SearchSyntaxError)
    expect((error as SearchSyntaxError).unknownKeyword).toBe('x')
  })

  it('refuses a cost that is not a number, an empty value and comparisons of other keywords', () => {
    expect(() => parseSearch('cost<=two')).toThrow(/cost needs a number/)
    expect(() => parseSearch('type:')).toThrow('The keyword type needs a value')
    expect(() => parseSearch('dice>=charm')).toThrow(/Only cost compares/)
    expect(() => syntaxMatcher('d:purple')).toThrow(/Unknown dice type 'purple'/)
    expect(() => syntaxMatcher('t:wizard')).toThrow(/Unknown card type 'wizard'/)
  })
})

const entry = (
  name: string,
  type: string,
  extra: { text?: string; magicCost?: Record<string, number>; flags?: number; pb?: string } = {},
): SyntaxCard => ({
  name,
  type,
  phoenixborn: extra.pb ?? null,
  diceFlags: extra.flags ?? 0,
  altDiceFlags: 0,
  searchKeywords: null,
  release: { name: 'Master Set', stub: 'master-set' },
  search: indexSearchText(buildSearchText({ name, phoenixborn: extra.pb, text: extra.text })),
  doc: { name, stub: name, type, text: extra.text, magicCost: extra.magicCost },
})
const CARDS = [
  entry('Hammer Knight', 'Ally', { magicCost: { 'natural:class': 2, basic: 1 }, flags: 8 }),
  entry('Butterfly Monk', 'Ally', {
    magicCost: { 'charm:class': 1 },
    flags: 2,
    text: 'Deal 1 damage to a unit',
  }),
  entry('Shifting Mist', 'Ready Spell', { magicCost: { 'illusion:class': 1 }, flags: 4 }),
  entry('Water Spirit', 'Ally', {
    magicCost: { 'natural:power': 1 },
    flags: 8,
    pb: 'Aradel Summergaard',
  }),
  entry('Aradel Summergaard', 'Phoenixborn'),
]
const names = (q: string) => CARDS.filter(syntaxMatcher(q) ?? (() => false)).map((c) => c.name)

describe('searchMatcher', () => {
  it('combines type, dice and main-cost dice', () => {
    expect(names('t:ally d:charm cost<=2')).toEqual(['Butterfly Monk'])
    expect(names('t:ally cost:3')).toEqual(['Hammer Knight'])
    expect(names('t:ally cost>=1 -d:natural')).toEqual(['Butterfly Monk'])
  })

  it('matches phrases, rules text, Phoenixborn, release and or-groups', () => {
    expect(names('text:"damage to a"')).toEqual(['Butterfly Monk'])
    expect(names('"shifting mist"')).toEqual(['Shifting Mist'])
    expect(names('pb:aradel')).toEqual(['Water Spirit', 'Aradel Summergaard'])
    expect(names('release:master-set t:ready')).toEqual(['Shifting Mist'])
    expect(names('hammer or t:ready')).toEqual(['Hammer Knight', 'Shifting Mist'])
  })
})

// Property tests over a seeded generator (fast-check is not installed): each seed replays.
const WORDS = ['summon', 'blue', 'unit', 'knight', 'mist', 'damage', 'spirit', 'fire', 'x2']
const VALUES: ['type' | 'cost', string[]][] = [
  ['type', ['ally', 'ready spell', 'phoenixborn']],
  ['cost', ['0', '1', '2', '3']],
]
function randomQuery(random: () => number): SearchQuery {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T
  const term = (): SearchTerm => {
    const negated = random() < 0.3
    const roll = random()
    if (roll < 0.4) return word(pick(WORDS), negated)
    if (roll < 0.6) return { kind: 'phrase', negated, phrase: `${pick(WORDS)} ${pick(WORDS)}` }
    const [keyword, values] = pick(VALUES)
    const op = keyword === 'cost' ? pick([':', '<=', '>=', '<', '>'] as const) : ':'
    return { kind: 'keyword', negated, keyword, op, value: pick(values) }
  }
  const groups = 1 + Math.floor(random() * 3)
  return Array.from({ length: groups }, () =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, term),
  )
}

describe('search syntax properties', () => {
  const runs = Array.from({ length: 200 }, (_, index) => `seed-${index}`)

  it('parse(print(query)) gives the query back', () => {
    for (const seed of runs) {
      const { result: query } = randomFrom(seedState(seed), randomQuery)
      expect(parseSearch(printSearch(query)), seed).toEqual(query)
    }
  })

  it('plain words never become syntax', () => {
    for (const seed of runs) {
      const { result: text } = randomFrom(seedState(seed), (random) =>
        Array.from(
          { length: 1 + Math.floor(random() * 5) },
          () => WORDS.concat(['Or-ca', "unit's", '[[main]]', '1'])[Math.floor(random() * 13)],
        ).join(' '),
      )
      expect(hasSyntax(parseSearch(text)), text).toBe(false)
    }
  })

  it('negating a term inverts its match set', () => {
    for (const seed of runs) {
      const { result: query } = randomFrom(seedState(seed), randomQuery)
      const term = query[0]?.[0] as SearchTerm
      const plain = searchMatcher([[{ ...term, negated: false }]])
      const negated = searchMatcher([[{ ...term, negated: true }]])
      for (const card of CARDS) expect(negated(card), seed).toBe(!plain(card))
    }
  })
})
