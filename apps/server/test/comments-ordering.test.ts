import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate } from '../src/db/migrate.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let players: TestPlayer[]

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  players = await Promise.all(Array.from({ length: 4 }, () => createPlayer(t)))
})
afterAll(() => t.close())

interface Listed {
  ordering_increment: number
  text: string
}
const thread = async (entity: number): Promise<Listed[]> =>
  (await t.get(`/v2/comments/${entity}?limit=100`)).body.results

describe('comment numbering', () => {
  it('numbers 20 comments posted at once 1 to 20, in the order the thread lists them', async () => {
    const owner = players[0]?.token ?? ''
    const { deck } = await publishedDeck(t, owner)
    const posts = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.request('POST', `/v2/comments/${deck.entity_id}`, {
          token: players[i % players.length]?.token ?? '',
          body: { text: `Comment ${i}` },
        }),
      ),
    )
    expect(posts.map((post) => post.status)).toEqual(posts.map(() => 201))
    const listed = await thread(deck.entity_id)
    expect(listed.map((comment) => comment.ordering_increment)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
  })

  it('cannot store two comments with one number on one thread', async () => {
    const { deck } = await publishedDeck(t, players[0]?.token ?? '')
    await t.request('POST', `/v2/comments/${deck.entity_id}`, {
      token: players[1]?.token ?? '',
      body: { text: 'First' },
    })
    await expect(
      t.db.query(
        `INSERT INTO comment (player_id, source_entity_id, source_type, text, ordering_increment)
         VALUES ($1, $2, 'deck', 'Copy', 1)`,
        [players[1]?.id, deck.entity_id],
      ),
    ).rejects.toThrow(/unique|duplicate/i)
  })

  it('renumbers threads left with duplicate numbers when the constraint is added', async () => {
    const { deck } = await publishedDeck(t, players[0]?.token ?? '')
    const other = await publishedDeck(t, players[0]?.token ?? '')
    // The state concurrent posts left behind before the constraint existed.
    await t.db.exec(`DROP INDEX comment_source_ordering_key;
      CREATE INDEX comment_source_idx ON comment (source_entity_id, ordering_increment);
      DELETE FROM schema_migration WHERE name = '0006_comment_ordering.sql'`)
    const insert = (entity: number, text: string, increment: number, at: string) =>
      t.db.query(
        `INSERT INTO comment (player_id, source_entity_id, source_type, text, ordering_increment,
           created) VALUES ($1, $2, 'deck', $3, $4, $5::timestamptz)`,
        [players[1]?.id, entity, text, increment, at],
      )
    await insert(deck.entity_id, 'a', 1, '2024-01-01T00:00:01Z')
    await insert(deck.entity_id, 'b', 2, '2024-01-01T00:00:02Z')
    await insert(deck.entity_id, 'c', 2, '2024-01-01T00:00:03Z')
    await insert(deck.entity_id, 'd', 3, '2024-01-01T00:00:04Z')
    await insert(other.deck.entity_id, 'kept', 1, '2024-01-01T00:00:05Z')
    await migrate(t.db)
    expect((await thread(deck.entity_id)).map((c) => [c.text, c.ordering_increment])).toEqual([
      ['a', 1],
      ['b', 2],
      ['c', 3],
      ['d', 4],
    ])
    expect((await thread(other.deck.entity_id))[0]?.ordering_increment).toBe(1)
    const next = await t.request('POST', `/v2/comments/${deck.entity_id}`, {
      token: players[1]?.token ?? '',
      body: { text: 'e' },
    })
    expect(next.status).toBe(201)
    expect((await thread(deck.entity_id)).at(-1)?.ordering_increment).toBe(5)
  })
})
