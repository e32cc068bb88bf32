import { TYPE_FILTERS } from './card-types.ts'
import { mainCostDice, type StatsCard } from './deck-stats.ts'
import { DIE_FLAGS, isDieName } from './dice.ts'
import { buildSearchText, matchesSearch, type SearchIndex, searchTerms } from './search.ts'
import {
  hasSyntax,
  parseSearch,
  type SearchQuery,
  SearchSyntaxError,
  type SearchTerm,
} from './search-syntax.ts'

/** The fields of a card the search syntax reads (the server's in-memory card has them all). */
export interface SyntaxCard {
  name: string
  type: string
  phoenixborn: string | null
  /** Dice the filters see (api-core 6.2 flags), alternatives apart. */
  diceFlags: number
  altDiceFlags: number
  searchKeywords: string | null
  release: { name: string; stub: string }
  search: SearchIndex
  doc: StatsCard & { text?: string; dice?: readonly string[] }
}

type Test = (card: SyntaxCard) => boolean

/** Lower-case words separated by single spaces: phrases match across brackets and punctuation. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/\[\[|\]\]|'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `
}

// Normalised texts per card object, built on first phrase search.
const phraseTexts = new WeakMap<SyntaxCard, { all: string; rules: string }>()
function textsOf(card: SyntaxCard) {
  let texts = phraseTexts.get(card)
  if (!texts) {
    const all = buildSearchText({ ...card, keywords: card.searchKeywords, text: card.doc.text })
    texts = { all: normalise(all), rules: normalise(card.doc.text ?? '') }
    phraseTexts.set(card, texts)
  }
  return texts
}

/** A phrase matches from the start of a word; an empty one matches every card. */
const hasPhrase = (text: string, phrase: string) => text.includes(normalise(phrase).trimEnd())

const TYPE_WORDS = [...new Set(Object.values(TYPE_FILTERS).flat())]
function typeTest(value: string): Test {
  const wanted = value.toLowerCase().replace(/[\s_-]+/g, ' ')
  const key = wanted.replaceAll(' ', '_') as keyof typeof TYPE_FILTERS
  const named = Object.hasOwn(TYPE_FILTERS, key) ? new Set<string>(TYPE_FILTERS[key]) : undefined
  const words = wanted.split(' ')
  const types =
    named ??
    new Set(
      TYPE_WORDS.filter((type) =>
        words.every((word) => type.toLowerCase().split(' ').includes(word)),
      ),
    )
  if (types.size === 0) {
    throw new SearchSyntaxError(
      `Unknown card type '${value}'. Types: ally, action, reaction, alteration, ready, spell, conjuration, conjured, phoenixborn`,
    )
  }
  return (card) => types.has(card.type)
}

function diceTest(value: string): Test {
  const die = value.toLowerCase()
  if (die === 'basic') return (card) => card.doc.dice?.includes('basic') ?? false
  if (!isDieName(die)) {
    throw new SearchSyntaxError(
      `Unknown dice type '${value}'. Dice: ${Object.keys(DIE_FLAGS).join(', ')}`,
    )
  }
  return (card) => ((card.diceFlags | card.altDiceFlags) & DIE_FLAGS[die]) !== 0
}

const COMPARE = {
  ':': (a: number, b: number) => a === b,
  '<=': (a: number, b: number) => a <= b,
  '>=': (a: number, b: number) => a >= b,
  '<': (a: number, b: number) => a < b,
  '>': (a: number, b: number) => a > b,
}

function termTest(term: SearchTerm): Test {
  if (term.kind === 'word') {
    const terms = searchTerms(term.word)
    // Words that carry no search terms (stop words, digits) are ignored, as in a plain query.
    return terms.length === 0 ? () => !term.negated : (card) => matchesSearch(card.search, terms)
  }
  if (term.kind === 'phrase') return (card) => hasPhrase(textsOf(card).all, term.phrase)
  const { value } = term
  switch (term.keyword) {
    case 'type':
      return typeTest(value)
    case 'dice':
      return diceTest(value)
    case 'cost': {
      const compare = COMPARE[term.op]
      const limit = Number(value)
      return (card) => compare(mainCostDice(card.doc), limit)
    }
    case 'release': {
      const release = normalise(value)
      return (card) =>
        card.release.stub === value.toLowerCase() || normalise(card.release.name).includes(release)
    }
    case 'phoenixborn': {
      const name = normalise(value).trimEnd()
      const owner = (card: SyntaxCard) =>
        card.type === 'Phoenixborn' ? card.name : (card.phoenixborn ?? '')
      return (card) => normalise(owner(card)).includes(name)
    }
    case 'text':
      return (card) => hasPhrase(textsOf(card).rules, value)
  }
}

/**
 * A test over cards for a parsed query: any or-group whose terms all match. Throws
 * SearchSyntaxError for a value no card could have (an unknown die or card type).
 */
export function searchMatcher(query: SearchQuery): (card: SyntaxCard) => boolean {
  const groups = query.map((group) =>
    group.map((term) => {
      const test = termTest(term)
      return term.negated ? (card: SyntaxCard) => !test(card) : test
    }),
  )
  return (card) => groups.some((group) => group.every((test) => test(card)))
}

/**
 * The test a card search `q` asks for when it uses syntax; undefined for plain words, which the
 * caller matches as it always has. Throws SearchSyntaxError for bad syntax.
 */
export function syntaxMatcher(q: string): ((card: SyntaxCard) => boolean) | undefined {
  const query = parseSearch(q)
  return hasSyntax(query) ? searchMatcher(query) : undefined
}
