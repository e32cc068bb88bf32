/**
 * The card search's syntax (issue 18): `type:` (`t:`), `dice:` (`d:`), `cost<=N` / `cost>=N` /
 * `cost:N`, `release:`, `phoenixborn:` (`pb:`), `text:"..."`, quoted phrases, `-` to negate a
 * term and `or` between terms. Terms side by side must all match; `or` binds loosest, so
 * `a b or c` is (a and b) or c. A query of plain words only is no syntax at all: callers keep
 * matching it as before.
 */

export const SEARCH_KEYWORDS = ['type', 'dice', 'cost', 'release', 'phoenixborn', 'text'] as const
export type SearchKeyword = (typeof SEARCH_KEYWORDS)[number]
const ALIASES: Record<string, SearchKeyword> = { t: 'type', d: 'dice', pb: 'phoenixborn' }
/** How the 422 lists valid keywords: each with its short form. */
export const VALID_KEYWORDS_TEXT = 'type (t), dice (d), cost, release, phoenixborn (pb), text'

export type CostOperator = ':' | '<=' | '>=' | '<' | '>'
export type SearchTerm =
  | { kind: 'word'; negated: boolean; word: string }
  | { kind: 'phrase'; negated: boolean; phrase: string }
  | { kind: 'keyword'; negated: boolean; keyword: SearchKeyword; op: CostOperator; value: string }
/** Or-groups of terms that must all match. */
export type SearchQuery = SearchTerm[][]

export class SearchSyntaxError extends Error {
  constructor(
    message: string,
    /** The keyword at fault as typed, when the fault is an unknown keyword. */
    readonly unknownKeyword?: string,
  ) {
    super(message)
    this.name = 'SearchSyntaxError'
  }
}

// A keyword is letters then an operator; its value a quoted text or a run of non-spaces.
const KEYWORD = /^([A-Za-z]+)(<=|>=|:|<|>)/
const TOKEN = /-?(?:[A-Za-z]+(?:<=|>=|:|<|>))?(?:"[^"]*"?|[^\s"]+)|"[^"]*"?/gy

function unquote(text: string): string {
  return text.startsWith('"') ? text.slice(1, text.endsWith('"') && text.length > 1 ? -1 : 0) : text
}

function keywordOf(name: string): SearchKeyword {
  const lower = name.toLowerCase()
  const keyword = ALIASES[lower] ?? SEARCH_KEYWORDS.find((known) => known === lower)
  if (!keyword) {
    throw new SearchSyntaxError(
      `Unknown search keyword '${name}'. Valid keywords: ${VALID_KEYWORDS_TEXT}`,
      name,
    )
  }
  return keyword
}

function termOf(token: string): SearchTerm | 'or' {
  const negated = token.length > 1 && token.startsWith('-')
  const body = negated ? token.slice(1) : token
  if (!negated && body.toLowerCase() === 'or') return 'or'
  if (body.startsWith('"')) return { kind: 'phrase', negated, phrase: unquote(body) }
  const match = KEYWORD.exec(body)
  if (!match) return { kind: 'word', negated, word: body }
  const [prefix, name = '', op = ':'] = match
  const keyword = keywordOf(name)
  const value = unquote(body.slice(prefix.length)).trim()
  if (op !== ':' && keyword !== 'cost') {
    throw new SearchSyntaxError(`Only cost compares with ${op}; write ${keyword}:value`)
  }
  if (value === '') throw new SearchSyntaxError(`The keyword ${keyword} needs a value`)
  if (keyword === 'cost' && !/^\d{1,2}$/.test(value)) {
    throw new SearchSyntaxError(`cost needs a number of dice, such as cost<=2 (not '${value}')`)
  }
  return { kind: 'keyword', negated, keyword, op: op as CostOperator, value }
}

/** Splits a query into or-groups; throws SearchSyntaxError for an unknown keyword or bad value. */
export function parseSearch(q: string): SearchQuery {
  const items: (SearchTerm | 'or')[] = []
  let rest = q.trim()
  while (rest !== '') {
    TOKEN.lastIndex = 0
    // The pattern takes at least the first character, as rest starts with a non-space.
    const token = TOKEN.exec(rest)?.[0] || (rest.split(/\s/)[0] as string)
    items.push(termOf(token))
    rest = rest.slice(token.length).trimStart()
  }
  const groups: SearchQuery = [[]]
  items.forEach((item, index) => {
    const joins =
      item === 'or' && items[index - 1] instanceof Object && items[index + 1] instanceof Object
    // A dangling `or` (first, last or doubled) is just a word.
    if (joins) groups.push([])
    else groups.at(-1)?.push(item === 'or' ? { kind: 'word', negated: false, word: item } : item)
  })
  return groups
}

/** Whether a parsed query uses any syntax (a plain-words query is matched the old way). */
export function hasSyntax(query: SearchQuery): boolean {
  return (
    query.length > 1 ||
    query.some((group) => group.some((term) => term.kind !== 'word' || term.negated))
  )
}

function quoteIfNeeded(value: string): string {
  return /^[^\s"]+$/.test(value) ? value : `"${value}"`
}

/** The query as text that parses back to the same query. */
export function printSearch(query: SearchQuery): string {
  const printTerm = (term: SearchTerm): string => {
    const sign = term.negated ? '-' : ''
    if (term.kind === 'word') return sign + term.word
    if (term.kind === 'phrase') return `${sign}"${term.phrase}"`
    return `${sign}${term.keyword}${term.op}${quoteIfNeeded(term.value)}`
  }
  return query.map((group) => group.map(printTerm).join(' ')).join(' or ')
}
