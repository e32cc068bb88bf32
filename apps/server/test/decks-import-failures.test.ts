import { randomUUID } from 'node:crypto'
import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { STORED_CARDS } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { type FakeSource, remoteDeck, startFakeSource } from './support/transfer.ts'

// The other site is a real HTTP server answering what a test tells it to.
let fake: FakeSource
let target: TestApp
let importer: TestPlayer
const token = randomUUID()

beforeAll(async () => {
  fake = await startFakeSource()
  target = await startTestApp({ cardData: true, config: { importApiUrl: fake.url } })
})
afterAll(async () => {
  await target?.close()
  await fake?.close()
})
beforeEach(async () => {
  importer = await createPlayer(target)
  fake.marked.length = 0
})

const ROOT_ARMOR = { stub: 'root-armor', name: 'Root Armor' }
const MIST_TYPHOON = { stub: 'mist-typhoon', name: 'Mist Typhoon' }

function offer(decks: ReturnType<typeof remoteDeck>[]) {
  const body = JSON.stringify({ total: decks.length, next_page_from_date: null, decks })
  fake.answer = { status: 200, body }
}
const pull = () => target.get(`/v2/decks/import/${token}`, { token: importer.token })
const storedCards = (created: string) =>
  target.db.query<{ stub: string; count: number }>(
    `SELECT c.stub, stored.count FROM deck d, ${STORED_CARDS}
     JOIN card c ON c.id = stored.card_id WHERE d.player_id = $1 AND d.created = $2::timestamptz
     ORDER BY c.stub`,
    [importer.id, created],
  )

describe('importing decks the other site lists oddly', () => {
  it('adds up the copies of a card listed twice, and a retry answers the same', async () => {
    const deck = remoteDeck('Twice', [
      { ...ROOT_ARMOR, count: 2 },
      { ...MIST_TYPHOON, count: 3 },
      { ...ROOT_ARMOR, count: 1 },
    ])
    offer([deck])
    for (const attempt of [1, 2]) {
      const { status, body } = await pull()
      expect(status, `attempt ${attempt}: ${JSON.stringify(body)}`).toBe(200)
      expect(body).toMatchObject({ success_count: 1, total_count: 1, errors: [] })
      expect(await storedCards(deck.created)).toEqual([
        { stub: 'mist-typhoon', count: 3 },
        { stub: 'root-armor', count: 3 },
      ])
    }
    expect(fake.marked).toEqual([[deck.created], [deck.created]])
  })

  it('refuses a deck whose copies of one card add up past what any deck holds', async () => {
    const deck = remoteDeck('Hoard', [
      { ...ROOT_ARMOR, count: 60 },
      { ...ROOT_ARMOR, count: 60 },
    ])
    offer([deck])
    const { body } = await pull()
    expect(body).toMatchObject({
      success_count: 0,
      errors: ["Deck 'Hoard' failed to import; more than 100 copies of card Root Armor."],
    })
  })

  it('refuses a deck of more cards than any deck holds, and stores one of exactly as many', async () => {
    const largest = remoteDeck('Largest', [
      { ...ROOT_ARMOR, count: 60 },
      { ...MIST_TYPHOON, count: 40 },
    ])
    const hoard = remoteDeck('Pile', [
      { ...ROOT_ARMOR, count: 60 },
      { ...MIST_TYPHOON, count: 41 },
    ])
    offer([largest, hoard])
    const { body } = await pull()
    expect(body).toMatchObject({
      success_count: 1,
      errors: ["Deck 'Pile' failed to import; it holds 101 cards, and a deck holds at most 100."],
    })
    expect(await storedCards(largest.created)).toEqual([
      { stub: 'mist-typhoon', count: 40 },
      { stub: 'root-armor', count: 60 },
    ])
    expect(await storedCards(hoard.created)).toEqual([])
  })

  it(`stores a description of ${DESCRIPTION_MAX_LENGTH} characters and refuses a deck with a longer one`, async () => {
    const longest = {
      ...remoteDeck('Longest', []),
      description: 'a'.repeat(DESCRIPTION_MAX_LENGTH),
    }
    const longer = {
      ...remoteDeck('Longer', []),
      description: 'a'.repeat(DESCRIPTION_MAX_LENGTH + 1),
    }
    offer([longest, longer])
    const { body } = await pull()
    expect(body).toMatchObject({
      success_count: 1,
      errors: [
        `Deck 'Longer' failed to import; its description has ${DESCRIPTION_MAX_LENGTH + 1} characters, and a description holds at most ${DESCRIPTION_MAX_LENGTH}.`,
      ],
    })
    const stored = await target.db.query<{ title: string; length: number }>(
      'SELECT title, length(description) AS length FROM deck WHERE player_id = $1',
      [importer.id],
    )
    expect(stored).toEqual([{ title: 'Longest', length: DESCRIPTION_MAX_LENGTH }])
  })

  it('stores the decks after one the database refuses, and names the one that failed', async () => {
    // A rule of this site's database the remote deck breaks, which no earlier check catches.
    await target.db.exec(
      `ALTER TABLE deck ADD CONSTRAINT refuses_a_title CHECK (title IS DISTINCT FROM 'Refused')`,
    )
    try {
      const first = remoteDeck('First', [{ ...ROOT_ARMOR, count: 3 }])
      const refused = remoteDeck('Refused', [{ ...ROOT_ARMOR, count: 3 }])
      const last = remoteDeck('Last', [{ ...MIST_TYPHOON, count: 3 }])
      offer([first, refused, last])
      const { status, body } = await pull()
      expect(status).toBe(200)
      expect(body).toMatchObject({
        success_count: 2,
        total_count: 3,
        errors: ["Deck 'Refused' failed to import; this site could not store it."],
      })
      expect(fake.marked).toEqual([[first.created, last.created]])
      expect(await storedCards(last.created)).toEqual([{ stub: 'mist-typhoon', count: 3 }])
      // The operator learns what refused it.
      expect(target.serverErrors.map((line) => JSON.parse(line))).toContainEqual(
        expect.objectContaining({
          status: 200,
          error: expect.objectContaining({ message: expect.stringContaining('refuses_a_title') }),
        }),
      )
    } finally {
      await target.db.exec('ALTER TABLE deck DROP CONSTRAINT refuses_a_title')
    }
  })
})
