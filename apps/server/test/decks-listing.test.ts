import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let alice: TestPlayer
let bob: TestPlayer
const ids = (body: { results: { id: number }[] }) => body.results.map((deck) => deck.id)
const list = async (query: string, token?: string) =>
  (await t.get(`/v2/decks${query}`, token ? { token } : {})).body

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  alice = await createPlayer(t)
  bob = await createPlayer(t)
})
afterAll(() => t.close())

describe('GET /v2/decks (public listing)', () => {
  it('lists only the latest public snapshot of each source deck, never saves or private snapshots', async () => {
    const { deck, snapshotId: first } = await publishedDeck(t, alice.token, {
      title: 'Zephyr Mist',
    })
    await snapshotDeck(t, alice.token, deck.id, { is_public: false })
    const second = await snapshotDeck(t, alice.token, deck.id, {
      title: 'Zephyr Mist Two',
      is_public: true,
    })
    const body = await list(`?player=${alice.badge}`)
    expect(ids(body)).toEqual([second])
    expect(body.count).toBe(1)
    expect(body.results[0]).not.toHaveProperty('direct_share_uuid')
    expect(body.results[0]).not.toHaveProperty('description')
    expect(first).not.toBe(second)
  })

  it('filters by card once per deck even when it holds several requested cards', async () => {
    const { snapshotId } = await publishedDeck(t, bob.token, { title: 'Card filter deck' })
    const body = await list(
      `?player=${bob.badge}&card=root-armor&card=steady-gaze&card=shifting-mist`,
    )
    expect(ids(body)).toEqual([snapshotId])
    expect(body.count).toBe(1)
    expect((await list(`?player=${bob.badge}&card=fear`)).count).toBe(0)
  })

  it('filters by title words (stemmed, prefixes allowed), Phoenixborn and player', async () => {
    const { snapshotId } = await publishedDeck(t, bob.token, { title: 'Glacial Wanderers' })
    expect(ids(await list('?q=wanderer'))).toEqual([snapshotId])
    expect(ids(await list('?q=glac%20wand'))).toEqual([snapshotId])
    expect((await list('?q=glacial%20nothing')).count).toBe(0)
    expect((await list(`?q=glacial&phoenixborn=coal-roarkwin`)).count).toBe(0)
    expect(
      ids(await list(`?q=glacial&phoenixborn=aradel-summergaard&player=${bob.badge}`)),
    ).toEqual([snapshotId])
  })

  it('keeps Red Rains, unrestricted and legacy decks in listings of their own', async () => {
    const rr = await publishedDeck(t, bob.token, { title: 'Rainy', is_red_rains: true })
    const free = await saveDeck(t, bob.token, { title: 'Free', is_unrestricted: true })
    const freeSnap = await snapshotDeck(t, bob.token, free.id)
    const standard = ids(await list(`?player=${bob.badge}&limit=100`))
    expect(standard).not.toContain(rr.snapshotId)
    expect(standard).not.toContain(freeSnap)
    expect(ids(await list(`?player=${bob.badge}&show_red_rains=true`))).toEqual([rr.snapshotId])
    expect(ids(await list(`?player=${bob.badge}&show_unrestricted=true`))).toEqual([freeSnap])
    const legacy = await list('?show_legacy=true&limit=100')
    expect(legacy.count).toBeGreaterThan(0)
    expect(legacy.results.every((d: { is_legacy: boolean }) => d.is_legacy)).toBe(true)
  })

  it('show_preconstructed lists only preconstructed decks', async () => {
    const body = await list('?show_preconstructed=true&limit=100')
    expect(body.count).toBeGreaterThan(10)
    expect(body.results.every((d: { is_preconstructed: boolean }) => d.is_preconstructed)).toBe(
      true,
    )
  })

  it('pages with the envelope and next/previous links', async () => {
    const body = await list('?show_preconstructed=true&limit=2&offset=2')
    expect(Object.keys(body)).toEqual(['count', 'next', 'previous', 'results'])
    expect(body.results).toHaveLength(2)
    expect(body.next).toContain('offset=4')
    expect(body.previous).not.toContain('offset')
    expect((await t.get('/v2/decks?limit=0')).status).toBe(422)
    expect((await t.get('/v2/decks?sort=title')).status).toBe(422)
  })

  it('counts follow publishing, retitling and deleting at once', async () => {
    const dave = await createPlayer(t)
    const all = (await list('')).count
    const { snapshotId } = await publishedDeck(t, dave.token, { title: 'Counted Alpha' })
    expect((await list(`?player=${dave.badge}`)).count).toBe(1)
    expect((await list(`?player=${dave.badge}&card=root-armor`)).count).toBe(1)
    expect((await list('?q=counted')).count).toBe(1)
    expect((await list('')).count).toBe(all + 1)
    const renamed = await t.request('PATCH', `/v2/decks/snapshots/${snapshotId}`, {
      token: dave.token,
      body: { title: 'Renamed Beta' },
    })
    expect(renamed.status).toBe(200)
    expect((await list('?q=counted')).count).toBe(0)
    expect((await list('?q=renamed')).count).toBe(1)
    await t.request('DELETE', `/v2/decks/${snapshotId}`, { token: dave.token })
    expect((await list(`?player=${dave.badge}`)).count).toBe(0)
    expect((await list(`?player=${dave.badge}&card=root-armor`)).count).toBe(0)
    expect((await list('')).count).toBe(all)
  })

  it('sort=modified lists the most recently edited snapshot first, and oldest first with asc', async () => {
    const erin = await createPlayer(t)
    const older = await publishedDeck(t, erin.token, { title: 'Edited later' })
    const newer = await publishedDeck(t, erin.token, { title: 'Never edited' })
    const byModified = `?player=${erin.badge}&sort=modified`
    expect(ids(await list(byModified))).toEqual([newer.snapshotId, older.snapshotId])
    const edited = await t.request('PATCH', `/v2/decks/snapshots/${older.snapshotId}`, {
      token: erin.token,
      body: { title: 'Edited now' },
    })
    expect(edited.status).toBe(200)
    expect(ids(await list(byModified))).toEqual([older.snapshotId, newer.snapshotId])
    expect(ids(await list(`${byModified}&order=asc`))).toEqual([newer.snapshotId, older.snapshotId])
    expect(ids(await list(`?player=${erin.badge}`))).toEqual([newer.snapshotId, older.snapshotId])
  })

  it('ignores even an invalid token', async () => {
    expect((await t.get('/v2/decks', { token: 'garbage' })).status).toBe(200)
  })
})

describe('GET /v2/decks/mine', () => {
  it('lists the caller’s saved decks only, by kind, with no snapshots', async () => {
    const carol = await createPlayer(t)
    const a = await saveDeck(t, carol.token, { title: 'One' })
    const b = await saveDeck(t, carol.token, { title: 'Two', is_red_rains: true })
    await snapshotDeck(t, carol.token, a.id)
    await saveDeck(t, bob.token)
    expect(ids(await list('/mine', carol.token))).toEqual([a.id])
    expect(ids(await list('/mine?show_red_rains=true', carol.token))).toEqual([b.id])
    expect(ids(await list('/mine?q=two&show_red_rains=true', carol.token))).toEqual([b.id])
    expect((await t.get('/v2/decks/mine')).status).toBe(401)
  })

  it('sort=modified lists the most recently saved deck first', async () => {
    const frank = await createPlayer(t)
    const first = await saveDeck(t, frank.token, { title: 'Saved again later' })
    const second = await saveDeck(t, frank.token, { title: 'Saved once' })
    expect(ids(await list('/mine?sort=modified', frank.token))).toEqual([second.id, first.id])
    await saveDeck(t, frank.token, { id: first.id, title: 'Saved again now' })
    expect(ids(await list('/mine?sort=modified', frank.token))).toEqual([first.id, second.id])
    expect(ids(await list('/mine?sort=modified&order=asc', frank.token))).toEqual([
      second.id,
      first.id,
    ])
  })
})
