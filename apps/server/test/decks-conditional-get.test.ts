import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { grantedApp } from './support/granted-apps.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Cheap sync (issue 48 item 10): an app polling a player's decks sends the ETag it last read in
// If-None-Match and is answered 304, without a body, while nothing it would read has changed.
let t: TestApp
let developer: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  developer = await createPlayer(t)
})
afterAll(() => t.close())

/** A player with two decks, and an app they granted decks:read. */
async function pollingPlayer() {
  const player = await createPlayer(t)
  const first = await saveDeck(t, player.token, { title: 'First' })
  const second = await saveDeck(t, player.token, { title: 'Second' })
  const app = await grantedApp(t, developer, player, { scopes: ['decks:read'] })
  return { player, first, second, app }
}

const get = (path: string, token: string, etag?: string | null) =>
  t.get(path, { token, headers: etag ? { 'if-none-match': etag } : {} })

describe('GET /v2/decks/mine with If-None-Match', () => {
  it('answers 304 while nothing changed, for the site log-in and an app alike', async () => {
    const { player, app } = await pollingPlayer()
    for (const token of [player.token, app.token]) {
      const read = await get('/v2/decks/mine', token)
      expect(read.status).toBe(200)
      const etag = read.headers.get('etag')
      expect(etag).toMatch(/^W\/"[^"]+"$/)
      const again = await get('/v2/decks/mine', token, etag)
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
      // Among other tags, or as a strong tag (If-None-Match compares weakly).
      expect((await get('/v2/decks/mine', token, `"other", ${etag}`)).status).toBe(304)
      expect((await get('/v2/decks/mine', token, etag?.slice(2))).status).toBe(304)
      expect((await get('/v2/decks/mine', token, '"other"')).status).toBe(200)
    }
  })

  it('answers 200 with a new ETag after a save, a deletion, and a creation', async () => {
    const { player, first, second, app } = await pollingPlayer()
    const seen = new Set<string>()
    /** The listing's ETag now, checked to be new, and that it answers 304. */
    const changed = async (token: string) => {
      const read = await get('/v2/decks/mine', token)
      const etag = read.headers.get('etag') ?? ''
      expect(seen.has(etag), etag).toBe(false)
      seen.add(etag)
      expect((await get('/v2/decks/mine', token, etag)).status).toBe(304)
      return { etag, titles: read.body.results.map((deck: { title: string }) => deck.title) }
    }
    const before = await changed(app.token)
    await saveDeck(t, player.token, { ...MIST_GUARDIAN, id: first.id, title: 'First, saved' })
    const saved = await get('/v2/decks/mine', app.token, before.etag)
    expect(saved.status).toBe(200)
    expect(saved.body.results.map((deck: { title: string }) => deck.title)).toContain(
      'First, saved',
    )
    const afterSave = await changed(app.token)
    // A snapshot is not in the listing: the listing read is still current.
    await snapshotDeck(t, player.token, second.id)
    expect((await get('/v2/decks/mine', app.token, afterSave.etag)).status).toBe(304)
    // A deleted deck that snapshots still refer to is only marked deleted.
    expect(
      (await t.request('DELETE', `/v2/decks/${second.id}`, { token: player.token })).status,
    ).toBe(204)
    const afterDeletion = await changed(app.token)
    expect(afterDeletion.titles).toEqual(['First, saved'])
    await saveDeck(t, player.token, { title: 'Third' })
    expect((await changed(player.token)).titles).toHaveLength(2)
  })

  it('differs by query, page and player', async () => {
    const { player, app } = await pollingPlayer()
    const other = await pollingPlayer()
    const tag = async (path: string, token: string) =>
      (await get(path, token)).headers.get('etag') ?? ''
    const tags = [
      await tag('/v2/decks/mine', player.token),
      await tag('/v2/decks/mine?limit=1', player.token),
      await tag('/v2/decks/mine?limit=1&offset=1', player.token),
      await tag('/v2/decks/mine?q=first', player.token),
      await tag('/v2/decks/mine', other.player.token),
    ]
    expect(new Set(tags).size).toBe(tags.length)
    // The same player's decks are the same answer to the site and to an app.
    expect(await tag('/v2/decks/mine', app.token)).toBe(tags[0])
    const page = await get('/v2/decks/mine?limit=1', player.token, tags[0])
    expect(page.status).toBe(200)
    expect(page.body.results).toHaveLength(1)
    const elsewhere = await get('/v2/decks/mine', other.player.token, tags[0])
    expect(elsewhere.status).toBe(200)
  })
})

describe('GET /v2/decks/{id} with If-None-Match', () => {
  it("answers 304 while the owner's saved deck is unchanged, and 200 after a save", async () => {
    const { player, first, app } = await pollingPlayer()
    const path = `/v2/decks/${first.id}?show_saved=true`
    for (const token of [player.token, app.token]) {
      const read = await get(path, token)
      const etag = read.headers.get('etag')
      expect(etag).toMatch(/^"[^"]+"$/)
      const again = await get(path, token, etag)
      expect(again.status).toBe(304)
      expect(again.headers.get('etag')).toBe(etag)
    }
    const read = await get(path, app.token)
    const etag = read.headers.get('etag') ?? ''
    await saveDeck(t, player.token, { ...MIST_GUARDIAN, id: first.id, title: 'Changed' })
    const after = await get(path, app.token, etag)
    expect(after.status).toBe(200)
    expect(after.body.deck.title).toBe('Changed')
    expect(after.headers.get('etag')).not.toBe(etag)
    // The ETag read still guards a save (If-Match): the one before the change is refused.
    const stale = await t.request('PUT', '/v2/decks', {
      token: player.token,
      body: { ...MIST_GUARDIAN, id: first.id },
      headers: { 'if-match': etag },
    })
    expect(stale.status).toBe(412)
    const current = await t.request('PUT', '/v2/decks', {
      token: player.token,
      body: { ...MIST_GUARDIAN, id: first.id },
      headers: { 'if-match': after.headers.get('etag') ?? '' },
    })
    expect(current.status).toBe(200)
  })

  it('a public page answers 200 again when what it shows around the deck changed', async () => {
    const owner = await createPlayer(t)
    const { deck } = await publishedDeck(t, owner.token)
    const fan = await createPlayer(t)
    const path = `/v2/decks/${deck.id}`
    const read = await t.get(path)
    const etag = read.headers.get('etag') ?? ''
    expect((await t.get(path, { headers: { 'if-none-match': etag } })).status).toBe(304)
    // A like changes the page's count, not the deck's revision: the page is not the one read.
    const liked = await t.request('PUT', `/v2/decks/${deck.id}/like`, { token: fan.token })
    expect(liked.status).toBeLessThan(300)
    const after = await t.get(path, { headers: { 'if-none-match': etag } })
    expect(after.status).toBe(200)
    expect(after.body.deck.like_count).toBe((read.body.deck.like_count ?? 0) + 1)
    // The fan's own page says they like it: not the anonymous page's tag.
    const fanEtag = (await get(path, fan.token)).headers.get('etag')
    expect(fanEtag).not.toBe(after.headers.get('etag'))
    expect((await get(path, fan.token, fanEtag)).status).toBe(304)
  })
})

describe('conditional reads across origins', () => {
  it('a browser app may send If-None-Match and read the refusals it acts on (CORS)', async () => {
    const origin = new URL(t.config.publicUrl).origin
    const preflight = await t.request('OPTIONS', '/v2/decks/mine', {
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,if-none-match',
      },
    })
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'if-none-match',
    )
    const refused = await t.get('/v2/decks/mine', { token: 'revoked-token', headers: { origin } })
    const exposed = refused.headers.get('access-control-expose-headers')?.toLowerCase() ?? ''
    expect(exposed).toContain('www-authenticate')
    expect(exposed).toContain('retry-after')
  })
})
