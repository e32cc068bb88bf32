import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { isDieName } from '@ashes/game'
import type { z } from 'zod'
import { type CardData, CardRecord, PreconstructedDeckRecord, ReleaseRecord } from './schema.ts'

/** A problem in the card data, naming the file, the record and the field. */
export class CardDataError extends Error {
  override name = 'CardDataError'
}

interface Located {
  file: string
  index: number
  label: string
}

function fail(at: Located, field: string, problem: string): never {
  throw new CardDataError(
    `${at.file}: record ${at.index} (${at.label}), field "${field}": ${problem}`,
  )
}

function readArray(dir: string, file: string): unknown[] {
  let text: string
  try {
    text = readFileSync(join(dir, file), 'utf8')
  } catch (error) {
    throw new CardDataError(`${file}: cannot be read (${(error as Error).message})`)
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw new CardDataError(`${file}: is not valid JSON (${(error as Error).message})`)
  }
  if (!Array.isArray(parsed)) throw new CardDataError(`${file}: must hold a JSON array`)
  return parsed
}

function labelOf(record: unknown): string {
  if (record && typeof record === 'object') {
    const { stub, title } = record as { stub?: unknown; title?: unknown }
    if (typeof stub === 'string') return `stub "${stub}"`
    if (typeof title === 'string') return `title "${title}"`
  }
  return 'no name'
}

function parseRecords<T>(dir: string, file: string, schema: z.ZodType<T>): T[] {
  return readArray(dir, file).map((record, index) => {
    const result = schema.safeParse(record)
    if (result.success) return result.data
    const issue = result.error.issues[0]
    const field = issue?.path.join('.') || '(record)'
    return fail({ file, index, label: labelOf(record) }, field, issue?.message ?? 'invalid')
  })
}

function checkUnique<T>(file: string, records: T[], keyOf: (record: T) => string, field: string) {
  const seen = new Set<string>()
  records.forEach((record, index) => {
    const key = keyOf(record)
    if (seen.has(key))
      fail({ file, index, label: labelOf(record) }, field, `duplicate value "${key}"`)
    seen.add(key)
  })
}

function checkCards(file: string, cards: CardRecord[], releases: ReleaseRecord[], legacy: boolean) {
  checkUnique(file, cards, (card) => card.stub, 'stub')
  checkUnique(file, cards, (card) => card.name, 'name')
  const releaseStubs = new Set(releases.filter((r) => r.is_legacy === legacy).map((r) => r.stub))
  const stubs = new Set(cards.map((card) => card.stub))
  cards.forEach((card, index) => {
    const at = { file, index, label: `stub "${card.stub}"` }
    if (!releaseStubs.has(card.release.stub))
      fail(at, 'release.stub', `no such release "${card.release.stub}"`)
    if (card.type !== 'Phoenixborn' && !card.placement)
      fail(at, 'placement', 'required for non-Phoenixborn cards')
    for (const key of ['dice', 'altDice'] as const) {
      const unknown = card[key]?.find((die) => die !== 'basic' && !isDieName(die))
      if (unknown) fail(at, key, `unknown die "${unknown}"`)
    }
    card.conjurations?.forEach((conjuration, i) => {
      if (!stubs.has(conjuration.stub))
        fail(at, `conjurations.${i}.stub`, `no such card "${conjuration.stub}"`)
    })
  })
}

function checkDecks(
  file: string,
  data: Omit<CardData, 'decks'>,
  decks: PreconstructedDeckRecord[],
) {
  const cardsOf = (legacy: boolean) =>
    new Map((legacy ? data.legacyCards : data.cards).map((card) => [card.stub, card]))
  const byEra = { true: cardsOf(true), false: cardsOf(false) }
  const releaseKeys = new Set(data.releases.map((r) => `${r.is_legacy}:${r.stub}`))
  checkUnique(file, decks, (deck) => `${deck.is_legacy}:${deck.title}`, 'title')
  decks.forEach((deck, index) => {
    const at = { file, index, label: `title "${deck.title}"` }
    const cards = byEra[`${deck.is_legacy}`]
    if (cards.get(deck.phoenixborn)?.type !== 'Phoenixborn')
      fail(at, 'phoenixborn', `no such Phoenixborn "${deck.phoenixborn}"`)
    if (!releaseKeys.has(`${deck.is_legacy}:${deck.release}`))
      fail(at, 'release', `no such release "${deck.release}"`)
    deck.cards.forEach((entry, i) => {
      if (!cards.has(entry.stub)) fail(at, `cards.${i}.stub`, `no such card "${entry.stub}"`)
    })
    deck.first_five?.forEach((stub, i) => {
      if (!cards.has(stub)) fail(at, `first_five.${i}`, `no such card "${stub}"`)
    })
    deck.dice.forEach((die, i) => {
      if (!isDieName(die.name)) fail(at, `dice.${i}.name`, `unknown die "${die.name}"`)
    })
  })
}

/** Reads and checks the four card data files; throws CardDataError on the first problem. */
export function readCardData(dir: string): CardData {
  const releases = parseRecords(dir, 'releases.json', ReleaseRecord)
  checkUnique('releases.json', releases, (r) => `${r.is_legacy}:${r.stub}`, 'stub')
  const cards = parseRecords(dir, 'cards.json', CardRecord)
  const legacyCards = parseRecords(dir, 'cards-legacy.json', CardRecord)
  checkCards('cards.json', cards, releases, false)
  checkCards('cards-legacy.json', legacyCards, releases, true)
  const decks = parseRecords(dir, 'decks-preconstructed.json', PreconstructedDeckRecord)
  checkDecks('decks-preconstructed.json', { releases, cards, legacyCards }, decks)
  return { releases, cards, legacyCards, decks }
}
