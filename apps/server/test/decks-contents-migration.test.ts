// Migration 0025 moves every deck's contents from the content tables into the deck's row: a deck
// stored before it reads the same after it, and the listings' filter columns hold for every deck.
// Until the post-deploy step (0026) drops the content rows, servers of the release before (which
// read and write the rows) and of this one (the row's columns) run side by side in a rolling
// deploy: each reads what the other wrote.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deckTexts } from '@ashes/api'
import { applyMigrations, type Db } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadDeck } from '../src/modules/decks/deck-rows.ts'
import { insertDeck, insertSourceDeck, replaceSourceDeck } from '../src/modules/decks/deck-write.ts'
import { createTestDb, type TestDb } from './support/database.ts'

const MIGRATIONS = join(import.meta.dirname, '../src/db/migrations')
const BEFORE = '0025_deck_contents_in_row.sql'
/** The last migration of the release that brought 0025: later releases' migrations wait. */
const RELEASE_END = '0026_deck_content_rows_dropped.sql'

let test: TestDb
let db: Db
let earlier: string
let release: string
beforeAll(async () => {
  earlier = mkdtempSync(join(tmpdir(), 'migrations-'))
  release = mkdtempSync(join(tmpdir(), 'migrations-'))
  for (const file of readdirSync(MIGRATIONS)) {
    if (file < BEFORE) cpSync(join(MIGRATIONS, file), join(earlier, file))
    if (file <= RELEASE_END) cpSync(join(MIGRATIONS, file), join(release, file))
  }
  test = await createTestDb({ migrated: false })
  db = test.db
  await applyMigrations(db, earlier)
})

/**
 * Today's saves name the webhook function of a later release (0029, with the deck's revision);
 * the release this file tests had the six-argument one only, which this stands in for.
 */
const todaysWebhookCall = `CREATE FUNCTION webhook_deck_event(text, integer, integer, integer,
  boolean, boolean, integer) RETURNS integer LANGUAGE sql
  AS 'SELECT webhook_deck_event($1, $2, $3, $4, $5, $6)'`
afterAll(async () => {
  await test.dispose()
  rmSync(earlier, { recursive: true, force: true })
  rmSync(release, { recursive: true, force: true })
})

describe('migration 0025: deck contents in the deck row', () => {
  it('keeps what every deck holds, in order, and sets the filter columns of saved decks too', async () => {
    await db.exec(`
      INSERT INTO release (id, name, stub) VALUES (1, 'Master Set', 'master-set');
      INSERT INTO card (id, name, stub, release_id, card_type, json) VALUES
        (11, 'A', 'a', 1, 'Ready Spell', '{}'), (12, 'B', 'b', 1, 'Ally', '{}'),
        (13, 'C', 'c', 1, 'Action Spell', '{}');
      INSERT INTO player (id, email, badge, username, password_hash)
        VALUES (1, 'p@example.com', 'p1', 'P', 'x');
      INSERT INTO deck (id, player_id, title) VALUES (1, 1, 'Saved'), (3, 1, 'Empty');
      INSERT INTO deck (id, player_id, title, is_snapshot, source_id) VALUES (2, 1, 'Snapshot', true, 1);
      INSERT INTO deck_card (deck_id, card_id, count) VALUES (1, 13, 1), (1, 11, 3), (2, 12, 2);
      INSERT INTO deck_die (deck_id, die_flag, count, position) VALUES (1, 2, 6, 1), (1, 16, 4, 0);
      INSERT INTO deck_selected_card (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect,
        position) VALUES (1, 13, 0, true, false, 1), (1, 11, 0, true, true, 0), (1, 12, 13, false, false, 2);
      SELECT setval('deck_id_seq', 100);
    `)
    const revisions = await db.query('SELECT id, revision FROM deck ORDER BY id')

    // A server's start on PostgreSQL: the post-deploy step (0026) waits for the deploy's end.
    await applyMigrations(db, release, { postDeploy: false })
    await db.exec(todaysWebhookCall)

    expect(await loadDeck(db, 1)).toMatchObject({
      cards: [
        { card_id: 11, count: 3 },
        { card_id: 13, count: 1 },
      ],
      dice: [
        { die_flag: 16, count: 4 },
        { die_flag: 2, count: 6 },
      ],
      selected: [
        { card_id: 11, tutor_card_id: 0, is_first_five: true, is_paid_effect: true },
        { card_id: 13, tutor_card_id: 0, is_first_five: true, is_paid_effect: false },
        { card_id: 12, tutor_card_id: 13, is_first_five: false, is_paid_effect: false },
      ],
    })
    expect(await loadDeck(db, 2)).toMatchObject({
      cards: [{ card_id: 12, count: 2 }],
      dice: [],
      selected: [],
    })
    expect(await loadDeck(db, 3)).toMatchObject({ cards: [], dice: [], selected: [] })
    expect(
      await db.query('SELECT id, card_ids, dice_flags, revision FROM deck ORDER BY id'),
    ).toEqual([
      { id: 1, card_ids: [11, 13], dice_flags: 18, revision: revisions[0]?.revision },
      { id: 2, card_ids: [12], dice_flags: 0, revision: revisions[1]?.revision },
      { id: 3, card_ids: [], dice_flags: 0, revision: revisions[2]?.revision },
    ])
  })
})

/** Contents as the release before wrote them in one record (its `deckRecord`). */
const OLD_RECORD = JSON.stringify({
  cards: [
    { card_id: 12, count: 2 },
    { card_id: 11, count: 1 },
  ],
  dice: [{ die_flag: 4, count: 10, position: 0 }],
  selected: [
    { card_id: 12, tutor_card_id: 0, is_first_five: true, is_paid_effect: false, position: 0 },
  ],
})

/** The content rows of a deck, read as the release before read them. */
const rowsOf = async (id: number) => {
  const read = (sql: string) => db.query(`${sql} WHERE deck_id = $1 ORDER BY 1`, [id])
  return {
    cards: await read('SELECT card_id, count FROM deck_card'),
    dice: await read('SELECT position, die_flag, count FROM deck_die'),
    selected: await read(
      'SELECT position, card_id, tutor_card_id, is_first_five, is_paid_effect FROM deck_selected_card',
    ),
  }
}

const FIELDS = {
  title: 'New',
  ...deckTexts({}),
  phoenixborn_id: null,
  is_red_rains: false,
  is_unrestricted: false,
}

describe('a rolling deploy over migration 0025', () => {
  it('a deck the release before saves, with its content rows, reads whole in this release', async () => {
    // Its save of a new deck: the deck and its rows in one statement.
    const [saved] = await db.query<{ id: number }>(
      `WITH saved AS (INSERT INTO deck (player_id, title) VALUES (1, 'Old') RETURNING id),
       cards_in AS (INSERT INTO deck_card (deck_id, card_id, count)
         SELECT (SELECT id FROM saved), c.card_id, c.count
         FROM jsonb_to_recordset($1::jsonb -> 'cards') AS c(card_id int, count int)),
       dice_in AS (INSERT INTO deck_die (deck_id, die_flag, count, position)
         SELECT (SELECT id FROM saved), x.die_flag, x.count, x.position
         FROM jsonb_to_recordset($1::jsonb -> 'dice') AS x(die_flag int, count int, position int)),
       selected_in AS (INSERT INTO deck_selected_card
           (deck_id, card_id, tutor_card_id, is_first_five, is_paid_effect, position)
         SELECT (SELECT id FROM saved), s.card_id, s.tutor_card_id, s.is_first_five,
           s.is_paid_effect, s.position
         FROM jsonb_to_recordset($1::jsonb -> 'selected') AS s(card_id int, tutor_card_id int,
           is_first_five boolean, is_paid_effect boolean, position int))
       SELECT id FROM saved`,
      [OLD_RECORD],
    )
    const id = saved?.id ?? 0
    expect(await loadDeck(db, id)).toMatchObject({
      cards: [
        { card_id: 11, count: 1 },
        { card_id: 12, count: 2 },
      ],
      dice: [{ die_flag: 4, count: 10 }],
      selected: [{ card_id: 12, tutor_card_id: 0, is_first_five: true, is_paid_effect: false }],
    })
    const [columns] = await db.query('SELECT card_ids, dice_flags FROM deck WHERE id = $1', [id])
    expect(columns).toEqual({ card_ids: [11, 12], dice_flags: 4 })

    // Its autosave: the row updated, and deck_replace writing the rows that differ.
    await db.query(
      `WITH saved AS (UPDATE deck d SET title = 'Old, saved again', revision = d.revision + 1
         WHERE d.id = $1 RETURNING deck_replace(d.id, $2::jsonb))
       SELECT 1 FROM saved`,
      [
        id,
        JSON.stringify({
          cards: [{ card_id: 13, count: 3 }],
          dice: [
            { die_flag: 2, count: 5, position: 0 },
            { die_flag: 4, count: 5, position: 1 },
          ],
          selected: [],
        }),
      ],
    )
    expect(await loadDeck(db, id)).toMatchObject({
      title: 'Old, saved again',
      cards: [{ card_id: 13, count: 3 }],
      dice: [
        { die_flag: 2, count: 5 },
        { die_flag: 4, count: 5 },
      ],
      selected: [],
    })
    const [after] = await db.query('SELECT card_ids, dice_flags FROM deck WHERE id = $1', [id])
    expect(after).toEqual({ card_ids: [13], dice_flags: 6 })

    // Its snapshot: the rows copied from the source deck's.
    const snapshot = await insertDeck(
      db,
      { ...FIELDS, player_id: 1, is_snapshot: true, source_id: id },
      {
        cards: [],
        dice: [],
        selected: [],
      },
    )
    await db.query(
      'INSERT INTO deck_card (deck_id, card_id, count) SELECT $2, card_id, count FROM deck_card WHERE deck_id = $1',
      [id, snapshot],
    )
    expect((await loadDeck(db, snapshot))?.cards).toEqual([{ card_id: 13, count: 3 }])
  })

  it('a deck this release saves has the content rows the release before reads', async () => {
    const contents = {
      cards: [
        { card_id: 13, count: 2 },
        { card_id: 11, count: 3 },
      ],
      dice: [
        { die_flag: 16, count: 6 },
        { die_flag: 2, count: 4 },
      ],
      selected: [
        { card_id: 13, tutor_card_id: 0, is_first_five: true, is_paid_effect: true },
        { card_id: 11, tutor_card_id: 12, is_first_five: false, is_paid_effect: false },
      ],
    }
    const saved = await insertSourceDeck(db, 1, FIELDS, contents)
    const id = saved?.id ?? 0
    expect(await rowsOf(id)).toEqual({
      cards: [
        { card_id: 11, count: 3 },
        { card_id: 13, count: 2 },
      ],
      dice: [
        { die_flag: 16, count: 6, position: 0 },
        { die_flag: 2, count: 4, position: 1 },
      ],
      selected: [
        { card_id: 13, tutor_card_id: 0, is_first_five: true, is_paid_effect: true, position: 0 },
        {
          card_id: 11,
          tutor_card_id: 12,
          is_first_five: false,
          is_paid_effect: false,
          position: 1,
        },
      ],
    })

    // An autosave changing only a count: the rows follow, the dice and selected cards kept.
    const before = await rowsOf(id)
    const again = await replaceSourceDeck(db, {
      id,
      ownerId: 1,
      fields: FIELDS,
      contents: { ...contents, cards: [{ card_id: 11, count: 1 }] },
      resetExported: false,
      anyKind: false,
      revisions: null,
    })
    expect(again?.revision).toBe((saved?.revision ?? 0) + 1)
    expect(await rowsOf(id)).toEqual({ ...before, cards: [{ card_id: 11, count: 1 }] })
    // ...and the columns are the save's, not written back from the rows: the deck row is
    // updated once (counted within the transaction).
    const updates = await db.transaction(async (tx) => {
      const counted = async () =>
        (
          await tx.query<{ n: number }>(
            "SELECT pg_stat_get_xact_tuples_updated('deck'::regclass)::int AS n",
          )
        )[0]?.n ?? 0
      const before = await counted()
      await replaceSourceDeck(tx, {
        id,
        ownerId: 1,
        fields: FIELDS,
        contents: { ...contents, cards: [{ card_id: 11, count: 2 }], dice: [] },
        resetExported: false,
        anyKind: false,
        revisions: null,
      })
      return (await counted()) - before
    })
    expect(updates).toBe(1)
    expect(await loadDeck(db, id)).toMatchObject({ cards: [{ card_id: 11, count: 2 }], dice: [] })
    expect((await rowsOf(id)).dice).toEqual([])
  })
})

describe('the post-deploy step of migration 0025 (0026)', () => {
  it('drops the content rows once the deploy is done, and every deck reads as before', async () => {
    const ids = (await db.query<{ id: number }>('SELECT id FROM deck ORDER BY id')).map(
      (row) => row.id,
    )
    const before = await Promise.all(ids.map((id) => loadDeck(db, id)))
    expect(await applyMigrations(db, release, { postDeploy: true })).toEqual([RELEASE_END])
    expect(await Promise.all(ids.map((id) => loadDeck(db, id)))).toEqual(before)
    // Looked up on the database's search path: its own schema on PostgreSQL.
    const [tables] = await db.query(
      `SELECT to_regclass('deck_card') AS cards, to_regclass('deck_die') AS dice,
         to_regclass('deck_selected_card') AS selected`,
    )
    expect(tables).toEqual({ cards: null, dice: null, selected: null })
    // A save writes the deck row alone now.
    const saved = await insertSourceDeck(db, 1, FIELDS, {
      cards: [{ card_id: 12, count: 3 }],
      dice: [],
      selected: [],
    })
    expect((await loadDeck(db, saved?.id ?? 0))?.cards).toEqual([{ card_id: 12, count: 3 }])
  })
})
