import { resolve } from 'node:path'
import { loadConfig } from '../config.ts'
import { openMaintenanceDb } from '../db/open.ts'
import { importCardData } from '../modules/card-data/import.ts'
import { CardDataError } from '../modules/card-data/read.ts'
import { claimDataDir } from './data-dir-lock.ts'

const config = loadConfig()
const dir = process.argv[2]
  ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2])
  : config.cardDataDir
if (!dir) {
  console.error('Usage: npm run cards:import -- <directory with releases.json, cards.json, ...>')
  process.exit(2)
}
claimDataDir(config, 'cards:import')
const db = await openMaintenanceDb(config)
try {
  const summary = await importCardData(db, dir)
  console.log(
    `Imported ${dir}: ${summary.releases} releases, ${summary.cards} cards and ${summary.decks} decks changed.`,
  )
} catch (error) {
  if (!(error instanceof CardDataError)) throw error
  console.error(`Card data not imported: ${error.message}`)
  process.exitCode = 1
} finally {
  await db.close()
}
