import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { type FakeSource, startFakeSource } from './support/transfer.ts'

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

let clock = 0
/** A deck as the other site exports it; each gets its own `created` (its identity). */
function remoteDeck(title: string, cards: { stub: string; name: string; count: number }[]) {
  clock += 1
  const created = new Date(Date.UTC(2021, 0, 1, 0, 0, clock)).toISOString()
  return {
    title,
    description: null,
    created,
    modified: created,
    dice: [{ name: 'natural', count: 10 }],
    phoenixborn: { name: 'Aradel Summergaard', stub: 'aradel-summergaard' },
    cards: cards.map((card) => ({ ...card, type: 'Ready Spell', phoenixborn: null })),
    conjurations: [],
    is_public: false,
    is_snapshot: false,
    is_red_rains: false,
    first_five: [],
    effect_costs: [],
    tutor_map: {},
    source_created: null,
  }
}
const ROOT_ARMOR = { stub: 'root-armor', name: 'Root Armor' }
const MIST_TYPHOON = { stub: 'mist-typhoon', name: 'Mist Typhoon' }

function offer(decks: ReturnType<typeof remoteDeck>[]) {
  const body = JSON.stringify({ total: decks.length, next_page_from_date: null, decks })
  fake.answer = { status: 200, body }
}
const pull = () => target.get(`/v2/decks/import/${token}`, { token: importer.token })
const storedCards = (created: string) =>
  target.db.query<{ stub: string; count: number }>(
    `SELECT c.stub, dc.count FROM deck d JOIN deck_card dc ON dc.deck_id = d.id
     JOIN card c ON c.id = dc.card_id WHERE d.player_id = $1 AND d.created = $2::timestamptz
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
