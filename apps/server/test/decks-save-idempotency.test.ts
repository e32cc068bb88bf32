import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// A deck creation (PUT /v2/decks without an id) may carry an Idempotency-Key: a creation sent
// again with it (its answer lost as the builder's page was left) makes no second deck.
let t: TestApp
let owner: TestPlayer
const put = (player: TestPlayer, body: unknown, key?: string) =>
  t.request('PUT', '/v2/decks', {
    token: player.token,
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  })
const deckIds = async (player: TestPlayer) =>
  (
    await t.db.query<{ id: number }>('SELECT id FROM deck WHERE player_id = $1 ORDER BY id', [
      player.id,
    ])
  ).map((row) => row.id)
const newKey = () => `key-${randomUUID()}`

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
})
afterAll(() => t.close())

describe('PUT /v2/decks with an Idempotency-Key', () => {
  it('a creation sent again with its key makes no second deck and answers the first, as stored', async () => {
    const player = await createPlayer(t)
    const key = newKey()
    const first = await put(player, MIST_GUARDIAN, key)
    expect(first.status).toBe(200)
    // Sent again with later edits: nothing is created, nor are the edits applied (the answer is
    // the deck as it is, for the client to save over with its id).
    const again = await put(player, { ...MIST_GUARDIAN, title: 'Edited since' }, `"${key}"`)
    expect(again.status).toBe(200)
    expect(again.body).toEqual(first.body)
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(await deckIds(player)).toEqual([first.body.id])
    const saved = await t.get(`/v2/decks/${first.body.id}?show_saved=true`, {
      token: player.token,
    })
    expect(saved.body.deck.title).toBe('Mist Guardian')
  })

  it('creations with one key sent at once make one deck, which each is answered', async () => {
    const player = await createPlayer(t)
    const key = newKey()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        put(player, { ...MIST_GUARDIAN, title: `Try ${index}` }, key),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    const ids = new Set(answers.map((answer) => answer.body.id))
    expect(ids.size).toBe(1)
    expect(await deckIds(player)).toEqual([...ids])
  })

  it("another player's creation with the same key is a deck of its own, as is one without a key", async () => {
    const player = await createPlayer(t)
    const key = newKey()
    const mine = await put(player, MIST_GUARDIAN, key)
    const theirs = await put(owner, MIST_GUARDIAN, key)
    expect(theirs.status).toBe(200)
    expect(theirs.body.id).not.toBe(mine.body.id)
    expect(await deckIds(player)).toEqual([mine.body.id])
    expect(await deckIds(owner)).toContain(theirs.body.id)
    const unkeyed = [await put(player, MIST_GUARDIAN), await put(player, MIST_GUARDIAN)]
    expect(await deckIds(player)).toEqual([mine.body.id, ...unkeyed.map((a) => a.body.id)])
  })

  it('a key names its deck for a day: after that it creates again', async () => {
    const player = await createPlayer(t)
    const key = newKey()
    const first = await put(player, MIST_GUARDIAN, key)
    await t.db.query(
      "UPDATE deck_creation_key SET created = now() - interval '25 hours' WHERE player_id = $1",
      [player.id],
    )
    const later = await put(player, MIST_GUARDIAN, key)
    expect(later.body.id).not.toBe(first.body.id)
    expect(await deckIds(player)).toEqual([first.body.id, later.body.id])
    expect((await put(player, MIST_GUARDIAN, key)).body.id).toBe(later.body.id)
  })

  it('expired keys are deleted by later keyed creations', async () => {
    const player = await createPlayer(t)
    await put(player, MIST_GUARDIAN, newKey())
    await put(player, MIST_GUARDIAN, newKey())
    await t.db.query(
      "UPDATE deck_creation_key SET created = now() - interval '2 days' WHERE player_id = $1",
      [player.id],
    )
    await put(owner, MIST_GUARDIAN, newKey())
    const [left] = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM deck_creation_key WHERE created < now() - interval '1 day'",
    )
    expect(left?.count).toBe(0)
  })

  it('a key that is too long, empty or of other characters is a 422 naming the limit', async () => {
    const player = await createPlayer(t)
    for (const key of ['k'.repeat(65), '', 'has space', 'slash/key', '"unclosed']) {
      const refused = await put(player, MIST_GUARDIAN, key)
      expect(refused.status, key).toBe(422)
      expect(refused.body.detail[0]).toMatchObject({
        loc: ['header', 'idempotency-key'],
        msg: 'Idempotency-Key must be 1 to 64 characters of A-Z, a-z, 0-9, "-" and "_".',
        input: key,
      })
    }
    expect((await put(player, MIST_GUARDIAN, 'k'.repeat(64))).status).toBe(200)
    expect(await deckIds(player)).toHaveLength(1)
  })

  it("the site's pages may send the key to another origin's API (CORS)", async () => {
    const preflight = await t.request('OPTIONS', '/v2/decks', {
      headers: {
        origin: new URL(t.config.publicUrl).origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    })
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'idempotency-key',
    )
  })

  // A retry whose deck the player has deleted meanwhile: the deleted deck was answered (200),
  // and every later save over it got 400 'This deck has been deleted.' (issue 49 item 7).
  it('a creation sent again after its deck was deleted is a 409 saying so, and makes nothing', async () => {
    const player = await createPlayer(t)
    for (const published of [false, true]) {
      const key = newKey()
      const first = await put(player, MIST_GUARDIAN, key)
      expect(first.status).toBe(200)
      // A deck with a snapshot is kept, marked deleted; one without is removed.
      if (published) await snapshotDeck(t, player.token, first.body.id)
      const before = await deckIds(player)
      const gone = await t.request('DELETE', `/v2/decks/${first.body.id}`, { token: player.token })
      expect(gone.status).toBe(204)

      const again = await put(player, MIST_GUARDIAN, key)
      expect(again.status, `published: ${published}`).toBe(409)
      expect(again.body).toEqual({
        detail:
          'The deck this Idempotency-Key created has been deleted. Send a new key to create another.',
      })
      expect(await deckIds(player)).toEqual(before)
      const fresh = await put(player, MIST_GUARDIAN, newKey())
      expect(fresh.status).toBe(200)
      expect(fresh.body.id).toBeGreaterThan(first.body.id)
    }
  })

  it('a save over an existing deck ignores the key', async () => {
    const player = await createPlayer(t)
    const key = newKey()
    const created = await put(player, MIST_GUARDIAN, key)
    const saved = await put(player, { ...MIST_GUARDIAN, id: created.body.id, title: 'New' }, key)
    expect(saved.status).toBe(200)
    expect(saved.body.title).toBe('New')
    expect(await deckIds(player)).toEqual([created.body.id])
  })
})
