import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let owner: TestPlayer
let other: TestPlayer
const put = (body: unknown, token = owner.token) => t.request('PUT', '/v2/decks', { token, body })

beforeAll(async () => {
  t = await startTestApp({ cardData: true })
  owner = await createPlayer(t)
  other = await createPlayer(t)
})
afterAll(() => t.close())

describe('PUT /v2/decks', () => {
  it('creates a private source deck and answers its saved form with cards, pile and First Five', async () => {
    const { status, body } = await put(MIST_GUARDIAN)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      title: 'Mist Guardian',
      description: 'Water and mist.',
      is_public: false,
      is_snapshot: false,
      is_red_rains: false,
      is_unrestricted: false,
      source_id: null,
      is_legacy: null,
      user: { badge: owner.badge },
      phoenixborn: { stub: 'aradel-summergaard', battlefield: 8, life: 16, spellboard: 4 },
      dice: [
        { count: 5, name: 'natural' },
        { count: 5, name: 'illusion' },
      ],
      first_five: MIST_GUARDIAN.first_five,
      effect_costs: [],
      tutor_map: {},
    })
    expect(body.created).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
    const names = body.cards.map((card: { name: string }) => card.name)
    expect(names).toEqual([...names].sort())
    expect(body.cards[0]).toEqual({
      count: 3,
      name: 'Massive Growth',
      stub: 'massive-growth',
      type: expect.any(String),
      phoenixborn: null,
      is_legacy: false,
      release: { name: 'Master Set', stub: 'master-set' },
    })
    const pile = body.conjurations.map((card: { stub: string }) => card.stub)
    expect(pile).toEqual(expect.arrayContaining(['blue-jaguar', 'mist-spirit', 'butterfly-monk']))
    expect(body.conjurations.find((c: { stub: string }) => c.stub === 'mist-spirit').count).toBe(10)
  })

  it('replaces the whole deck on update: omitted fields are cleared', async () => {
    const deck = await saveDeck(t, owner.token)
    const { body } = await put({ id: deck.id, phoenixborn: 'aradel-summergaard', cards: [] })
    expect(body).toMatchObject({ id: deck.id, title: null, description: null, cards: [], dice: [] })
    expect(body.first_five).toEqual([])
  })

  it('caps dice at 10 in submitted order and merges a repeated die', async () => {
    const dice = [
      { name: 'Nature', count: 4 },
      { name: 'sympathy', count: 10 },
      { name: 'natural', count: 4 },
      { name: 'charm', count: 5 },
    ]
    const { body } = await put({ ...MIST_GUARDIAN, dice })
    expect(body.dice).toEqual([
      { count: 8, name: 'natural' },
      { count: 2, name: 'sympathy' },
    ])
  })

  it('refuses an unknown die with 422 invalid dice type.', async () => {
    const { status, body } = await put({ ...MIST_GUARDIAN, dice: [{ name: 'mud', count: 1 }] })
    expect(status).toBe(422)
    expect(body.detail[0]).toMatchObject({
      loc: ['body', 'dice', 0, 'name'],
      msg: 'invalid dice type.',
    })
  })

  it('refuses counts outside 1..3 in a standard deck with 422', async () => {
    const { status, body } = await put({
      ...MIST_GUARDIAN,
      cards: [{ stub: 'root-armor', count: 4 }],
    })
    expect(status).toBe(422)
    expect(body.detail[0]).toMatchObject({
      type: 'less_than_equal',
      loc: ['body', 'cards', 0, 'count'],
    })
    expect(
      (await put({ ...MIST_GUARDIAN, cards: [{ stub: 'root-armor', count: 0 }] })).status,
    ).toBe(422)
  })

  it('requires a Phoenixborn for standard decks (422 missing, 400 for a non-Phoenixborn)', async () => {
    const { status, body } = await put({ cards: [] })
    expect(status).toBe(422)
    expect(body.detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'phoenixborn'] })
    const wrong = await put({ phoenixborn: 'root-armor', cards: [] })
    expect(wrong).toMatchObject({ status: 400, body: { detail: 'Valid Phoenixborn is required.' } })
    const object = await put({ phoenixborn: { stub: 'aradel-summergaard', name: 'x' }, cards: [] })
    expect(object.status).toBe(200)
  })

  it('refuses a Phoenixborn, another Phoenixborn’s card or a conjuration in the card list', async () => {
    const cases: [string, string][] = [
      [
        'coal-roarkwin',
        'Your deck listing includes a Phoenixborn. Please pass the Phoenixborn at the root level of the deck object.',
      ],
      ['fear', 'Your deck includes Fear, but this card requires Jessa Na Ni.'],
      [
        'mist-spirit',
        'Your deck includes the conjuration Mist Spirit, but conjurations should not be included in the list of cards.',
      ],
    ]
    for (const [stub, detail] of cases) {
      const { status, body } = await put({ ...MIST_GUARDIAN, cards: [{ stub, count: 1 }] })
      expect({ status, body }).toEqual({ status: 400, body: { detail } })
    }
  })

  it('refuses more than 3 copies of the Phoenixborn’s unique cards in total', async () => {
    const cards = [
      { stub: 'summon-blue-jaguar', count: 3 },
      { stub: 'rejuvenate', count: 1 },
    ]
    const { status, body } = await put({ ...MIST_GUARDIAN, cards })
    expect(status).toBe(400)
    expect(body.detail).toMatch(/bound to Aradel Summergaard/)
  })

  it('drops unknown stubs silently and lets the last of repeated cards win', async () => {
    const cards = [
      { stub: 'no-such-card', count: 2 },
      { stub: 'root-armor', count: 3 },
      { stub: 'root-armor', count: 1 },
    ]
    const { body } = await put({ ...MIST_GUARDIAN, cards })
    expect(body.cards.map((c: { stub: string; count: number }) => [c.stub, c.count])).toEqual([
      ['root-armor', 1],
    ])
  })

  it('stores effect costs only with a First Five and keeps tutor pairs of deck cards', async () => {
    const { body } = await put({
      ...MIST_GUARDIAN,
      first_five: ['root-armor', 'root-armor', 'steady-gaze'],
      effect_costs: ['steady-gaze', 'mist-typhoon', 'aradel-summergaard'],
      tutor_map: { 'mist-typhoon': 'shifting-mist', 'massive-growth': 'not-a-card' },
    })
    expect(body.first_five).toEqual(['root-armor', 'steady-gaze'])
    expect(body.effect_costs).toEqual(['mist-typhoon', 'aradel-summergaard', 'steady-gaze'])
    expect(body.tutor_map).toEqual({ 'mist-typhoon': 'shifting-mist' })
    const none = await put({ ...MIST_GUARDIAN, first_five: [], effect_costs: ['steady-gaze'] })
    expect(none.body.effect_costs).toEqual([])
  })

  it('refuses to save over another player’s deck, a snapshot, a deleted or a legacy deck', async () => {
    const deck = await saveDeck(t, owner.token)
    expect((await put({ ...MIST_GUARDIAN, id: deck.id }, other.token)).body.detail).toBe(
      'You cannot save a deck you do not own.',
    )
    expect((await put({ ...MIST_GUARDIAN, id: 999999 })).status).toBe(403)
    const snap = await t.request('POST', `/v2/decks/${deck.id}/snapshot`, { token: owner.token })
    const onSnapshot = await put({ ...MIST_GUARDIAN, id: snap.body.snapshot_id })
    expect(onSnapshot.body).toEqual({ detail: 'You cannot save over a snapshot.' })
    await t.db.query('UPDATE deck SET is_legacy = true WHERE id = $1', [deck.id])
    expect((await put({ ...MIST_GUARDIAN, id: deck.id })).body.detail).toBe(
      'Legacy decks cannot be saved.',
    )
    await t.db.query('UPDATE deck SET is_legacy = false, is_deleted = true WHERE id = $1', [
      deck.id,
    ])
    expect((await put({ ...MIST_GUARDIAN, id: deck.id })).body.detail).toBe(
      'This deck has been deleted.',
    )
  })

  it('needs a login', async () => {
    expect((await t.request('PUT', '/v2/decks', { body: MIST_GUARDIAN })).status).toBe(401)
  })

  it('refuses to switch Red Rains or unrestricted once a public snapshot exists', async () => {
    const deck = await saveDeck(t, owner.token)
    expect(
      (await put({ ...MIST_GUARDIAN, id: deck.id, is_red_rains: true })).body.is_red_rains,
    ).toBe(true)
    await put({ ...MIST_GUARDIAN, id: deck.id })
    await t.request('POST', `/v2/decks/${deck.id}/snapshot`, {
      token: owner.token,
      body: { is_public: true },
    })
    const rr = await put({ ...MIST_GUARDIAN, id: deck.id, is_red_rains: true })
    expect(rr.body.detail).toBe(
      'You cannot convert between Red Rains and PvP for decks with a public snapshot.',
    )
    const un = await put({ ...MIST_GUARDIAN, id: deck.id, is_unrestricted: true })
    expect(un.status).toBe(400)
  })
})

describe('unrestricted decks', () => {
  it('save without a Phoenixborn, with any count and any Phoenixborn’s cards', async () => {
    const { status, body } = await put({
      is_unrestricted: true,
      cards: [
        { stub: 'root-armor', count: 7 },
        { stub: 'fear', count: 5 },
        { stub: 'rejuvenate', count: 4 },
        { stub: 'steady-gaze', count: 0 },
      ],
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ is_unrestricted: true, phoenixborn: null })
    expect(body.cards.map((c: { count: number }) => c.count)).toEqual([5, 4, 7])
  })

  it('still refuse conjurations and cannot be Red Rains decks', async () => {
    const conj = await put({ is_unrestricted: true, cards: [{ stub: 'mist-spirit', count: 1 }] })
    expect(conj.status).toBe(400)
    const rr = await put({ is_unrestricted: true, is_red_rains: true, cards: [] })
    expect(rr.body.detail).toBe('Unrestricted decks cannot be Red Rains decks.')
  })
})
