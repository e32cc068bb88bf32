import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { titleMatch } from '../src/modules/decks/title-search.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let alice: TestPlayer
const ids = (body: { results: { id: number }[] }) => body.results.map((deck) => deck.id)
const list = async (query: string) => (await t.get(`/v2/decks${query}`)).body
/** Snapshot ids of the decks titled 'Quillon …', in the order they were published. */
let quillons: number[]

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  alice = await createPlayer(t)
  quillons = []
  for (const title of ['Quillon Alpha', 'Quillon Beta', 'Quillon Gamma'])
    quillons.push((await publishedDeck(t, alice.token, { title })).snapshotId)
  await publishedDeck(t, alice.token, { title: 'Other Thing' })
})
afterAll(() => t.close())

describe('GET /v2/decks?q= (title search, issue 49 item 1)', () => {
  it('lists its matches in the listing order, page by page, with the other filters', async () => {
    const newest = [...quillons].reverse()
    const first = await list('?q=quill&limit=2')
    expect(first.count).toBe(3)
    expect(ids(first)).toEqual(newest.slice(0, 2))
    expect(first.next).toContain('offset=2')
    expect(ids(await list('?q=quill&limit=2&offset=2'))).toEqual(newest.slice(2))
    expect(ids(await list('?q=quillon&order=asc'))).toEqual(quillons)
    expect(ids(await list('?q=quillon&sort=modified&order=asc'))).toEqual(quillons)
    expect(ids(await list('?q=beta%20quill'))).toEqual([quillons[1]])
    expect(ids(await list('?q=quillon&card=root-armor&order=asc'))).toEqual(quillons)
    expect((await list('?q=quillon&card=fear')).count).toBe(0)
    expect((await list('?q=zzqx')).count).toBe(0)
  })

  it('matches a word by a prefix of one or two letters too', async () => {
    expect(ids(await list(`?q=q&order=asc&player=${alice.badge}`))).toEqual(quillons)
    expect((await list('?q=qu%20al')).count).toBe(1)
  })

  it("finds a search's decks through the index of listed titles (migration 0030)", async () => {
    // Without a sequential scan to fall back on, the planner picks the index only if it holds
    // the very expression the listing tests.
    const plan = await t.db.transaction(async (tx) => {
      await tx.query(`SELECT set_config('enable_seqscan', 'off', true)`)
      return tx.query<Record<string, unknown>>(
        `EXPLAIN SELECT count(*) FROM deck d WHERE d.is_latest_public AND ${titleMatch('$1')}`,
        ['quill:*'],
      )
    })
    expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain(
      'deck_latest_public_title_idx',
    )
  })
})
