import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let owner: TestPlayer
let other: TestPlayer
let admin: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
  other = await createPlayer(t)
  admin = await createPlayer(t, { admin: true })
})
afterAll(() => t.close())

const snapshot = (id: number, body: unknown, token = owner.token) =>
  t.request('POST', `/v2/decks/${id}/snapshot`, { token, body })

describe('POST /v2/decks/{id}/snapshot', () => {
  it('publishes only complete decks: 30 cards and 10 dice', async () => {
    const deck = await saveDeck(t, owner.token, { dice: [{ name: 'natural', count: 9 }] })
    const { status, body } = await snapshot(deck.id, { is_public: true })
    expect(status).toBe(400)
    expect(body.detail).toBe(
      'You must have exactly 30 cards and 10 dice in your deck to publish it.',
    )
    expect((await snapshot(deck.id, { is_public: false })).status).toBe(201)
  })

  it('publishes unrestricted decks of up to 100 cards', async () => {
    const deck = await saveDeck(t, owner.token, {
      is_unrestricted: true,
      cards: [{ stub: 'root-armor', count: 12 }],
    })
    expect((await snapshot(deck.id, { is_public: true })).status).toBe(201)
  })

  it('leaves out First Five data from public snapshots unless asked, keeps it for private ones', async () => {
    const deck = await saveDeck(t, owner.token)
    const pub = await snapshotDeck(t, owner.token, deck.id)
    const withFive = await snapshotDeck(t, owner.token, deck.id, {
      is_public: true,
      include_first_five: true,
    })
    const priv = await snapshotDeck(t, owner.token, deck.id, { is_public: false, description: '' })
    const get = async (id: number) =>
      (await t.get(`/v2/decks/${id}`, { token: owner.token })).body.deck
    expect((await get(pub)).first_five).toEqual([])
    expect((await get(withFive)).first_five).toEqual(MIST_GUARDIAN.first_five)
    const privDeck = await get(priv)
    expect(privDeck).toMatchObject({
      first_five: MIST_GUARDIAN.first_five,
      description: null,
      source_id: deck.id,
    })
  })

  it("keeps the First Five and its paid effects on the deck's public page when asked to", async () => {
    // What the builder's publish dialog sends when its 'Include my First Five' is ticked (issue 50
    // item 3): a visitor opening the deck's page (its source id) reads the public snapshot.
    const deck = await saveDeck(t, owner.token, { effect_costs: ['summon-mist-spirit'] })
    await snapshotDeck(t, owner.token, deck.id, { is_public: true, include_first_five: true })
    const shown = (await t.get(`/v2/decks/${deck.id}`)).body.deck
    expect(shown).toMatchObject({
      is_public: true,
      first_five: MIST_GUARDIAN.first_five,
      effect_costs: ['summon-mist-spirit'],
    })
  })

  it('subscribes the author to the source deck and records one stream row per deck', async () => {
    const { deck, snapshotId } = await publishedDeck(t, owner.token)
    const second = await snapshotDeck(t, owner.token, deck.id)
    const stream = await t.db.query<{ entity_id: number }>(
      `SELECT entity_id FROM stream WHERE entity_type = 'deck' AND source_entity_id = $1`,
      [deck.entity_id],
    )
    const [secondRow] = await t.db.query<{ entity_id: number }>(
      'SELECT entity_id FROM deck WHERE id = $1',
      [second],
    )
    expect(stream).toEqual([{ entity_id: secondRow?.entity_id }])
    const details = await t.get(`/v2/decks/${deck.id}`, { token: owner.token })
    expect(details.body.last_seen_entity_id).toBe(secondRow?.entity_id)
    expect(details.body.deck.id).toBe(second)
    expect(snapshotId).not.toBe(second)
  })

  it('lets only admins link a preconstructed release', async () => {
    const deck = await saveDeck(t, owner.token)
    const refused = await snapshot(deck.id, {
      is_public: true,
      preconstructed_release: 'master-set',
    })
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: 'Only site admins may publish preconstructed decks.' },
    })
    const adminDeck = await saveDeck(t, admin.token)
    const taken = await snapshot(
      adminDeck.id,
      { is_public: true, preconstructed_release: 'master-set' },
      admin.token,
    )
    expect(taken.body.detail).toBe('No such release, or release already has a preconstructed deck.')
  })
})

describe('GET /v2/decks/{id}', () => {
  it('shows a source deck as its latest public snapshot; the owner’s save needs show_saved', async () => {
    const deck = await saveDeck(t, owner.token)
    expect((await t.get(`/v2/decks/${deck.id}`, { token: owner.token })).status).toBe(404)
    const saved = await t.get(`/v2/decks/${deck.id}?show_saved=true`, { token: owner.token })
    expect(saved.body).toMatchObject({
      deck: { id: deck.id, is_saved: true },
      has_published_snapshot: false,
    })
    expect(saved.body.deck.comments_entity_id).toBe(deck.entity_id)
    expect(saved.body.deck.direct_share_uuid).toMatch(/^[0-9a-f-]{36}$/)
    const snap = await snapshotDeck(t, owner.token, deck.id)
    const pub = await t.get(`/v2/decks/${deck.id}`)
    expect(pub.body.deck).toMatchObject({
      id: snap,
      comments_entity_id: deck.entity_id,
      is_public: true,
    })
    expect(pub.body).not.toHaveProperty('has_published_snapshot')
    expect(pub.body).not.toHaveProperty('last_seen_entity_id')
    expect(pub.body.releases).toEqual([
      {
        name: 'Master Set',
        stub: 'master-set',
        is_legacy: false,
        preconstructed_deck_id: expect.any(Number),
      },
    ])
  })

  it('full_cards returns whole card documents with counts', async () => {
    const { deck } = await publishedDeck(t, owner.token)
    const { body } = await t.get(`/v2/decks/${deck.id}?full_cards=true`)
    expect(body.deck.cards[0]).toMatchObject({
      count: 3,
      name: 'Massive Growth',
      text: expect.any(String),
    })
  })

  it('answers 422 for a non-integer id and 404 for an id out of range', async () => {
    expect((await t.get('/v2/decks/abc')).status).toBe(422)
    expect((await t.get('/v2/decks/99999999999999')).status).toBe(404)
  })
})

describe('snapshot history and editing', () => {
  it('lists public snapshots for everyone and private ones for the owner', async () => {
    const deck = await saveDeck(t, owner.token)
    const pub = await snapshotDeck(t, owner.token, deck.id)
    const priv = await snapshotDeck(t, owner.token, deck.id, { is_public: false })
    const mine = await t.get(`/v2/decks/${deck.id}/snapshots`, { token: owner.token })
    expect(mine.body.results.map((d: { id: number }) => d.id)).toEqual([priv, pub])
    expect(mine.body.results[0].direct_share_uuid).toBeTruthy()
    const theirs = await t.get(`/v2/decks/${deck.id}/snapshots`, { token: other.token })
    expect(theirs.body.results.map((d: { id: number }) => d.id)).toEqual([pub])
    expect(theirs.body.results[0]).not.toHaveProperty('direct_share_uuid')
    const paged = await t.get(`/v2/decks/${deck.id}/snapshots?limit=1`, { token: owner.token })
    expect(paged.body.next).toContain('offset=1')
    expect((await t.get(`/v2/decks/${pub}/snapshots`)).status).toBe(404)
  })

  it('edits snapshot title and description; admins must give moderation notes', async () => {
    const { snapshotId } = await publishedDeck(t, owner.token)
    const path = `/v2/decks/snapshots/${snapshotId}`
    const edited = await t.request('PATCH', path, {
      token: owner.token,
      body: { title: 'New', description: '' },
    })
    expect(edited.body).toMatchObject({ title: 'New', description: null })
    const stranger = await t.request('PATCH', path, { token: other.token, body: { title: 'x' } })
    expect(stranger).toMatchObject({
      status: 403,
      body: { detail: 'You cannot edit a snapshot you do not own.' },
    })
    const noNotes = await t.request('PATCH', path, { token: admin.token, body: { title: 'x' } })
    expect(noNotes.body.detail).toBe('Moderation notes are required.')
    const notes = await t.request('PATCH', path, {
      token: owner.token,
      body: { moderation_notes: 'x' },
    })
    expect(notes.body.detail).toBe('You do not have permission to moderate snapshots.')
    const moderated = await t.request('PATCH', path, {
      token: admin.token,
      body: { description: 'Clean', moderation_notes: 'Rude words' },
    })
    expect(moderated.body).toMatchObject({ description: 'Clean', direct_share_uuid: null })
    const [row] = await t.db.query(
      'SELECT is_moderated, moderation_notes FROM deck WHERE id = $1',
      [snapshotId],
    )
    expect(row).toEqual({ is_moderated: true, moderation_notes: 'Rude words' })
  })
})

describe('DELETE /v2/decks/{id}', () => {
  it('deleting the latest public snapshot falls back to the previous one everywhere', async () => {
    const { deck, snapshotId: first } = await publishedDeck(t, owner.token, {
      title: 'Fallback deck',
    })
    const second = await snapshotDeck(t, owner.token, deck.id)
    expect((await t.request('DELETE', `/v2/decks/${second}`, { token: owner.token })).status).toBe(
      204,
    )
    expect((await t.get(`/v2/decks/${deck.id}`)).body.deck.id).toBe(first)
    const listed = await t.get(`/v2/decks?player=${owner.badge}&q=fallback`)
    expect(listed.body.results.map((d: { id: number }) => d.id)).toEqual([first])
    const [row] = await t.db.query<{ entity_id: number }>(
      'SELECT entity_id FROM stream WHERE source_entity_id = $1',
      [deck.entity_id],
    )
    const [firstRow] = await t.db.query<{ entity_id: number }>(
      'SELECT entity_id FROM deck WHERE id = $1',
      [first],
    )
    expect(row?.entity_id).toBe(firstRow?.entity_id)
  })

  it('a deleted source deck and its snapshots vanish from listings, details and share links', async () => {
    const { deck, snapshotId } = await publishedDeck(t, owner.token, { title: 'Vanishing deck' })
    const shared = await t.get(`/v2/decks/${snapshotId}`)
    const uuid = shared.body.deck.direct_share_uuid
    expect((await t.get(`/v2/decks/shared/${uuid}`)).status).toBe(200)
    expect((await t.request('DELETE', `/v2/decks/${deck.id}`, { token: owner.token })).status).toBe(
      204,
    )
    expect((await t.get(`/v2/decks?q=vanishing`)).body.count).toBe(0)
    expect((await t.get(`/v2/decks/${snapshotId}`)).status).toBe(404)
    expect(
      (await t.get(`/v2/decks/${deck.id}?show_saved=true`, { token: owner.token })).status,
    ).toBe(404)
    expect((await t.get(`/v2/decks/shared/${uuid}`)).status).toBe(404)
    expect((await t.get('/v2/decks/mine?q=vanishing', { token: owner.token })).body.count).toBe(0)
    expect((await t.request('DELETE', `/v2/decks/${deck.id}`, { token: owner.token })).status).toBe(
      204,
    )
  })

  it('removes a never-snapshotted deck outright and refuses others’ decks', async () => {
    const deck = await saveDeck(t, owner.token)
    const refused = await t.request('DELETE', `/v2/decks/${deck.id}`, { token: other.token })
    expect(refused).toMatchObject({
      status: 403,
      body: { detail: 'You cannot delete a deck you do not own.' },
    })
    await t.request('DELETE', `/v2/decks/${deck.id}`, { token: owner.token })
    expect(await t.db.query('SELECT id FROM deck WHERE id = $1', [deck.id])).toEqual([])
  })
})
