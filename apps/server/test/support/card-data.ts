import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CARD_DATA_DIR } from './database.ts'

export interface DataCard {
  name: string
  stub: string
  type: string
  phoenixborn?: string
  release: { stub: string }
  [key: string]: unknown
}

/** The card data files, read independently of the importer, to derive expected answers. */
export const readData = <T = DataCard>(file: string): T[] =>
  JSON.parse(readFileSync(join(CARD_DATA_DIR, file), 'utf8'))
export const currentCards = () => readData('cards.json')
export const legacyCards = () => readData('cards-legacy.json')
