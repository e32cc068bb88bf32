import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let author: TestPlayer
let fans: TestPlayer[]

const like = (id: number, player: TestPlayer) =>
  t.request('PUT', `/v2/decks/${id}/like`, { token: player.token })
const unlike = (id: number, player: TestPlayer) =>
  t.request('DELETE', `/v2/decks/${id}/like`, { token: player.token })
const liked = async (player: TestPlayer) =>
  (await t.get('/v2/decks/liked', { token: player.token })).body
/** The listed ids of the public listing by title word, in its order. */
const listed = async (query: string) =>
  ((await t.get(`/v2/decks?${query}`)).body.results as { id: number; like_count: number }[]).map(
    (deck) => [deck.id, deck.like_count],
  )

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  author = await createPlayer(t)
  fans = await Promise.all([1, 2, 3].map(() => createPlayer(t)))
})
afterAll(() => t.close())

describe('likes of published decks', () => {
  it('count one like per player, on the deck page and its listing stub', async () => {
    const { snapshotId } = await publishedDeck(t, author.token, { title: 'Onelike Rush' })
    const [first, second] = fans as [TestPlayer, TestPlayer]
    expect((await like(snapshotId, first)).body).toEqual({ like_count: 1, is_liked: true })
    expect((await like(snapshotId, first)).body).toEqual({ like_count: 1, is_liked: true })
    expect((await like(snapshotId, second)).body).toEqual({ like_count: 2, is_liked: true })
    expect(await listed('q=onelike')).toEqual([[snapshotId, 2]])
    const page = await t.get(`/v2/decks/${snapshotId}`, { token: first.token })
    expect(page.body).toMatchObject({ deck: { like_count: 2 }, is_liked: true })
    const visitor = await t.get(`/v2/decks/${snapshotId}`)
    expect(visitor.body.deck.like_count).toBe(2)
    expect(visitor.body).not.toHaveProperty('is_liked')
    expect((await unlike(snapshotId, first)).body).toEqual({ like_count: 1, is_liked: false })
    expect((await t.get(`/v2/decks/${snapshotId}`, { token: first.token })).body).toMatchObject({
      deck: { like_count: 1 },
      is_liked: false,
    })
  })

  it('refuse the player’s own deck with a reason', async () => {
    const { snapshotId } = await publishedDeck(t, author.token)
    const response = await like(snapshotId, author)
    expect(response).toMatchObject({
      status: 400,
      body: { detail: 'You cannot like your own deck.' },
    })
  })

  it('need a logged-in player', async () => {
    const { snapshotId } = await publishedDeck(t, author.token)
    expect((await t.request('PUT', `/v2/decks/${snapshotId}/like`)).status).toBe(401)
    expect((await t.get('/v2/decks/liked')).status).toBe(401)
  })

  it('are kept by the source deck, so a new version keeps them', async () => {
    const { deck, snapshotId } = await publishedDeck(t, author.token, { title: 'Keptlike Ways' })
    const [fan] = fans as [TestPlayer]
    await like(snapshotId, fan)
    const newer = await snapshotDeck(t, author.token, deck.id)
    expect(await listed('q=keptlike')).toEqual([[newer, 1]])
    // The older version's page and the source deck's id name the same deck's likes.
    expect((await unlike(deck.id, fan)).body).toEqual({ like_count: 0, is_liked: false })
    expect((await like(snapshotId, fan)).body).toEqual({ like_count: 1, is_liked: true })
    expect((await t.get(`/v2/decks/${newer}`, { token: fan.token })).body).toMatchObject({
      deck: { like_count: 1 },
      is_liked: true,
    })
  })

  it('are 404 for private and deleted decks, which drop out of the likes list', async () => {
    const [fan] = fans as [TestPlayer]
    const unpublished = await saveDeck(t, author.token)
    const privateSnapshot = await snapshotDeck(t, author.token, unpublished.id, {
      is_public: false,
    })
    for (const id of [unpublished.id, privateSnapshot, 99999999]) {
      expect(await like(id, fan)).toMatchObject({
        status: 404,
        body: { detail: 'Deck not found.' },
      })
    }
    const { deck, snapshotId } = await publishedDeck(t, author.token, { title: 'Dropout Deck' })
    await like(snapshotId, fan)
    const before = await liked(fan)
    expect(before.results.map((d: { id: number }) => d.id)).toContain(snapshotId)
    // Deleting its only public snapshot makes the deck private again.
    await t.request('DELETE', `/v2/decks/${snapshotId}`, { token: author.token })
    const after = await liked(fan)
    expect(after.results.map((d: { id: number }) => d.id)).not.toContain(snapshotId)
    expect(after.count).toBe(before.count - 1)
    expect((await like(snapshotId, fan)).status).toBe(404)
    // Published again, it is back with its likes; deleted, it is gone.
    const again = await snapshotDeck(t, author.token, deck.id)
    expect(await listed('q=dropout')).toEqual([[again, 1]])
    await t.request('DELETE', `/v2/decks/${deck.id}`, { token: author.token })
    expect((await liked(fan)).results.map((d: { id: number }) => d.id)).not.toContain(again)
    expect((await like(again, fan)).status).toBe(404)
  })

  it('list the decks a player likes, the latest like first', async () => {
    const reader = await createPlayer(t)
    const first = await publishedDeck(t, author.token)
    const second = await publishedDeck(t, author.token)
    await like(first.snapshotId, reader)
    await like(second.snapshotId, reader)
    const page = await liked(reader)
    expect(page.count).toBe(2)
    expect(
      page.results.map((d: { id: number; like_count: number }) => [d.id, d.like_count]),
    ).toEqual([
      [second.snapshotId, 1],
      [first.snapshotId, 1],
    ])
  })
})

describe('likes given at once', () => {
  it('leave the count equal to the likes, however they interleave', async () => {
    // Limits high enough for the burst, on the same database (the rate-limit test's way).
    const burst = await startTestApp({
      sameDatabaseAs: t,
      config: {
        rateLimits: {
          prefix: 'likes-burst:',
          like: {
            perAddress: { limit: 10_000, windowSeconds: 60 },
            perEmail: { limit: 1_000, windowSeconds: 60 },
          },
        },
      },
    })
    try {
      const { deck, snapshotId } = await publishedDeck(t, author.token, { title: 'Manylike Burst' })
      const players = await Promise.all(Array.from({ length: 16 }, () => createPlayer(t)))
      const put = (player: TestPlayer, id = snapshotId) =>
        burst.request('PUT', `/v2/decks/${id}/like`, { token: player.token })
      const del = (player: TestPlayer) =>
        burst.request('DELETE', `/v2/decks/${snapshotId}/like`, { token: player.token })
      const [repeater, toggler] = players as [TestPlayer, TestPlayer]
      /** Likes stored, and the count every public snapshot of the deck keeps. */
      const counts = async () => {
        const [rows] = await t.db.query<{ count: number }>(
          'SELECT count(*)::int AS count FROM deck_like WHERE deck_id = $1',
          [deck.id],
        )
        const kept = await t.db.query<{ like_count: number }>(
          'SELECT like_count FROM deck WHERE is_snapshot AND is_public AND source_id = $1',
          [deck.id],
        )
        return { rows: rows?.count, kept: kept.map((row) => row.like_count) }
      }

      // Every player likes it at once, by the snapshot's id and the source deck's; one player
      // sends the same like eight times at once.
      const first = await Promise.all([
        ...players.map((player, n) => put(player, n % 2 ? deck.id : snapshotId)),
        ...Array.from({ length: 8 }, () => put(repeater)),
      ])
      expect(first.map((response) => response.status)).toEqual(first.map(() => 200))
      expect(await counts()).toEqual({ rows: 16, kept: [16] })

      // Half take it back while the other half like it again, and one player toggles.
      const second = await Promise.all([
        ...players.slice(0, 8).map(del),
        ...players.slice(8).map((player) => put(player)),
        ...[put, del, put, del, put].map((send) => send(toggler)),
      ])
      expect(second.map((response) => response.status)).toEqual(second.map(() => 200))
      const after = await counts()
      expect(after.kept).toEqual([after.rows])
      const liked = (await t.get(`/v2/decks/${snapshotId}`)).body.deck.like_count
      expect(liked).toBe(after.rows)
      expect([8, 9]).toContain(after.rows)
    } finally {
      await burst.close()
    }
  })
})

describe('public listings by likes and trending', () => {
  /** Four decks titled with one word, liked 3, 0, 2 and 1 times. */
  async function likedDecks(word: string) {
    const ids: number[] = []
    for (const count of [3, 0, 2, 1]) {
      const { snapshotId } = await publishedDeck(t, author.token, { title: `${word} ${count}` })
      for (const fan of fans.slice(0, count)) await like(snapshotId, fan)
      ids.push(snapshotId)
    }
    return ids as [number, number, number, number]
  }

  it('sort by the most liked first, or the least with order=asc, with every filter', async () => {
    const [three, none, two, one] = await likedDecks('Sortlikes')
    const byLikes = [
      [three, 3],
      [two, 2],
      [one, 1],
      [none, 0],
    ]
    expect(await listed('q=sortlikes&sort=likes')).toEqual(byLikes)
    expect(await listed('q=sortlikes&sort=likes&order=asc')).toEqual([...byLikes].reverse())
    expect(
      await listed(
        'q=sortlikes&sort=likes&phoenixborn=aradel-summergaard&card=mist-typhoon&dice=natural&dice=illusion',
      ),
    ).toEqual(byLikes)
    // One card alone is read from the card's own rows by date: not when sorted by likes.
    expect(await listed(`q=sortlikes&sort=likes&card=mist-typhoon&limit=2`)).toEqual(
      byLikes.slice(0, 2),
    )
    expect(await listed(`q=sortlikes&sort=likes&limit=2&offset=2`)).toEqual(byLikes.slice(2))
    // The default order is still the newest first.
    expect((await listed('q=sortlikes')).map(([id]) => id)).toEqual([one, two, none, three])
  })

  it('sort by trending: recent likes weigh more than older ones', async () => {
    const [three, none, two, one] = await likedDecks('Trendlikes')
    // The three likes of `three` were given 30 days ago: 3 × 0.5^(30/14) = 0.68 now, less than
    // the one like of `one` today, more than none.
    await t.db.query(
      `UPDATE deck_like SET liked = now() - interval '30 days'
       WHERE deck_id = (SELECT source_id FROM deck WHERE id = $1)`,
      [three],
    )
    expect(await listed('q=trendlikes&sort=trending')).toEqual([
      [two, 2],
      [one, 1],
      [three, 3],
      [none, 0],
    ])
    expect((await listed('q=trendlikes&sort=likes')).map(([id]) => id)).toEqual([
      three,
      two,
      one,
      none,
    ])
    expect((await t.get('/v2/decks?sort=popular')).status).toBe(422)
  })

  it('hold likes to a limit per player', async () => {
    const limited = await startTestApp({
      sameDatabaseAs: t,
      config: {
        rateLimits: { prefix: 'likes-test:', like: { perEmail: { limit: 2, windowSeconds: 60 } } },
      },
    })
    try {
      const { snapshotId } = await publishedDeck(t, author.token)
      const fan = await createPlayer(t)
      const put = () => limited.request('PUT', `/v2/decks/${snapshotId}/like`, { token: fan.token })
      expect((await put()).status).toBe(200)
      expect((await put()).status).toBe(200)
      expect(await put()).toMatchObject({
        status: 429,
        body: { detail: 'Too many attempts. Please wait a few minutes and try again.' },
      })
    } finally {
      await limited.close()
    }
  })
})
