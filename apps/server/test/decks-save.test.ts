import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let owner: TestPlayer
let other: TestPlayer
const put = (body: unknown, token = owner.token) => t.request('PUT', '/v2/decks', { token, body })
/** Statements the app sent to the database. */
const statements: string[] = []

beforeAll(async () => {
  t = await startTestApp({ cardData: true, onQuery: (text) => statements.push(text) })
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

  it('an update changing only the title keeps the cards, dice and First Five as they were', async () => {
    const deck = await saveDeck(t, owner.token)
    const rows = () =>
      t.db.query(
        `SELECT (SELECT json_agg(json_build_array(card_id, count) ORDER BY card_id)
                 FROM deck_card WHERE deck_id = $1) AS cards,
                (SELECT json_agg(json_build_array(die_flag, count, position) ORDER BY position)
                 FROM deck_die WHERE deck_id = $1) AS dice,
                (SELECT json_agg(json_build_array(card_id, is_first_five, position) ORDER BY position)
                 FROM deck_selected_card WHERE deck_id = $1) AS selected`,
        [deck.id],
      )
    const before = await rows()
    const { status, body } = await put({ ...MIST_GUARDIAN, id: deck.id, title: 'Renamed' })
    expect(status).toBe(200)
    expect(body).toMatchObject({ title: 'Renamed', cards: deck.cards, dice: deck.dice })
    expect(await rows()).toEqual(before)
  })

  it('an update replacing cards, dice and First Five leaves exactly the new ones', async () => {
    const deck = await saveDeck(t, owner.token)
    const cards = [
      { stub: 'root-armor', count: 1 }, // kept, another count
      { stub: 'steady-gaze', count: 3 }, // kept as it was
      { stub: 'rejuvenate', count: 2 }, // new
    ]
    const dice = [
      { name: 'illusion', count: 4 }, // moved first, another count
      { name: 'charm', count: 6 }, // new; natural goes
    ]
    const first_five = ['steady-gaze', 'rejuvenate']
    const saved = await put({ ...MIST_GUARDIAN, id: deck.id, cards, dice, first_five })
    expect(saved.status).toBe(200)
    const stored = await t.db.query<{ stub: string; count: number }>(
      `SELECT c.stub, dc.count FROM deck_card dc JOIN card c ON c.id = dc.card_id
       WHERE dc.deck_id = $1 ORDER BY c.stub`,
      [deck.id],
    )
    expect(stored).toEqual([...cards].sort((a, b) => a.stub.localeCompare(b.stub)))
    const storedDice = await t.db.query(
      'SELECT die_flag, count, position FROM deck_die WHERE deck_id = $1 ORDER BY position',
      [deck.id],
    )
    expect(storedDice).toEqual([
      { die_flag: 4, count: 4, position: 0 },
      { die_flag: 2, count: 6, position: 1 },
    ])
    const { body } = await t.get(`/v2/decks/${deck.id}?show_saved=true`, { token: owner.token })
    expect(body.deck.dice).toEqual([
      { name: 'illusion', count: 4 },
      { name: 'charm', count: 6 },
    ])
    expect(body.deck.first_five).toEqual(first_five)
    expect(body.deck.cards.map((c: { stub: string; count: number }) => [c.stub, c.count])).toEqual(
      expect.arrayContaining([
        ['root-armor', 1],
        ['steady-gaze', 3],
        ['rejuvenate', 2],
      ]),
    )
    expect(body.deck.cards).toHaveLength(3)
  })

  it('a save changing one thing stores exactly that change', async () => {
    const [first, ...rest] = MIST_GUARDIAN.cards
    const changes: [string, Record<string, unknown>, (deck: any) => unknown, unknown][] = [
      ['one count', { cards: [{ ...first, count: 1 }, ...rest] }, (d) => d.cards[0], { count: 1 }],
      ['a card removed', { cards: rest }, (d) => d.cards.length, 9],
      [
        'the dice reordered',
        { dice: [...MIST_GUARDIAN.dice].reverse() },
        (d) => d.dice,
        [...MIST_GUARDIAN.dice].reverse(),
      ],
      ['a paid effect', { effect_costs: ['root-armor'] }, (d) => d.effect_costs, ['root-armor']],
      [
        'the First Five reordered',
        { first_five: [...MIST_GUARDIAN.first_five].reverse() },
        (d) => d.first_five,
        [...MIST_GUARDIAN.first_five].reverse(),
      ],
    ]
    for (const [change, fields, read, expected] of changes) {
      const deck = await saveDeck(t, owner.token)
      expect((await put({ ...MIST_GUARDIAN, ...fields, id: deck.id })).status, change).toBe(200)
      const { body } = await t.get(`/v2/decks/${deck.id}?show_saved=true`, { token: owner.token })
      expect(read(body.deck), change).toMatchObject(expected as object)
      const again = await put({ ...MIST_GUARDIAN, id: deck.id })
      expect(again.body, change).toMatchObject({ cards: deck.cards, dice: deck.dice })
      expect(again.body.first_five, change).toEqual(MIST_GUARDIAN.first_five)
      expect(again.body.effect_costs, change).toEqual([])
    }
  })

  it('content rows already right are neither rewritten nor locked by a save', async () => {
    const deck = await saveDeck(t, owner.token)
    const versions = () =>
      t.db.query<{ card_id: number; xmin: string; xmax: string }>(
        `SELECT card_id, xmin::text AS xmin, xmax::text AS xmax FROM deck_card
         WHERE deck_id = $1 ORDER BY card_id`,
        [deck.id],
      )
    const before = await versions()
    const [first, ...rest] = MIST_GUARDIAN.cards
    const saved = await put({
      ...MIST_GUARDIAN,
      id: deck.id,
      cards: [{ ...first, count: 2 }, ...rest],
    })
    expect(saved.status).toBe(200)
    const after = await versions()
    const kept = after.filter((row, index) => row.xmin === before[index]?.xmin)
    expect(kept).toHaveLength(before.length - 1)
    // A row locked by the save (as an upsert does with every row it meets) has its xmax set.
    expect(kept.filter((row) => row.xmax !== '0')).toEqual([])
  })

  it('no index of the deck table holds a column an autosave of the same kind writes', async () => {
    // An update that changes an indexed column cannot be heap-only: every autosave would add an
    // entry to each of the table's indexes (migration 0011).
    const indexes = await t.db.query<{ name: string; definition: string }>(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = 'deck'::regclass`,
    )
    expect(indexes.length).toBeGreaterThan(5)
    const written = ['title', 'description', 'modified', 'is_exported']
    for (const { name, definition } of indexes)
      for (const column of written)
        expect(definition, name).not.toMatch(new RegExp(`(?<![\\w"])"?${column}"?(?![\\w"])`))
  })

  it('an autosave of an existing deck is one statement, and leaves no version to read again', async () => {
    const deck = await saveDeck(t, owner.token)
    await put({ ...MIST_GUARDIAN, id: deck.id })
    statements.length = 0
    const titles = ['One', 'Two', 'Three', 'Four', 'Five', 'Six']
    for (const title of titles) {
      const { status, body } = await put({ ...MIST_GUARDIAN, id: deck.id, title })
      expect(status).toBe(200)
      expect(body.title).toBe(title)
    }
    const saves = statements.filter((text) => text.includes('deck_replace('))
    expect(saves).toHaveLength(titles.length)
    // Each save made the next one read the account version again (5 reads). A notification, or
    // the 5-second poll, may still make one; on PostgreSQL other test files' changes announce
    // theirs on the same channels, so the count is only exact on a database of our own.
    const versionReads = statements.filter((text) => /account_state|public_deck_state/.test(text))
    if (t.db.kind === 'pglite') expect(versionReads.length).toBeLessThanOrEqual(1)
    expect(statements.length - saves.length - versionReads.length).toBe(0)
  })

  it('two racing saves of one deck leave one of them whole', async () => {
    const deck = await saveDeck(t, owner.token)
    const a = {
      ...MIST_GUARDIAN,
      id: deck.id,
      title: 'A',
      cards: [{ stub: 'root-armor', count: 3 }],
    }
    const b = {
      ...MIST_GUARDIAN,
      id: deck.id,
      title: 'B',
      cards: [{ stub: 'steady-gaze', count: 2 }],
    }
    const results = await Promise.all([put(a), put(b), put(a), put(b)])
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200])
    const { body } = await t.get(`/v2/decks/${deck.id}?show_saved=true`, { token: owner.token })
    const stubs = body.deck.cards.map((c: { stub: string }) => c.stub)
    expect(body.deck.title === 'A' ? ['root-armor'] : ['steady-gaze']).toEqual(stubs)
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
