import type { IndexedDeck } from '../decks/public-deck-rows.ts'

/**
 * The public decks discovery counts, held in memory: one slot per source deck's latest public
 * snapshot (`is_latest_public`, so private, deleted and superseded snapshots are never counted),
 * of the standard format as the main public listing shows it (not legacy, whose cards are other
 * cards, nor Red Rains or unrestricted decks, played by other rules).
 * Cards are renumbered 0..cardCount-1 so that counters are typed arrays, not maps.
 *
 * It is kept up to date by deltas (DeckIndexes): a deck that leaves frees its slot (`alive` 0,
 * reused by the next deck that comes) and is taken out of every list and count; a deck that
 * comes is added to them. No answer depends on slot or card numbers (ties go to snapshot ids and
 * names), so an index kept by deltas answers as one read afresh (discovery-index.test.ts).
 */
export interface DeckIndex {
  /** The public-deck version it was read at (migration 0004). */
  version: number
  /** Slots in use, dead ones included: slots are 0..size-1. */
  size: number
  alive: Uint8Array
  ids: Int32Array
  /** Source deck id, or the snapshot's own id when it has no source. */
  groups: Int32Array
  phoenixborns: Int32Array
  preconstructed: Uint8Array
  diceFlags: Int32Array
  titles: (string | null)[]
  /** The snapshot row's version (its xmin): a row changed in place is read again. */
  rowVersions: string[]
  /** Months since year 0 of each deck's publication (year * 12 + month - 1). */
  months: Int32Array
  /** Each deck's distinct cards, as card numbers, and how many (read together, not per deck). */
  deckCards: Int32Array[]
  deckSizes: Int32Array
  /** Decks holding card number c: postings[c][0 .. postingCounts[c]), in no order. */
  postings: Int32Array[]
  postingCounts: Int32Array
  /** Card id of each card number, and back. */
  cardIds: number[]
  cardNumbers: Map<number, number>
  /** Decks of each Phoenixborn card id. */
  byPhoenixborn: Map<number, Set<number>>
  /** Deck slot by snapshot id and by group. */
  bySnapshot: Map<number, number>
  byGroup: Map<number, number>
  /** Decks holding each card, preconstructed ones counted or not. */
  cardDecks: { all: Int32Array; played: Int32Array }
  totals: { all: number; played: number }
  /** Dead slots, reused first. */
  free: number[]
  /** Each bucket's digest (BUCKETS) as last read: buckets whose digest moved are read again. */
  digests: Map<number, string>
}

export function emptyIndex(version: number): DeckIndex {
  return {
    version,
    size: 0,
    alive: new Uint8Array(0),
    ids: new Int32Array(0),
    groups: new Int32Array(0),
    phoenixborns: new Int32Array(0),
    preconstructed: new Uint8Array(0),
    diceFlags: new Int32Array(0),
    titles: [],
    rowVersions: [],
    months: new Int32Array(0),
    deckCards: [],
    deckSizes: new Int32Array(0),
    postings: [],
    postingCounts: new Int32Array(0),
    cardIds: [],
    cardNumbers: new Map(),
    byPhoenixborn: new Map(),
    bySnapshot: new Map(),
    byGroup: new Map(),
    cardDecks: { all: new Int32Array(0), played: new Int32Array(0) },
    totals: { all: 0, played: 0 },
    free: [],
    digests: new Map(),
  }
}

function grown<T extends Int32Array | Uint8Array>(array: T, length: number): T {
  if (array.length >= length) return array
  const next = new (array.constructor as new (size: number) => T)(
    Math.max(length, array.length * 2, 64),
  )
  next.set(array)
  return next
}

function cardNumber(index: DeckIndex, id: number): number {
  const known = index.cardNumbers.get(id)
  if (known !== undefined) return known
  const card = index.cardIds.length
  index.cardIds.push(id)
  index.cardNumbers.set(id, card)
  index.postings.push(new Int32Array(16))
  index.postingCounts = grown(index.postingCounts, card + 1)
  index.cardDecks.all = grown(index.cardDecks.all, card + 1)
  index.cardDecks.played = grown(index.cardDecks.played, card + 1)
  return card
}

/** Adds a public deck, into a dead slot if there is one. */
export function addDeck(index: DeckIndex, row: IndexedDeck): void {
  let d = index.free.pop()
  if (d === undefined) {
    d = index.size
    index.size += 1
    const size = index.size
    index.alive = grown(index.alive, size)
    index.ids = grown(index.ids, size)
    index.groups = grown(index.groups, size)
    index.phoenixborns = grown(index.phoenixborns, size)
    index.preconstructed = grown(index.preconstructed, size)
    index.diceFlags = grown(index.diceFlags, size)
    index.months = grown(index.months, size)
    index.deckSizes = grown(index.deckSizes, size)
  }
  const played = !row.is_preconstructed
  index.alive[d] = 1
  index.ids[d] = row.id
  index.groups[d] = row.grp
  index.phoenixborns[d] = row.phoenixborn_id
  index.preconstructed[d] = played ? 0 : 1
  index.diceFlags[d] = row.dice_flags
  index.titles[d] = row.title
  index.rowVersions[d] = row.row_version
  index.months[d] = row.month
  index.bySnapshot.set(row.id, d)
  index.byGroup.set(row.grp, d)
  index.totals.all += 1
  if (played) index.totals.played += 1
  const decks = index.byPhoenixborn.get(row.phoenixborn_id) ?? new Set<number>()
  decks.add(d)
  index.byPhoenixborn.set(row.phoenixborn_id, decks)
  const cards = Int32Array.from(new Set(row.card_ids ?? []), (id) => cardNumber(index, id))
  index.deckCards[d] = cards
  index.deckSizes[d] = cards.length
  for (const card of cards) {
    const count = index.postingCounts[card] ?? 0
    let list = index.postings[card] as Int32Array
    if (count === list.length) {
      list = grown(list, count + 1)
      index.postings[card] = list
    }
    list[count] = d
    index.postingCounts[card] = count + 1
    index.cardDecks.all[card] = (index.cardDecks.all[card] ?? 0) + 1
    if (played) index.cardDecks.played[card] = (index.cardDecks.played[card] ?? 0) + 1
  }
}

/** Takes the deck in slot d out of every list and count, and frees the slot. */
export function removeDeck(index: DeckIndex, d: number): void {
  if (!index.alive[d]) return
  const played = !index.preconstructed[d]
  index.alive[d] = 0
  const id = index.ids[d] ?? 0
  const group = index.groups[d] ?? 0
  if (index.bySnapshot.get(id) === d) index.bySnapshot.delete(id)
  if (index.byGroup.get(group) === d) index.byGroup.delete(group)
  index.totals.all -= 1
  if (played) index.totals.played -= 1
  const pb = index.phoenixborns[d] ?? 0
  const decks = index.byPhoenixborn.get(pb)
  decks?.delete(d)
  if (decks?.size === 0) index.byPhoenixborn.delete(pb)
  for (const card of index.deckCards[d] ?? []) {
    const list = index.postings[card] as Int32Array
    const last = (index.postingCounts[card] ?? 0) - 1
    const at = list.lastIndexOf(d, last)
    list[at] = list[last] ?? 0
    index.postingCounts[card] = last
    index.cardDecks.all[card] = (index.cardDecks.all[card] ?? 0) - 1
    if (played) index.cardDecks.played[card] = (index.cardDecks.played[card] ?? 0) - 1
  }
  index.deckCards[d] = new Int32Array(0)
  index.deckSizes[d] = 0
  index.titles[d] = null
  index.rowVersions[d] = ''
  index.free.push(d)
}
