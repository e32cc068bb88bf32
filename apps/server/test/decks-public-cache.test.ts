import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { testDbKind } from './support/database.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { eventually } from './support/eventually.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Public deck pages and listing pages are kept in memory between changes (db/public-deck-cache.ts).
// These tests warm them first, so a page that failed to notice a change would answer stale.

let t: TestApp
let other: TestApp
let alice: TestPlayer

/** A page requested twice: the second answer comes from the cache, when it is used at all. */
async function twice(app: TestApp, path: string, token?: string) {
  await app.get(path, token ? { token } : {})
  return app.get(path, token ? { token } : {})
}
const publicTitle = async (app: TestApp, id: number) =>
  (await twice(app, `/v2/decks/${id}`)).body.deck.title
const listedTitles = async (app: TestApp, badge: string) =>
  (await twice(app, `/v2/decks?player=${badge}`)).body.results.map((deck: { title: string }) =>
    String(deck.title),
  )

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  other = await startTestApp({ sameDatabaseAs: t })
  alice = await createPlayer(t)
})
afterAll(async () => {
  await other.close()
  await t.close()
})

describe('cached public deck pages', () => {
  it('show an edited snapshot title on the very next request to the same server', async () => {
    const { snapshotId } = await publishedDeck(t, alice.token, { title: 'Before the edit' })
    expect(await publicTitle(t, snapshotId)).toBe('Before the edit')
    expect(await listedTitles(t, alice.badge)).toContain('Before the edit')
    const patched = await t.request('PATCH', `/v2/decks/snapshots/${snapshotId}`, {
      token: alice.token,
      body: { title: 'After the edit' },
    })
    expect(patched.status).toBe(200)
    expect(await publicTitle(t, snapshotId)).toBe('After the edit')
    expect(await listedTitles(t, alice.badge)).toContain('After the edit')
  })

  it("show a deck published again at its source's address and in the listing", async () => {
    const { deck } = await publishedDeck(t, alice.token, { title: 'First publication' })
    expect(await publicTitle(t, deck.id)).toBe('First publication')
    expect(await listedTitles(t, alice.badge)).toContain('First publication')
    await saveDeck(t, alice.token, { id: deck.id, title: 'Second publication' })
    await snapshotDeck(t, alice.token, deck.id)
    expect(await publicTitle(t, deck.id)).toBe('Second publication')
    const listed = await listedTitles(t, alice.badge)
    expect(listed).toContain('Second publication')
    expect(listed).not.toContain('First publication')
  })

  it('learn of a change made through another server sharing the database', async () => {
    const { deck, snapshotId } = await publishedDeck(t, alice.token, { title: 'Shared first' })
    expect(await publicTitle(t, deck.id)).toBe('Shared first')
    expect(await listedTitles(t, alice.badge)).toContain('Shared first')
    await saveDeck(other, alice.token, { id: deck.id, title: 'Shared second' })
    const published = await other.request('POST', `/v2/decks/${deck.id}/snapshot`, {
      token: alice.token,
      body: { is_public: true },
    })
    expect(published.status).toBe(201)
    // The source deck's public page now shows its newer public snapshot.
    expect(await eventually(() => publicTitle(t, deck.id), 'Shared second')).toBe('Shared second')
    const titles = await eventually(
      async () => (await listedTitles(t, alice.badge)).includes('Shared first'),
      false,
    )
    expect(titles).toBe(false)
    expect(await publicTitle(t, snapshotId)).toBe('Shared first')
  })

  it('learn of a change written straight into the database', async () => {
    const { snapshotId } = await publishedDeck(t, alice.token, { title: 'Written by hand' })
    expect(await publicTitle(t, snapshotId)).toBe('Written by hand')
    await t.testDb
      .openAnother()
      .query('UPDATE deck SET title = $2 WHERE id = $1', [snapshotId, 'Rewritten by hand'])
    expect(await eventually(() => publicTitle(t, snapshotId), 'Rewritten by hand')).toBe(
      'Rewritten by hand',
    )
  })

  it("show the author's new name after a rename", async () => {
    const bob = await createPlayer(t)
    const { snapshotId } = await publishedDeck(t, bob.token, { title: 'Renamed author' })
    expect((await twice(t, `/v2/decks/${snapshotId}`)).body.deck.user.username).toBe(
      `Player ${bob.badge}`,
    )
    const renamed = await t.request('PATCH', '/v2/players/me', {
      token: bob.token,
      body: { username: 'Renamed Bob' },
    })
    expect(renamed.status).toBe(200)
    expect((await twice(t, `/v2/decks/${snapshotId}`)).body.deck.user.username).toBe('Renamed Bob')
    const listed = (await twice(t, `/v2/decks?player=${bob.badge}`)).body.results[0]
    expect(listed.user.username).toBe('Renamed Bob')
  })

  it('stop answering at once when the deck is deleted', async () => {
    const { deck, snapshotId } = await publishedDeck(t, alice.token, { title: 'Soon gone' })
    expect((await twice(t, `/v2/decks/${snapshotId}`)).status).toBe(200)
    expect(await listedTitles(t, alice.badge)).toContain('Soon gone')
    const deleted = await t.request('DELETE', `/v2/decks/${deck.id}`, { token: alice.token })
    expect(deleted.status).toBe(204)
    expect((await twice(t, `/v2/decks/${snapshotId}`)).status).toBe(404)
    expect(await listedTitles(t, alice.badge)).not.toContain('Soon gone')
  })

  it('answer each address of one kept listing page with its own links', async () => {
    const dana = await createPlayer(t)
    await publishedDeck(t, dana.token, { title: 'Linked one' })
    await publishedDeck(t, dana.token, { title: 'Linked two' })
    // The same filters written in two orders: one kept page, two sets of links.
    const first = `/v2/decks?player=${dana.badge}&limit=1`
    const second = `/v2/decks?limit=1&player=${dana.badge}`
    const a = await twice(t, first)
    const b = await twice(t, second)
    expect(a.body.next).toMatch(new RegExp(`/v2/decks\\?player=${dana.badge}&limit=1&offset=1$`))
    expect(b.body.next).toMatch(new RegExp(`/v2/decks\\?limit=1&player=${dana.badge}&offset=1$`))
    expect(b.body.results).toEqual(a.body.results)
    expect((await t.get(first)).body.next).toBe(a.body.next)
  })

  it('still tell each subscriber their own last seen comment, and anonymous callers none', async () => {
    const { deck, snapshotId } = await publishedDeck(t, alice.token, { title: 'Subscribed' })
    const bob = await createPlayer(t)
    expect((await t.get(`/v2/decks/${snapshotId}`)).body).not.toHaveProperty('last_seen_entity_id')
    const subscribed = await t.request('POST', `/v2/subscription/${deck.entity_id}`, {
      token: bob.token,
    })
    expect(subscribed.status).toBe(201)
    const seen = subscribed.body.last_seen_entity_id
    expect((await t.get(`/v2/decks/${snapshotId}`, { token: bob.token })).body).toMatchObject({
      last_seen_entity_id: seen,
    })
    const carol = await createPlayer(t)
    expect(
      (await t.get(`/v2/decks/${snapshotId}`, { token: carol.token })).body,
    ).not.toHaveProperty('last_seen_entity_id')
    expect((await t.get(`/v2/decks/${snapshotId}`)).body).not.toHaveProperty('last_seen_entity_id')
  })

  it.skipIf(testDbKind !== 'postgres')(
    'hear of changes again after their notification connection dropped',
    async () => {
      const [{ schema } = { schema: '' }] = await t.db.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      )
      const listeners = async () => {
        const [row] = await t.db.query<{ count: number }>(
          'SELECT count(*) AS count FROM pg_stat_activity WHERE application_name = $1',
          [`ashes-listen-${schema}`],
        )
        return row?.count
      }
      // One listening connection per server, whatever the number of channels.
      expect(await listeners()).toBe(2)
      const { snapshotId } = await publishedDeck(t, alice.token, { title: 'Before the drop' })
      expect(await publicTitle(t, snapshotId)).toBe('Before the drop')
      await t.db.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1',
        [`ashes-listen-${schema}`],
      )
      expect(await eventually(listeners, 2)).toBe(2)
      await t.testDb
        .openAnother()
        .query('UPDATE deck SET title = $2 WHERE id = $1', [snapshotId, 'After the drop'])
      expect(await eventually(() => publicTitle(t, snapshotId), 'After the drop')).toBe(
        'After the drop',
      )
    },
  )
})
