import type { CardListQuery } from '@ashes/api'
import { filterListing } from '@ashes/game'
import type { CardEntry, CardSnapshot } from './card-snapshot.ts'

/** The listing's filters live in @ashes/game (card-listing.ts): the web app's offline copy runs them too. */
const filterCards = (
  snapshot: CardSnapshot,
  query: CardListQuery,
  owned: Set<number> | undefined,
) => filterListing(snapshot.sorted, query, owned)

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
