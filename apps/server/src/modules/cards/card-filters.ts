import type { CardListQuery } from '@ashes/api'
import {
  DIE_FLAGS,
  type DieName,
  matchesSearch,
  searchTerms,
  syntaxMatcher,
  typesForFilters,
} from '@ashes/game'
import type { CardEntry, CardSnapshot } from './card-snapshot.ts'
import { sortKey } from './card-snapshot.ts'

type Predicate = (card: CardEntry) => boolean

/** Every non-empty subset sum of `flags` (the dice combinations a card may require exactly). */
function subsetSums(flags: number[]): Set<number> {
  let sums = [0]
  for (const flag of flags) sums = [...sums, ...sums.map((sum) => sum | flag)]
  return new Set(sums.filter((sum) => sum !== 0))
}

/** The dice filter of api-core 7.1, over the dice the snapshot lets filters see. */
function diceFilter(dice: readonly string[], logic: string): Predicate | undefined {
  const basic = dice.includes('basic')
  const colours = [...new Set(dice.filter((die) => die !== 'basic'))].map(
    (die) => DIE_FLAGS[die as DieName],
  )
  const chosen = colours.reduce((all, flag) => all | flag, 0)
  if (logic === 'includes') {
    if (chosen === 0) return undefined
    return (card) => (card.diceFlags & chosen) > 0 || (card.altDiceFlags & chosen) > 0
  }
  if (logic === 'all') {
    // The required dice are exactly part of the selection, and the rest of it is available as
    // alternatives.
    return (card) => {
      if ((card.diceFlags & ~chosen) !== 0) return false
      const rest = chosen & ~card.diceFlags
      return rest === 0 ? card.altDiceFlags === 0 : (card.altDiceFlags & rest) === rest
    }
  }
  const exact = subsetSums(colours)
  return (card) => {
    if (basic && card.diceFlags === 0 && card.altDiceFlags === 0) return true
    if (chosen === 0) return false
    const altFits = (card.altDiceFlags & chosen) > 0
    if (exact.has(card.diceFlags)) return card.altDiceFlags === 0 || altFits
    return card.diceFlags === 0 && altFits
  }
}

function releaseFilter(
  query: CardListQuery,
  owned: Set<number> | undefined,
): Predicate | undefined {
  if (query.show_legacy && query.releases === 'phg') return (card) => card.release.isPhg
  if (query.releases === 'mine' && owned) return (card) => owned.has(card.release.id)
  if (query.r && query.r.length > 0) {
    const stubs = new Set(query.r)
    return (card) => stubs.has(card.release.stub)
  }
  return undefined
}

function typeFilter(query: CardListQuery): Predicate | undefined {
  if (!query.types || query.types.length === 0) return undefined
  const types = typesForFilters(query.types)
  return (card) => types.has(card.type)
}

function uniquesFilter(query: CardListQuery): Predicate | undefined {
  const owner = query.include_uniques_for
  if (owner) return (card) => card.phoenixborn === null || card.phoenixborn === owner
  if (query.mode === 'deckbuilder') return (card) => card.phoenixborn === null
  return undefined
}

function filterCards(
  snapshot: CardSnapshot,
  query: CardListQuery,
  owned: Set<number> | undefined,
): CardEntry[] {
  // A q in the search syntax (the request's schema refused bad syntax) is a test of its own;
  // plain words match exactly as before it existed.
  const syntax = query.q ? syntaxMatcher(query.q) : undefined
  const terms = query.q && !syntax ? searchTerms(query.q) : undefined
  // Cheap flag tests first; the text search runs only on the cards that survive them.
  const predicates = [
    (card: CardEntry) => card.release.isPublic,
    query.mode === 'deckbuilder'
      ? (card: CardEntry) => !card.isConjured && card.type !== 'Phoenixborn'
      : undefined,
    uniquesFilter(query),
    query.show_summons ? (card: CardEntry) => card.isSummon : undefined,
    typeFilter(query),
    releaseFilter(query, owned),
    query.dice && query.dice.length > 0 ? diceFilter(query.dice, query.dice_logic) : undefined,
    terms ? (card: CardEntry) => matchesSearch(card.search, terms) : undefined,
    syntax,
  ].filter((predicate): predicate is Predicate => predicate !== undefined)
  const ordered = snapshot.sorted.get(sortKey(query.show_legacy, query.sort)) ?? []
  const selected = ordered.filter((card) => predicates.every((predicate) => predicate(card)))
  return query.order === 'desc' ? selected.reverse() : selected
}

const MEMO_SIZE = 500
const memos = new WeakMap<CardSnapshot, Map<string, CardEntry[]>>()

/**
 * The cards a listing query selects, in its order. `owned` is the caller's collection, given
 * only when the caller is logged in. Selections are remembered per data snapshot (pages of one
 * search reuse it); collection-dependent ones are not, as they differ per player.
 */
export function selectCards(
  snapshot: CardSnapshot,
  query: CardListQuery,
  owned: Set<number> | undefined,
): CardEntry[] {
  if (owned) return filterCards(snapshot, query, owned)
  const { limit: _limit, offset: _offset, ...filters } = query
  const key = JSON.stringify(filters)
  let memo = memos.get(snapshot)
  if (!memo) {
    memo = new Map()
    memos.set(snapshot, memo)
  }
  const known = memo.get(key)
  if (known) return known
  const selected = filterCards(snapshot, query, owned)
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value as string)
  memo.set(key, selected)
  return selected
}
