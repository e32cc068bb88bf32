import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { readData } from './support/card-data.ts'
import { createPlayer } from './support/players.ts'

type ReleaseRecord = { stub: string; is_legacy: boolean; order: number }
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cardData: true })
})
afterAll(() => t.close())

describe('GET /v2/releases', () => {
  it('lists current releases in publication order without is_mine for visitors', async () => {
    const expected = readData<ReleaseRecord>('releases.json')
      .filter((r) => !r.is_legacy)
      .sort((a, b) => a.order - b.order)
      .map((r) => r.stub)
    const { body } = await t.get('/v2/releases')
    expect(body.map((r: { stub: string }) => r.stub)).toEqual(expected)
    expect(body[0]).toEqual({ name: 'Master Set', stub: 'master-set', is_legacy: false })
  })

  it('show_legacy lists the legacy releases', async () => {
    const { body } = await t.get('/v2/releases?show_legacy=true')
    expect(body.every((r: { is_legacy: boolean }) => r.is_legacy)).toBe(true)
    expect(body[0].stub).toBe('core-set')
  })
})

describe('PUT /v2/releases/mine', () => {
  it('replaces the collection with the public current releases named, ignoring others', async () => {
    const player = await createPlayer(t)
    const { status, body } = await t.request('PUT', '/v2/releases/mine', {
      token: player.token,
      body: ['master-set', 'core-set', 'no-such-release'],
    })
    expect(status).toBe(200)
    const mine = body
      .filter((r: { is_mine: boolean }) => r.is_mine)
      .map((r: { stub: string }) => r.stub)
    expect(mine).toEqual(['master-set'])
    expect(body.every((r: { is_mine?: boolean }) => typeof r.is_mine === 'boolean')).toBe(true)
    const listed = await t.get('/v2/releases', { token: player.token })
    expect(listed.body.find((r: { stub: string }) => r.stub === 'master-set').is_mine).toBe(true)
    await t.request('PUT', '/v2/releases/mine', { token: player.token, body: [] })
    const cleared = await t.get('/v2/releases', { token: player.token })
    expect(cleared.body.some((r: { is_mine: boolean }) => r.is_mine)).toBe(false)
  })

  it('needs a login and a list', async () => {
    expect((await t.request('PUT', '/v2/releases/mine', { body: [] })).status).toBe(401)
    const player = await createPlayer(t)
    const missing = await t.request('PUT', '/v2/releases/mine', {
      token: player.token,
      body: 'null',
    })
    expect(missing.status).toBe(422)
    const wrong = await t.request('PUT', '/v2/releases/mine', {
      token: player.token,
      body: { stubs: [] },
    })
    expect(wrong.body.detail[0]).toMatchObject({ type: 'list_type', loc: ['body'] })
  })
})

describe('PATCH /v2/releases/{stub}', () => {
  it('hides and shows a release and its cards; only admins; 404 for unknown releases', async () => {
    const admin = await createPlayer(t, { admin: true })
    const player = await createPlayer(t)
    const hide = { token: admin.token, body: { is_public: false } }
    expect(
      (await t.request('PATCH', '/v2/releases/the-song-of-soaksend', hide)).body.is_public,
    ).toBe(false)
    expect((await t.get('/v2/cards?r=the-song-of-soaksend')).body.count).toBe(0)
    const show = { token: admin.token, body: { is_public: true } }
    await t.request('PATCH', '/v2/releases/the-song-of-soaksend', show)
    expect((await t.get('/v2/cards?r=the-song-of-soaksend')).body.count).toBeGreaterThan(0)
    expect(
      (await t.request('PATCH', '/v2/releases/master-set', { ...show, token: player.token }))
        .status,
    ).toBe(403)
    expect(await t.request('PATCH', '/v2/releases/nope', show)).toMatchObject({
      status: 404,
      body: { detail: 'Release not found.' },
    })
  })
})
