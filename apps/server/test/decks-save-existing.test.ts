import { DIE_FLAGS } from '@ashes/game'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, STORED_CARDS, saveDeck } from './support/decks.ts'
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
        'SELECT cards_text, dice_text, selected_text, card_ids, dice_flags FROM deck WHERE id = $1',
        [deck.id],
      )
    const before = await rows()
    expect(before[0]).toMatchObject({
      cards_text: expect.any(String),
      dice_flags: DIE_FLAGS.natural | DIE_FLAGS.illusion,
    })
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
      `SELECT c.stub, stored.count FROM deck d, ${STORED_CARDS} JOIN card c ON c.id = stored.card_id
       WHERE d.id = $1 ORDER BY c.stub`,
      [deck.id],
    )
    expect(stored).toEqual([...cards].sort((a, b) => a.stub.localeCompare(b.stub)))
    const [columns] = await t.db.query<{ dice_text: string; dice_flags: number; ids: string[] }>(
      `SELECT d.dice_text, d.dice_flags,
         ARRAY(SELECT c.stub FROM unnest(d.card_ids) AS x(id) JOIN card c ON c.id = x.id ORDER BY c.stub) AS ids
       FROM deck d WHERE d.id = $1`,
      [deck.id],
    )
    // The filters' columns follow the contents: card ids for the card filter, dice as bits.
    expect(columns).toEqual({
      dice_text: `${DIE_FLAGS.illusion}:4,${DIE_FLAGS.charm}:6`,
      dice_flags: DIE_FLAGS.illusion | DIE_FLAGS.charm,
      ids: ['rejuvenate', 'root-armor', 'steady-gaze'],
    })
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

  it('no index of the deck table holds a column an autosave of the same kind writes', async () => {
    // An update that changes an indexed column cannot be heap-only: every autosave would add an
    // entry to each of the table's indexes (migration 0011).
    const indexes = await t.db.query<{ name: string; definition: string }>(
      `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
       WHERE i.indrelid = 'deck'::regclass`,
    )
    expect(indexes.length).toBeGreaterThan(5)
    // A deck's contents are columns of its row (migration 0025): only its card ids are indexed,
    // and they change only when a card is added or removed.
    const written = [
      'title',
      'description',
      'modified',
      'is_exported',
      'revision',
      'cards_text',
      'dice_text',
      'selected_text',
      'dice_flags',
    ]
    // The title search's index (0030) holds the title: a save keeps a heap-only update while the
    // title is unchanged, as the builder's autosaves are but for a rename.
    const titleSearch = 'deck_latest_public_title_idx'
    for (const { name, definition } of indexes)
      for (const column of written.filter((c) => name !== titleSearch || c !== 'title'))
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
    const saves = statements.filter((text) => /^WITH saved AS \(\s+UPDATE deck d SET/.test(text))
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
