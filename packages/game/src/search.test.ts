import { describe, expect, it } from 'vitest'
import { currentCards, legacyCards } from '../test/card-data.ts'
import { buildSearchText, indexSearchText, matchesSearch, searchTerms } from './search.ts'

const jaguar = indexSearchText(
  buildSearchText({
    name: 'Summon Blue Jaguar',
    text: '[[main]] - [[exhaust]] - 2 [[basic]]: Place a [[Blue Jaguar]] conjuration onto your battlefield.',
  }),
)
const find = (query: string) => matchesSearch(jaguar, searchTerms(query))

describe('search text (6.6)', () => {
  it('puts name and keywords, then the Phoenixborn, then the flattened text', () => {
    expect(
      buildSearchText({
        name: 'Ocean’s Gift',
        keywords: 'oceans gift',
        phoenixborn: 'Namine Hymntide',
        text: "Draw 1 [[charm:class]].\n\nYour unit's turn.",
      }),
    ).toBe('Ocean’s Gift oceans gift\nNamine Hymntide\nDraw 1 charm:class. Your units turn.')
  })

  it('leaves out missing parts', () => {
    expect(
      buildSearchText({ name: 'Mist Spirit', keywords: null, phoenixborn: null, text: null }),
    ).toBe('Mist Spirit\n')
  })
})

describe('search query terms (6.6)', () => {
  it('keeps lower-case ASCII words, splitting on &, : and -', () => {
    expect(searchTerms('Three-Eyed Owl & charm:class 2x café')).toEqual([
      'three',
      'eyed',
      'owl',
      'charm',
      'class',
      'x',
      'caf',
    ])
  })

  it('drops English stop words', () => {
    expect(searchTerms('the Spirit of the Mist')).toEqual(['spirit', 'mist'])
    expect(searchTerms('and the or 123 !!')).toEqual([])
  })
})

describe('card search matching', () => {
  it('matches word prefixes in any order', () => {
    expect(find('sum blu')).toBe(true)
    expect(find('jag summon')).toBe(true)
  })

  it('matches other forms of a word through its stem', () => {
    expect(find('jaguars')).toBe(true)
    expect(find('summoning')).toBe(true)
    expect(find('placed battlefields')).toBe(true)
  })

  it('finds words of the effect cost in the text', () => {
    expect(find('exhaust basic')).toBe(true)
  })

  it('needs every term to match', () => {
    expect(find('summon owl')).toBe(false)
    expect(find('lue')).toBe(false)
  })

  it('matches nothing for a query without terms', () => {
    expect(matchesSearch(jaguar, [])).toBe(false)
    expect(matchesSearch(jaguar, searchTerms('the 42'))).toBe(false)
  })

  it('finds cards by their Phoenixborn and by apostrophe-less possessives', () => {
    const card = currentCards.find((c) => c.stub === 'change-of-heart')
    const index = indexSearchText(buildSearchText(card ?? { name: '' }))
    expect(card?.phoenixborn).toBe('Brennen Blackcloud')
    expect(matchesSearch(index, searchTerms('brennen'))).toBe(true)
    expect(matchesSearch(index, searchTerms("phoenixborn's ability"))).toBe(true)
    expect(matchesSearch(index, searchTerms('oceans'))).toBe(false)
  })

  it('finds the jaguar cards among the seed cards', () => {
    const indexes = currentCards.map((card) => ({
      stub: card.stub,
      index: indexSearchText(buildSearchText(card)),
    }))
    const terms = searchTerms('blue jaguars')
    const found = indexes.filter(({ index }) => matchesSearch(index, terms)).map(({ stub }) => stub)
    expect(found).toEqual(expect.arrayContaining(['blue-jaguar', 'summon-blue-jaguar']))
  })

  it('searches every seed card a thousand times quickly', () => {
    const indexes = [...currentCards, ...legacyCards].map((card) =>
      indexSearchText(buildSearchText(card)),
    )
    const queries = [
      'sum',
      'jaguar',
      'deal damage',
      'phoenixborn unit',
      'zzz',
      'summoning spirits',
    ].map(searchTerms)
    const started = performance.now()
    let hits = 0
    for (let round = 0; round < 200; round++) {
      for (const terms of queries)
        for (const index of indexes) if (matchesSearch(index, terms)) hits++
    }
    expect(hits).toBeGreaterThan(0)
    expect(performance.now() - started).toBeLessThan(2000)
  })
})
