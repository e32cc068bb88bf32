import { readFileSync } from 'node:fs'

/** The fields of the seed card files that the game rules read (see shared/data/README.md). */
export type DataCard = {
  name: string
  stub: string
  type: string
  cost?: (string | string[])[]
  dice?: string[]
  altDice?: string[]
  magicCost?: Record<string, number>
  effectMagicCost?: Record<string, number>
  text?: string
  conjurations?: { name: string; stub: string }[]
  phoenixborn?: string
}

// The seed data lives outside the repo (never copied in); tests read it in place.
function load(file: string): DataCard[] {
  const url = new URL(`../../../../shared/data/${file}`, import.meta.url)
  return JSON.parse(readFileSync(url, 'utf8')) as DataCard[]
}

export const currentCards = load('cards.json')
export const legacyCards = load('cards-legacy.json')
