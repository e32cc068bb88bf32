import type { Db, Queryable } from '@ashes/runtime'
import { markCardDataChanged } from '../cards/card-store.ts'
import { importCards, importReleases } from './import-cards.ts'
import { importPreconstructedDecks } from './import-decks.ts'
import { readCardData } from './read.ts'

export interface ImportSummary {
  releases: number
  cards: number
  decks: number
}

/**
 * Servers starting at once on an empty database (WORKERS, a rolling first deploy) seed it once:
 * the first takes this transaction-scoped lock and imports, the others wait for it and then find
 * the cards (a second import of the same rows would fail on their keys and stop that server).
 */
const SEED_LOCK = 'SELECT pg_advisory_xact_lock(7402)'

/** Reads, checks and imports the card data of `dir` in one transaction: all of it or nothing. */
export async function importCardData(db: Db, dir: string): Promise<ImportSummary> {
  const data = readCardData(dir)
  return db.transaction((tx) => importInto(tx, data))
}

/** Imports the card data of `dir` when the database holds no cards yet; false when it did. */
export async function seedCardDataIfEmpty(db: Db, dir: string): Promise<boolean> {
  // Most starts find the cards: they read no card data files.
  if (!(await hasNoCards(db))) return false
  const data = readCardData(dir)
  return db.transaction(async (tx) => {
    await tx.query(SEED_LOCK)
    if (!(await hasNoCards(tx))) return false
    await importInto(tx, data)
    return true
  })
}

async function importInto(
  tx: Queryable,
  data: ReturnType<typeof readCardData>,
): Promise<ImportSummary> {
  const summary = {
    releases: await importReleases(tx, data),
    cards: await importCards(tx, data),
    decks: 0,
  }
  summary.decks = await importPreconstructedDecks(tx, data)
  if (summary.releases + summary.cards + summary.decks > 0) await markCardDataChanged(tx)
  return summary
}

/** Whether the database holds no cards yet (a fresh install to seed). */
async function hasNoCards(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM card')
  return (row?.n ?? 0) === 0
}
