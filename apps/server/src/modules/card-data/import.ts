import type { Db } from '../../db/client.ts'
import { markCardDataChanged } from '../cards/card-store.ts'
import { importCards, importReleases } from './import-cards.ts'
import { importPreconstructedDecks } from './import-decks.ts'
import { readCardData } from './read.ts'

export interface ImportSummary {
  releases: number
  cards: number
  decks: number
}

/** Reads, checks and imports the card data of `dir` in one transaction: all of it or nothing. */
export async function importCardData(db: Db, dir: string): Promise<ImportSummary> {
  const data = readCardData(dir)
  return db.transaction(async (tx) => {
    const summary = {
      releases: await importReleases(tx, data),
      cards: await importCards(tx, data),
      decks: 0,
    }
    summary.decks = await importPreconstructedDecks(tx, data)
    if (summary.releases + summary.cards + summary.decks > 0) await markCardDataChanged(tx)
    return summary
  })
}

/** Whether the database holds no cards yet (a fresh install to seed). */
export async function hasNoCards(db: Db): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*) AS n FROM card')
  return (row?.n ?? 0) === 0
}
