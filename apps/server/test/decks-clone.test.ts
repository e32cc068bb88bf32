// GET /v2/decks/{id}/clone (api-decks 4.10): a copy of a deck the caller may see, with a private
// "Source:" snapshot of what was copied.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let owner: TestPlayer
let other: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
  other = await createPlayer(t)
})
afterAll(() => t.close())

describe('GET /v2/decks/{id}/clone', () => {
  it('clones a public snapshot into a new deck plus a private Source snapshot', async () => {
    const { snapshotId } = await publishedDeck(t, owner.token, { title: 'Original' })
    const { status, body } = await t.get(`/v2/decks/${snapshotId}/clone?red_rains=true`, {
      token: other.token,
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      title: 'Copy of Original',
      source_id: snapshotId,
      is_red_rains: true,
    })
    expect(body.first_five).toEqual([])
    expect(body.cards).toHaveLength(10)
    const history = await t.get(`/v2/decks/${body.id}/snapshots`, { token: other.token })
    expect(history.body.results).toMatchObject([{ title: 'Source: Original', is_public: false }])
  })

  // `created` is a deck's identity across instances (export and import, api-decks 4.13). The
  // embedded database's clock counts milliseconds, and a clone writes two decks in one
  // transaction, often within one: equal dates made an export page and an import lose one.
  it('gives a clone and its Source snapshot different creation dates, on every database', async () => {
    const deck = await saveDeck(t, owner.token, { title: 'Cloned often' })
    const clones = []
    for (let n = 0; n < 20; n += 1) {
      const { body } = await t.get(`/v2/decks/${deck.id}/clone`, { token: owner.token })
      clones.push(body.id)
    }
    const pairs = await t.db.query<{ later: boolean }>(
      `SELECT source.created > copy.created AS later
       FROM deck copy JOIN deck source ON source.source_id = copy.id AND source.is_snapshot
       WHERE copy.id = ANY($1::int[])`,
      [clones],
    )
    expect(pairs.map((pair) => pair.later)).toEqual(clones.map(() => true))
  })

  it('clones a private deck only for its owner or with its share UUID (then without a link back)', async () => {
    const deck = await saveDeck(t, owner.token, { title: 'Secret' })
    expect((await t.get(`/v2/decks/${deck.id}/clone`, { token: other.token })).status).toBe(404)
    const saved = await t.get(`/v2/decks/${deck.id}?show_saved=true`, { token: owner.token })
    const uuid = saved.body.deck.direct_share_uuid
    const shared = await t.get(`/v2/decks/${deck.id}/clone?direct_share_uuid=${uuid}`, {
      token: other.token,
    })
    expect(shared.body).toMatchObject({ title: 'Copy of Secret', source_id: null })
    expect(
      (await t.get(`/v2/decks/${deck.id}/clone?direct_share_uuid=nope`, { token: other.token }))
        .status,
    ).toBe(422)
    const own = await t.get(`/v2/decks/${deck.id}/clone`, { token: owner.token })
    expect(own.body.source_id).toBe(deck.id)
  })

  it('keeps an unrestricted deck unrestricted', async () => {
    const deck = await saveDeck(t, owner.token, { is_unrestricted: true, phoenixborn: null })
    const { body } = await t.get(`/v2/decks/${deck.id}/clone?red_rains=true`, {
      token: owner.token,
    })
    expect(body).toMatchObject({ is_unrestricted: true, is_red_rains: false, phoenixborn: null })
  })
})
