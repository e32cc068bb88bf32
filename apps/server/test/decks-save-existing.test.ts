import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Saving over an existing deck, the builder's autosave: what is stored, and how little it costs.
let t: TestApp
let owner: TestPlayer
const put = (body: unknown, token = owner.token) => t.request('PUT', '/v2/decks', { token, body })
/** Statements the app sent to the database. */
const statements: string[] = []

beforeAll(async () => {
  t = await startTestApp({ cardData: true, onQuery: (text) => statements.push(text) })
  owner = await createPlayer(t)
})
afterAll(() => t.close())

describe('PUT /v2/decks over an existing deck', () => {
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
