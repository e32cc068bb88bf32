import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Conditional saves (issue 24 item 1): a deck's revision is its ETag, and a save naming an older
// revision in If-Match is refused with the current deck instead of undoing a save made elsewhere.
let t: TestApp
let owner: TestPlayer
const put = (body: unknown, headers: Record<string, string> = {}) =>
  t.request('PUT', '/v2/decks', { token: owner.token, body, headers })
const saved = (id: number) => t.get(`/v2/decks/${id}?show_saved=true`, { token: owner.token })
/**
 * The revision an ETag names: a deck page's tag adds a digest of the page (issue 48 item 10),
 * which a save's answer, a different body, does not share.
 */
const revisionOf = (etag: string | null) => /^"(\d+\.\d+)/.exec(etag ?? '')?.[1]
const withCount = (stub: string, count: number) =>
  MIST_GUARDIAN.cards.map((card) => (card.stub === stub ? { stub, count } : card))

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
})
afterAll(() => t.close())

describe('deck revisions as ETags', () => {
  it('GET /v2/decks/{id} and every PUT /v2/decks answer a strong ETag that each save changes', async () => {
    const created = await put(MIST_GUARDIAN)
    const id = created.body.id
    const first = created.headers.get('etag')
    expect(first).toMatch(/^"[^"]+"$/)
    expect(revisionOf((await saved(id)).headers.get('etag'))).toBe(revisionOf(first))
    const again = await put({ ...MIST_GUARDIAN, id })
    const second = again.headers.get('etag')
    expect(second).toMatch(/^"[^"]+"$/)
    expect(second).not.toBe(first)
    expect(revisionOf((await saved(id)).headers.get('etag'))).toBe(revisionOf(second))
  })

  it('a public deck page answers the ETag of the snapshot it shows, also when kept in memory', async () => {
    const { deck, snapshotId } = await publishedDeck(t, owner.token)
    const page = await t.get(`/v2/decks/${deck.id}`)
    const snapshotPage = await t.get(`/v2/decks/${snapshotId}`)
    expect(page.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(page.headers.get('etag')).toBe(snapshotPage.headers.get('etag'))
    expect((await t.get(`/v2/decks/${deck.id}`)).headers.get('etag')).toBe(page.headers.get('etag'))
    const renamed = await t.request('PATCH', `/v2/decks/snapshots/${snapshotId}`, {
      token: owner.token,
      body: { title: 'Renamed' },
    })
    expect(renamed.status).toBe(200)
    const after = await t.get(`/v2/decks/${deck.id}`)
    expect(after.body.deck.title).toBe('Renamed')
    expect(after.headers.get('etag')).not.toBe(page.headers.get('etag'))
  })
})

describe('PUT /v2/decks with If-Match', () => {
  it('a save naming an older revision is refused with 412, the current deck, and nothing changed', async () => {
    const deck = await saveDeck(t, owner.token)
    const stale = (await saved(deck.id)).headers.get('etag') ?? ''
    const other = await put({ ...MIST_GUARDIAN, id: deck.id, cards: withCount('root-armor', 2) })
    expect(other.status).toBe(200)
    const refused = await put(
      { ...MIST_GUARDIAN, id: deck.id, cards: withCount('steady-gaze', 2) },
      { 'if-match': stale },
    )
    expect(refused.status).toBe(412)
    expect(refused.body.detail).toBe(
      'This deck was changed elsewhere since the version you edited.',
    )
    expect(refused.headers.get('etag')).toBe(other.headers.get('etag'))
    const counts = (cards: { stub: string; count: number }[]) =>
      Object.fromEntries(cards.map((card) => [card.stub, card.count]))
    expect(counts(refused.body.deck.cards)).toMatchObject({ 'root-armor': 2, 'steady-gaze': 3 })
    const now = await saved(deck.id)
    expect(counts(now.body.deck.cards)).toMatchObject({ 'root-armor': 2, 'steady-gaze': 3 })
    expect(now.body.deck.modified).toBe(other.body.modified)
    expect(revisionOf(now.headers.get('etag'))).toBe(revisionOf(other.headers.get('etag')))
  })

  it('a save naming the current revision is stored and answers the new one', async () => {
    const deck = await saveDeck(t, owner.token)
    const current = (await saved(deck.id)).headers.get('etag') ?? ''
    const ok = await put({ ...MIST_GUARDIAN, id: deck.id, title: 'Fresh' }, { 'if-match': current })
    expect(ok.status).toBe(200)
    expect(ok.body.title).toBe('Fresh')
    expect(ok.headers.get('etag')).toMatch(/^"[^"]+"$/)
    expect(ok.headers.get('etag')).not.toBe(current)
    expect(revisionOf((await saved(deck.id)).headers.get('etag'))).toBe(
      revisionOf(ok.headers.get('etag')),
    )
  })

  it('the revision check also holds on the slow path (a change of kind)', async () => {
    const deck = await saveDeck(t, owner.token)
    const stale = (await saved(deck.id)).headers.get('etag') ?? ''
    expect((await put({ ...MIST_GUARDIAN, id: deck.id, title: 'Other' })).status).toBe(200)
    const refused = await put(
      { ...MIST_GUARDIAN, id: deck.id, is_red_rains: true },
      { 'if-match': stale },
    )
    expect(refused.status).toBe(412)
    expect(refused.body.deck).toMatchObject({ title: 'Other', is_red_rains: false })
  })

  it('a save without If-Match, or with If-Match: *, is stored as before', async () => {
    const deck = await saveDeck(t, owner.token)
    expect((await put({ ...MIST_GUARDIAN, id: deck.id, title: 'One' })).status).toBe(200)
    const any = await put({ ...MIST_GUARDIAN, id: deck.id, title: 'Two' }, { 'if-match': '*' })
    expect(any.status).toBe(200)
    expect((await saved(deck.id)).body.deck.title).toBe('Two')
  })

  it('an If-Match naming no revision of this deck is refused', async () => {
    const deck = await saveDeck(t, owner.token)
    const other = await saveDeck(t, owner.token)
    const foreign = (await saved(other.id)).headers.get('etag') ?? ''
    for (const tag of [foreign, 'W/"1"', '"nonsense"']) {
      const refused = await put({ ...MIST_GUARDIAN, id: deck.id }, { 'if-match': tag })
      expect(refused.status, tag).toBe(412)
    }
  })

  it('another player is refused as before, whatever If-Match says', async () => {
    const deck = await saveDeck(t, owner.token)
    const stranger = await createPlayer(t)
    const refused = await t.request('PUT', '/v2/decks', {
      token: stranger.token,
      body: { ...MIST_GUARDIAN, id: deck.id },
      headers: { 'if-match': '"stale"' },
    })
    expect(refused.status).toBe(403)
    expect(refused.body.deck).toBeUndefined()
  })

  it('of two racing saves with the same If-Match through two servers, exactly one is stored', async () => {
    const second = await startTestApp({ sameDatabaseAs: t })
    try {
      for (let round = 0; round < 5; round += 1) {
        const deck = await saveDeck(t, owner.token)
        const tag = (await saved(deck.id)).headers.get('etag') ?? ''
        const send = (app: TestApp, title: string) =>
          app.request('PUT', '/v2/decks', {
            token: owner.token,
            body: { ...MIST_GUARDIAN, id: deck.id, title },
            headers: { 'if-match': tag },
          })
        const results = await Promise.all([send(t, 'A'), send(second, 'B')])
        expect(results.map((r) => r.status).sort()).toEqual([200, 412])
        const winner = results.find((r) => r.status === 200)
        const loser = results.find((r) => r.status === 412)
        expect(loser?.body.deck.title).toBe(winner?.body.title)
        expect((await saved(deck.id)).body.deck.title).toBe(winner?.body.title)
      }
    } finally {
      await second.close()
    }
  })
})

describe('revisions across origins', () => {
  it("the site's pages may send If-Match and read ETag from another origin's API (CORS)", async () => {
    const origin = new URL(t.config.publicUrl).origin
    const preflight = await t.request('OPTIONS', '/v2/decks', {
      headers: {
        origin,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type,if-match',
      },
    })
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'if-match',
    )
    const deck = await saveDeck(t, owner.token)
    const page = await t.get(`/v2/decks/${deck.id}?show_saved=true`, {
      token: owner.token,
      headers: { origin },
    })
    expect(page.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('etag')
  })
})
