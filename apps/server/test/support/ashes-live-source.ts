import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Db, DEFAULT_TIMEOUTS, openDb, type Queryable } from '@ashes/runtime'
import { openAdminDb, TEST_DATABASE_URL, testDbKind } from './database.ts'

/** A database in the Ashes.live schema (ashes-live-schema.sql), the switch-over's source. */
export interface SourceDb {
  db: Db
  /** Its PostgreSQL URL, as an operator gives the command; null on PGlite. */
  url: string | null
  dispose(): Promise<void>
}

const SCHEMA_SQL = readFileSync(join(import.meta.dirname, 'ashes-live-schema.sql'), 'utf8')

/**
 * A new, empty source: on PostgreSQL a schema of its own in the test database (reached by its
 * URL's search_path, as a database of its own would be), else a PGlite of its own.
 */
export async function createSourceDb(): Promise<SourceDb> {
  if (testDbKind === 'pglite') {
    const db = openDb({})
    await db.exec(SCHEMA_SQL)
    return { db, url: null, dispose: () => db.close() }
  }
  const schema = `ashes_live_${randomBytes(4).toString('hex')}`
  const admin = openAdminDb()
  await admin.exec(`CREATE SCHEMA ${schema}`)
  const url = new URL(TEST_DATABASE_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const db = openDb({
    url: TEST_DATABASE_URL,
    schema,
    timeouts: { ...DEFAULT_TIMEOUTS, statementMs: 0 },
  })
  await db.exec(SCHEMA_SQL)
  return {
    db,
    url: url.toString(),
    dispose: async () => {
      await db.close()
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    },
  }
}

/** Inserts rows (objects named by column) into a table of the source. */
export async function insertRows(db: Queryable, table: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return
  const columns = Object.keys(rows[0] ?? {}).join(', ')
  await db.query(
    `INSERT INTO ${table} (${columns}) SELECT ${columns}
     FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  )
}

/** Where the source's ids of cards and releases sit beside ours: they differ on purpose. */
export const SOURCE_RELEASE_OFFSET = 50
export const SOURCE_CARD_OFFSET = 2000
export const sourceCardEntity = (ourCardId: number) => 10_000 + ourCardId

/**
 * The source's releases and cards: ours (imported from the same card data), under other ids and
 * entity ids, as a site that imported the data in another order holds them. The cards `leaveOut`
 * names (by stub) are not there.
 */
export async function copyCardData(source: Db, ours: Queryable, leaveOut: string[] = []) {
  const releases = await ours.query<Record<string, unknown> & { id: number }>(
    `SELECT id, name, stub, is_legacy, is_public, is_phg, is_promo, is_retiring FROM release`,
  )
  await insertRows(
    source,
    'releases',
    releases.map((r) => ({ ...r, id: r.id + SOURCE_RELEASE_OFFSET })),
  )
  const cards = await ours.query<Record<string, unknown> & { id: number; release_id: number }>(
    `SELECT id, name, stub, phoenixborn, release_id, version, card_type, is_summon_spell,
       is_legacy, cost_weight, dice_flags, alt_dice_flags, copies, json FROM card
     WHERE NOT stub = ANY($1::text[]) ORDER BY id`,
    [leaveOut],
  )
  await insertRows(
    source,
    'card',
    cards.map((card) => ({
      ...card,
      id: card.id + SOURCE_CARD_OFFSET,
      entity_id: sourceCardEntity(card.id),
      release_id: card.release_id + SOURCE_RELEASE_OFFSET,
    })),
  )
  const links = await ours.query<{ card_id: number; conjuration_id: number }>(
    'SELECT card_id, conjuration_id FROM card_conjuration',
  )
  const kept = new Set(cards.map((card) => card.id))
  await insertRows(
    source,
    'card_conjuration',
    links
      .filter((link) => kept.has(link.card_id) && kept.has(link.conjuration_id))
      .map((link) => ({
        card_id: link.card_id + SOURCE_CARD_OFFSET,
        conjuration_id: link.conjuration_id + SOURCE_CARD_OFFSET,
      })),
  )
  await source.query(
    `INSERT INTO streamable (entity_id) SELECT entity_id FROM card ON CONFLICT DO NOTHING`,
  )
}
