import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importCardData } from '../src/modules/card-data/import.ts'
import { switchOver } from '../src/modules/switch-over/import.ts'
import { rowsWritten } from '../src/modules/switch-over/report.ts'
import { seedSource } from './support/ashes-live-seed.ts'
import { createSourceDb, type SourceDb } from './support/ashes-live-source.ts'
import { CARD_DATA_DIR, createTestDb, type TestDb } from './support/database.ts'

let source: SourceDb
let ours: TestDb
let seeded: Awaited<ReturnType<typeof seedSource>>

beforeAll(async () => {
  ours = await createTestDb({ cardData: true })
  source = await createSourceDb()
  seeded = await seedSource(source.db, ours.db)
})
afterAll(async () => {
  await source?.dispose()
  await ours?.dispose()
})

describe('npm run import:ashes-live', () => {
  it('a dry run reports what it would write and writes nothing', async () => {
    const lines: string[] = []
    const report = await switchOver(source.db, ours.db, {
      dryRun: true,
      progress: (l) => lines.push(l),
    })
    expect(report.deck?.inserted).toBe(14)
    expect(lines).toContain('deck: 14/14 (100%) [####################]')
    expect(await ours.db.query('SELECT id FROM player WHERE NOT is_system')).toEqual([])
  })

  it('keeps ids, entity ids and share UUIDs; a second run changes nothing', async () => {
    const first = await switchOver(source.db, ours.db)
    expect(first.player).toMatchObject({ read: 3, inserted: 3 })
    expect(first.deck).toMatchObject({ read: 14, inserted: 14 })
    expect(first.comment).toMatchObject({ read: 5, inserted: 5 })
    expect(first.subscription).toMatchObject({ read: 3, inserted: 3 })
    const second = await switchOver(source.db, ours.db)
    expect(rowsWritten(second)).toBe(0)
    expect(second.deck).toMatchObject({ read: 14, unchanged: 14 })
    const src = await source.db.query(
      'SELECT id, entity_id, direct_share_uuid::text FROM deck ORDER BY id',
    )
    const got = await ours.db.query(
      'SELECT id, entity_id, direct_share_uuid::text FROM deck WHERE id >= 101 ORDER BY id',
    )
    expect(got).toEqual(src)
  })

  it('gives our cards the entity ids the source gave them, and ours continue after the highest', async () => {
    const [aradel] = await ours.db.query<{ entity_id: number }>(
      `SELECT entity_id FROM card WHERE stub = 'aradel-summergaard' AND NOT is_legacy`,
    )
    expect(aradel?.entity_id).toBe(seeded.aradelEntity)
    // The card the source lacks had the entity id the source gave a deck: it has a new one.
    const [leftOut] = await ours.db.query<{ entity_id: number }>(
      'SELECT entity_id FROM card WHERE stub = $1 AND NOT is_legacy',
      [seeded.leftOut],
    )
    const [max] = await source.db.query<{ n: number }>('SELECT max(entity_id) AS n FROM streamable')
    expect(leftOut?.entity_id).toBeGreaterThan(max?.n ?? 0)
    const [next] = await ours.db.query<{
      deck: number
      player: number
      comment: number
      entity: number
    }>(
      `SELECT nextval('deck_id_seq') AS deck, nextval('player_id_seq') AS player,
         nextval('comment_id_seq') AS comment, nextval('entity_id_seq') AS entity`,
    )
    // Decks continue after the card data's preconstructed decks too, which had ids above 114.
    expect(next).toEqual({
      deck: expect.any(Number),
      player: 41,
      comment: 206,
      entity: (leftOut?.entity_id ?? 0) + 1,
    })
    expect(next?.deck).toBeGreaterThan(114)
  })

  it("a later card data import updates the source's preconstructed decks instead of adding its own", async () => {
    const before = await ours.db.query('SELECT id FROM deck ORDER BY id')
    await importCardData(ours.db, CARD_DATA_DIR)
    const mist = await ours.db.query<{ id: number; import_key: string }>(
      `SELECT id, import_key FROM deck WHERE title = 'The Mist Guardian' AND NOT is_legacy ORDER BY id`,
    )
    expect(mist).toEqual([
      { id: 107, import_key: 'precon:current:the-mist-guardian:source' },
      { id: 108, import_key: 'precon:current:the-mist-guardian' },
    ])
    // The card data's other preconstructed decks, which the source lacked, come back.
    const after = await ours.db.query<{ id: number }>('SELECT id FROM deck ORDER BY id')
    expect(after.length).toBe(before.length + 2 * 83)
  })

  it('stops, naming the card, before writing anything when a deck uses a card ours lacks', async () => {
    const other = await createTestDb({ cardData: true })
    try {
      await source.db.query(`UPDATE card SET stub = 'no-such-card' WHERE stub = 'anchornaut'`)
      await expect(switchOver(source.db, other.db)).rejects.toThrow(
        /use cards this site does not know: current\/no-such-card\./,
      )
      expect(await other.db.query('SELECT id FROM player WHERE NOT is_system')).toEqual([])
    } finally {
      await source.db.query(`UPDATE card SET stub = 'anchornaut' WHERE stub = 'no-such-card'`)
      await other.dispose()
    }
  })

  it('carries unrestricted decks from a source that has them (a later Ashes.live)', async () => {
    await source.db.exec(
      'ALTER TABLE deck ADD COLUMN is_unrestricted boolean NOT NULL DEFAULT false',
    )
    try {
      await source.db.query('UPDATE deck SET is_unrestricted = true WHERE id = 114')
      const report = await switchOver(source.db, ours.db)
      // Deck 114, and the two preconstructed decks the card data import above rewrote: the
      // source's contents win again.
      expect(report.deck).toMatchObject({ updated: 3 })
      const rows = await ours.db.query('SELECT id FROM deck WHERE is_unrestricted')
      expect(rows).toEqual([{ id: 114 }])
    } finally {
      await source.db.exec('ALTER TABLE deck DROP COLUMN is_unrestricted')
    }
  })
})
