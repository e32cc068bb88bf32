import { randomUUID } from 'node:crypto'
import { DESCRIPTION_MAX_LENGTH } from '@ashes/game'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SOURCE_ANSWER_MAX_BYTES } from '../src/modules/decks/import-remote.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { type FloodingHost, startFloodingHost } from './support/flooding-host.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { type FakeSource, remoteDeck, startFakeSource } from './support/transfer.ts'

// What one import may read from the other site (issue 24 item 8).
const token = randomUUID()
let fake: FakeSource
let flood: FloodingHost
let target: TestApp
let flooded: TestApp
let importer: TestPlayer

beforeAll(async () => {
  fake = await startFakeSource()
  flood = await startFloodingHost({
    path: `/v2/decks/export/${token}`,
    contentType: 'application/json',
    start: '{"total": 1, "decks": [{"title": "',
    bytes: 2 * SOURCE_ANSWER_MAX_BYTES,
  })
  target = await startTestApp({ cardData: true, config: { importApiUrl: fake.url } })
  flooded = await startTestApp({ sameDatabaseAs: target, config: { importApiUrl: flood.url } })
})
afterAll(async () => {
  await flooded?.close()
  await target?.close()
  await fake?.close()
  await flood?.close()
})
beforeEach(async () => {
  importer = await createPlayer(target)
})

const offer = (decks: ReturnType<typeof remoteDeck>[]) => {
  const body = JSON.stringify({ total: decks.length, next_page_from_date: null, decks })
  fake.answer = { status: 200, body }
  return body
}
const pull = (app: TestApp) => app.get(`/v2/decks/import/${token}`, { token: importer.token })
const storedDescriptions = () =>
  target.db.query<{ title: string; length: number }>(
    'SELECT title, length(description) AS length FROM deck WHERE player_id = $1 ORDER BY id',
    [importer.id],
  )

describe("an import reads the other site's answer up to a cap, while it streams", () => {
  it('stops an endless answer and tells the player the answer cannot be read', async () => {
    const { status, body } = await pull(flooded)
    expect(status).toBe(400)
    expect(body).toEqual({
      detail: `Source API at ${flood.url} sent an answer this site cannot read.`,
    })
    // Cut off long before the host's end: it wrote the whole answer when it was read whole.
    await expect.poll(() => flood.host.hungUp).toBe(1)
    expect(flood.host.completed).toBe(false)
    expect(flood.host.sent).toBeLessThan(1.5 * SOURCE_ANSWER_MAX_BYTES)
    expect(await storedDescriptions()).toEqual([])
  })

  it('reads the largest page a source sends: 30 decks of 100 cards and the longest descriptions', async () => {
    const { body: cards } = await target.get('/v2/cards?types=ready_spell&limit=100')
    const hundred = cards.results.map((card: { stub: string; name: string }) => ({
      stub: card.stub,
      name: card.name,
      count: 1,
    }))
    expect(hundred).toHaveLength(100)
    // U+0001 is 6 bytes in JSON (\u0001), the most any character costs.
    const description = '\u0001'.repeat(DESCRIPTION_MAX_LENGTH)
    const decks = Array.from({ length: target.config.exportsPerRequest }, (_, index) => ({
      ...remoteDeck(`Largest ${index}`, hundred),
      description,
    }))
    const page = offer(decks)
    expect(page.length).toBeGreaterThan(30 * 6 * DESCRIPTION_MAX_LENGTH)
    expect(page.length).toBeLessThan(SOURCE_ANSWER_MAX_BYTES / 4)
    const { status, body } = await pull(target)
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({ success_count: 30, errors: [] })
  })
})
