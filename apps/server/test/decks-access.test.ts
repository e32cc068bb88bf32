import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

/**
 * Who sees what: every caller class against every deck state. Private saves and private
 * snapshots must never reach anyone but their owner (not even an admin).
 */
type Who = 'anonymous' | 'other' | 'owner' | 'admin'
type State = 'privateSave' | 'privateSnapshot' | 'publicSnapshot' | 'deleted' | 'legacy' | 'precon'
const WHO: Who[] = ['anonymous', 'other', 'owner', 'admin']

let t: TestApp
const tokens: Partial<Record<Who, string>> = {}
const ids = {} as Record<State, number>

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  const players: Record<string, TestPlayer> = {
    owner: await createPlayer(t),
    other: await createPlayer(t),
    admin: await createPlayer(t, { admin: true }),
  }
  for (const [who, player] of Object.entries(players)) tokens[who as Who] = player.token
  const owner = players.owner?.token ?? ''
  ids.privateSave = (await saveDeck(t, owner, { title: 'Private save' })).id
  const withSnapshots = await saveDeck(t, owner, { title: 'Snapshotted' })
  ids.privateSnapshot = await snapshotDeck(t, owner, withSnapshots.id, { is_public: false })
  ids.publicSnapshot = await snapshotDeck(t, owner, withSnapshots.id)
  const doomed = await publishedDeck(t, owner, { title: 'Doomed' })
  await t.request('DELETE', `/v2/decks/${doomed.deck.id}`, { token: owner })
  ids.deleted = doomed.snapshotId
  const precon = async (legacy: boolean) => {
    const [row] = await t.db.query<{ id: number }>(
      'SELECT id FROM deck WHERE is_preconstructed AND is_snapshot AND is_legacy = $1 ORDER BY id LIMIT 1',
      [legacy],
    )
    return row?.id ?? 0
  }
  ids.legacy = await precon(true)
  ids.precon = await precon(false)
})
afterAll(() => t.close())

const get = (path: string, who: Who) => t.get(path, tokens[who] ? { token: tokens[who] } : {})

/** Expected statuses per state, in WHO order. */
const DETAILS: Record<State, number[]> = {
  privateSave: [404, 404, 404, 404],
  privateSnapshot: [403, 403, 200, 403],
  publicSnapshot: [200, 200, 200, 200],
  deleted: [404, 404, 404, 404],
  legacy: [200, 200, 200, 200],
  precon: [200, 200, 200, 200],
}
const SHOW_SAVED: Record<State, number[]> = {
  privateSave: [403, 403, 200, 403],
  privateSnapshot: [403, 403, 200, 403],
  publicSnapshot: [403, 403, 200, 403],
  deleted: [404, 404, 404, 404],
  legacy: [403, 403, 403, 403],
  precon: [403, 403, 403, 403],
}
const CLONE: Record<State, number[]> = {
  privateSave: [401, 404, 200, 404],
  privateSnapshot: [401, 404, 200, 404],
  publicSnapshot: [401, 200, 200, 200],
  deleted: [401, 404, 404, 404],
  legacy: [401, 404, 404, 404],
  precon: [401, 200, 200, 200],
}

describe('deck access matrix', () => {
  for (const state of Object.keys(DETAILS) as State[]) {
    it(`GET /v2/decks/{id} of a ${state}: only the owner sees private rows`, async () => {
      const statuses = await Promise.all(
        WHO.map(async (who) => (await get(`/v2/decks/${ids[state]}`, who)).status),
      )
      expect(statuses).toEqual(DETAILS[state])
    })

    it(`GET /v2/decks/{id}?show_saved=true of a ${state}: owner only`, async () => {
      const statuses = await Promise.all(
        WHO.map(async (who) => (await get(`/v2/decks/${ids[state]}?show_saved=true`, who)).status),
      )
      expect(statuses).toEqual(SHOW_SAVED[state])
    })

    it(`GET /v2/decks/{id}/clone of a ${state}: public snapshots or the owner’s own`, async () => {
      const statuses: number[] = []
      for (const who of WHO) statuses.push((await get(`/v2/decks/${ids[state]}/clone`, who)).status)
      expect(statuses).toEqual(CLONE[state])
    })
  }

  it('share UUIDs of private rows reach the owner only; public rows show theirs to all', async () => {
    const ownerView = await get(`/v2/decks/${ids.privateSnapshot}`, 'owner')
    expect(ownerView.body.deck.direct_share_uuid).toBeTruthy()
    for (const who of WHO) {
      const pub = await get(`/v2/decks/${ids.publicSnapshot}`, who)
      expect(pub.body.deck.direct_share_uuid).toBeTruthy()
    }
  })

  it('the public listing shows no private save, private snapshot or deleted row to anyone', async () => {
    const hidden = [ids.privateSave, ids.privateSnapshot, ids.deleted]
    for (const who of WHO) {
      const listing = await get('/v2/decks?limit=100', who)
      const listed = listing.body.results.map((d: { id: number }) => d.id)
      expect(listed).toContain(ids.publicSnapshot)
      for (const id of hidden) expect(listed).not.toContain(id)
    }
  })

  it('the owner’s private history lists the private snapshot; nobody else’s does', async () => {
    const [row] = await t.db.query<{ source_id: number }>(
      'SELECT source_id FROM deck WHERE id = $1',
      [ids.privateSnapshot],
    )
    const path = `/v2/decks/${row?.source_id}/snapshots`
    for (const who of WHO) {
      const listed = (await get(path, who)).body.results.map((d: { id: number }) => d.id)
      expect(listed.includes(ids.privateSnapshot)).toBe(who === 'owner')
      expect(listed).toContain(ids.publicSnapshot)
    }
  })

  it('admins moderate public snapshots only: of a private row they get what a stranger gets', async () => {
    for (const id of [ids.privateSnapshot, ids.privateSave]) {
      for (const who of ['other', 'admin'] as Who[]) {
        const renamed = await t.request('PATCH', `/v2/decks/snapshots/${id}`, {
          token: tokens[who],
          body: { title: 'Renamed', moderation_notes: 'Checked' },
        })
        expect(renamed.status, `${who} ${id}`).toBe(403)
        expect(renamed.body).toEqual({ detail: 'You cannot edit a snapshot you do not own.' })
      }
    }
    const [row] = await t.db.query('SELECT title, is_moderated FROM deck WHERE id = $1', [
      ids.privateSnapshot,
    ])
    expect(row).toEqual({ title: 'Snapshotted', is_moderated: false })
  })

  it('legacy and preconstructed decks cannot be saved over, snapshotted or deleted by anyone', async () => {
    for (const who of ['other', 'owner', 'admin'] as Who[]) {
      const token = tokens[who]
      for (const id of [ids.legacy, ids.precon]) {
        expect((await t.request('DELETE', `/v2/decks/${id}`, { token })).status).toBe(403)
        expect((await t.request('POST', `/v2/decks/${id}/snapshot`, { token })).status).toBe(403)
      }
    }
  })
})
