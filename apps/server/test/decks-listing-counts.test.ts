import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let alice: TestPlayer
const ids = (body: { results: { id: number }[] }) => body.results.map((deck) => deck.id)
const list = async (query: string) => (await t.get(`/v2/decks${query}`)).body

/** Listings whose count comes from the kept counts (migration 0009), and one counted row by row. */
const QUERIES = [
  '',
  '?phoenixborn=aradel-summergaard',
  '?phoenixborn=coal-roarkwin',
  '?card=root-armor',
  '?card=fear',
  '?card=anchornaut',
  '?phoenixborn=aradel-summergaard&card=steady-gaze',
  '?show_red_rains=true',
  '?show_preconstructed=true',
  '?card=root-armor&card=fear',
]

/** What each listing's count must be: its listed decks counted in the database. */
async function expectedCounts() {
  const counted: number[] = []
  for (const query of QUERIES) {
    const [row] = await t.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM deck d
       WHERE d.is_latest_public AND NOT d.is_legacy AND NOT d.is_unrestricted
         AND d.is_red_rains = $1 AND ($2 = false OR d.is_preconstructed)
         AND ($3::text IS NULL OR d.phoenixborn_id = (SELECT id FROM card WHERE stub = $3 AND NOT is_legacy))
         AND ($4::text[] IS NULL OR d.card_ids && ARRAY(SELECT id FROM card WHERE stub = ANY($4) AND NOT is_legacy))`,
      [
        query.includes('show_red_rains'),
        query.includes('show_preconstructed'),
        /phoenixborn=([a-z-]+)/.exec(query)?.[1] ?? null,
        query.includes('card=') ? [...query.matchAll(/card=([a-z-]+)/g)].map((m) => m[1]) : null,
      ],
    )
    counted.push(row?.count ?? -1)
  }
  return counted
}

/** The listings by card: their decks, newest and oldest first, as the database lists them. */
async function expectedCardPages() {
  const pages: number[][] = []
  for (const query of QUERIES.filter((query) => query.includes('card=')))
    for (const order of ['DESC', 'ASC']) {
      const rows = await t.db.query<{ id: number }>(
        `SELECT d.id FROM deck d
         WHERE d.is_latest_public AND NOT d.is_legacy AND NOT d.is_unrestricted
           AND NOT d.is_red_rains
           AND ($1::text IS NULL OR d.phoenixborn_id = (SELECT id FROM card WHERE stub = $1 AND NOT is_legacy))
           AND d.card_ids && ARRAY(SELECT id FROM card WHERE stub = ANY($2) AND NOT is_legacy)
         ORDER BY d.created ${order}, d.id ${order} LIMIT 100`,
        [
          /phoenixborn=([a-z-]+)/.exec(query)?.[1] ?? null,
          [...query.matchAll(/card=([a-z-]+)/g)].map((m) => m[1]),
        ],
      )
      pages.push(rows.map((row) => row.id))
    }
  return pages
}

async function answeredCardPages() {
  const pages: number[][] = []
  for (const query of QUERIES.filter((query) => query.includes('card=')))
    for (const order of ['desc', 'asc'])
      pages.push(ids(await list(`${query}&order=${order}&limit=100`)))
  return pages
}

async function answeredCounts() {
  const answered: number[] = []
  for (const query of QUERIES) answered.push((await list(query)).count)
  return answered
}

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  alice = await createPlayer(t)
})
afterAll(() => t.close())

describe('public listing counts', () => {
  it('stay equal to the listed decks, as pages by card do, through publishing, republishing, kind changes and deletes', async () => {
    const expectAllRight = async () => {
      expect(await answeredCounts()).toEqual(await expectedCounts())
      // Pages by one card are read from its own rows (migration 0010): the same decks.
      expect(await answeredCardPages()).toEqual(await expectedCardPages())
    }
    await expectAllRight()
    const one = await publishedDeck(t, alice.token, { title: 'Counted one' })
    const two = await publishedDeck(t, alice.token, { title: 'Counted two' })
    await publishedDeck(t, alice.token, { title: 'Counted rain', is_red_rains: true })
    await expectAllRight()
    const before = await answeredCounts()
    expect(before[0]).toBeGreaterThanOrEqual(3)

    // A second public snapshot replaces the first in the listing: counted once.
    await saveDeck(t, alice.token, {
      id: one.deck.id,
      title: 'Counted one',
      cards: [
        ...one.deck.cards.filter((card: { stub: string }) => card.stub !== 'root-armor'),
        { stub: 'anchornaut', count: 3 },
      ],
    })
    await snapshotDeck(t, alice.token, one.deck.id)
    await expectAllRight()

    // The listed snapshot deleted: the older one is listed again, and then none.
    const [latest] = await t.db.query<{ id: number }>(
      'SELECT id FROM deck WHERE source_id = $1 AND is_latest_public',
      [one.deck.id],
    )
    const removed = await t.request('DELETE', `/v2/decks/${latest?.id}`, { token: alice.token })
    expect(removed.status).toBe(204)
    await expectAllRight()
    expect(
      (await t.request('DELETE', `/v2/decks/${two.deck.id}`, { token: alice.token })).status,
    ).toBe(204)
    await expectAllRight()
    expect((await answeredCounts())[0]).toBe((before[0] ?? 0) - 1)

    // Rows changed straight in the database (an admin's fix, an import) are counted too. The
    // server learns of such a change by the database's notification, a moment later (a write
    // through the server is known at once): the counts must come right, not within a request.
    await t.db.query('UPDATE deck SET is_preconstructed = true WHERE id = $1', [one.snapshotId])
    await t.db.query(`UPDATE deck SET is_red_rains = true WHERE title = 'Counted one'`)
    const expected = await expectedCounts()
    await expect.poll(answeredCounts, { timeout: 10_000 }).toEqual(expected)
    await expectAllRight()
  })
})

describe('deep public pages', () => {
  it('read from the far end give the same decks as counting from the start', async () => {
    for (let i = 0; i < 7; i += 1) await publishedDeck(t, alice.token, { title: `Paged ${i}` })
    const everything = ids(await list('?limit=100'))
    const count = everything.length
    expect(count).toBeGreaterThanOrEqual(7)
    for (const order of ['desc', 'asc']) {
      const all = order === 'desc' ? everything : [...everything].reverse()
      const pages: [number, number][] = [
        [3, count - 3],
        [3, count - 2],
        [4, count - 5],
        [2, Math.ceil(count / 2)],
        [5, count],
      ]
      for (const [limit, offset] of pages) {
        const page = await list(`?order=${order}&limit=${limit}&offset=${offset}`)
        expect(page.count).toBe(count)
        expect(ids(page)).toEqual(all.slice(offset, offset + limit))
      }
    }
  })
})
