// The discovery index (deck-index.ts) read from the database whole, and then kept up to date
// by the public decks that changed.
import type { Queryable } from '@ashes/runtime'
import type { WatchedVersion } from '../../db/watched-version.ts'
import {
  bucketOf,
  type IndexedDeck,
  indexedDecksAfter,
  indexedDecksAmong,
  indexedDigests,
  indexedVersionsIn,
} from '../decks/public-deck-rows.ts'
import { addDeck, type DeckIndex, emptyIndex, removeDeck } from './deck-index.ts'

/** Decks read per query: each a short statement, well within the statement time limit. */
const PAGE = 10_000

/**
 * Reads all the public decks and builds their index. The version is read first: the decks read
 * after it may be newer than it, never older, so a change made meanwhile moves the version
 * past the index's and the next request brings it up to date.
 */
export async function readDeckIndex(db: Queryable): Promise<DeckIndex> {
  const index = emptyIndex(await versionOf(db))
  index.digests = await indexedDigests(db)
  let after = 0
  for (;;) {
    const page = await indexedDecksAfter(db, after, PAGE)
    for (const row of page) addDeck(index, row)
    after = page.at(-1)?.id ?? after
    if (page.length < PAGE) break
  }
  return index
}

/**
 * Brings the index up to the current version by the decks that changed. The database sums up
 * the public decks by buckets (a hundred-odd short rows at 100,000 decks); only the buckets
 * whose digest moved are compared deck by deck (ids and row versions): the decks no longer
 * among them, or changed in place, are taken out, and the new or changed ones are read and
 * added. A publish or a like at 100,000 public decks reads one or two buckets and a deck, where
 * reading every deck again took seconds (bench/discovery.ts prints both). The digests are read
 * before the decks: a deck changed in between moves its bucket again, and is read next time.
 */
export async function updateDeckIndex(db: Queryable, index: DeckIndex): Promise<void> {
  const version = await versionOf(db)
  const digests = await indexedDigests(db)
  const moved = new Set<number>()
  for (const [bucket, digest] of digests)
    if (index.digests.get(bucket) !== digest) moved.add(bucket)
  for (const bucket of index.digests.keys()) if (!digests.has(bucket)) moved.add(bucket)
  const current = new Map<number, string>()
  if (moved.size > 0) {
    const rows = await indexedVersionsIn(db, [...moved])
    for (const row of rows) current.set(row.id, row.row_version)
  }
  const leaving: number[] = []
  if (moved.size > 0) {
    for (const [id, d] of index.bySnapshot)
      if (moved.has(bucketOf(id)) && current.get(id) !== index.rowVersions[d]) leaving.push(d)
  }
  const coming: number[] = []
  for (const [id, rowVersion] of current) {
    const d = index.bySnapshot.get(id)
    if (d === undefined || index.rowVersions[d] !== rowVersion) coming.push(id)
  }
  const rows: IndexedDeck[] = []
  for (let at = 0; at < coming.length; at += PAGE)
    rows.push(...(await indexedDecksAmong(db, coming.slice(at, at + PAGE))))
  // Applied at once, between two awaits: an answer sees the index before or after, never between.
  for (const d of leaving) removeDeck(index, d)
  for (const row of rows) addDeck(index, row)
  index.digests = digests
  index.version = Math.max(index.version, version)
}

async function versionOf(db: Queryable): Promise<number> {
  const [row] = await db.query<{ version: number }>('SELECT version FROM public_deck_state')
  return Number(row?.version ?? 0)
}

/**
 * The index at the current public-deck version. When the public decks have changed it is
 * brought up to date by their delta (requests arriving meanwhile share that one update), so an
 * answer never counts a deck made private or deleted before it was asked. Between changes
 * every answer is computed in memory.
 */
export class DeckIndexes {
  private index: DeckIndex | undefined
  private updating: Promise<void> | undefined

  constructor(
    private readonly db: Queryable,
    private readonly version: WatchedVersion,
  ) {}

  async get(): Promise<DeckIndex> {
    const version = await this.version.current()
    for (;;) {
      if (this.index && this.index.version >= version) return this.index
      if (!this.updating) {
        this.updating = this.update().finally(() => {
          this.updating = undefined
        })
      }
      await this.updating
    }
  }

  private async update(): Promise<void> {
    if (this.index) await updateDeckIndex(this.db, this.index)
    else this.index = await readDeckIndex(this.db)
  }
}
