// Servers started together on one fresh database migrate it and seed its card data exactly once:
// one applies each migration and imports the cards, the others wait for it and do nothing (a
// database lock).
import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { type Db, openDb } from '@ashes/runtime'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from '../src/db/migrate.ts'
import { seedCardDataIfEmpty } from '../src/modules/card-data/import.ts'
import { CARD_DATA_DIR, openAdminDb, TEST_DATABASE_URL, testDbKind } from './support/database.ts'

const MIGRATIONS = readdirSync(join(import.meta.dirname, '../src/db/migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort()
const SERVERS = 6

describe('starting many servers at once on a fresh database', () => {
  const opened: Db[] = []
  let cleanUp = async () => {}
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close()))
    await cleanUp()
  })

  /** Connections as `SERVERS` servers would hold them, to one fresh, empty database. */
  async function freshDatabase(): Promise<Db[]> {
    if (testDbKind === 'pglite') {
      // PGlite is one database in one process: the servers are callers sharing it.
      const db = openDb({})
      opened.push(db)
      return Array.from({ length: SERVERS }, () => db)
    }
    const schema = `migrate_${randomBytes(4).toString('hex')}`
    const admin = openAdminDb()
    await admin.exec(`CREATE SCHEMA ${schema}`)
    const earlier = cleanUp
    cleanUp = async () => {
      await earlier()
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    }
    const dbs = Array.from({ length: SERVERS }, () => openDb({ url: TEST_DATABASE_URL, schema }))
    opened.push(...dbs)
    return dbs
  }

  it('applies each migration once, and none of the servers fails', async () => {
    const dbs = await freshDatabase()
    const results = await Promise.allSettled(dbs.map((db) => migrate(db)))
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    const applied = results.flatMap((result) => (result.status === 'fulfilled' ? result.value : []))
    // Every migration reported applied by exactly one server.
    expect(applied.sort()).toEqual(MIGRATIONS)
    const rows = await dbs[0]?.query<{ name: string }>('SELECT name FROM schema_migration')
    expect(rows?.map((row) => row.name).sort()).toEqual(MIGRATIONS)
    // A later start applies nothing.
    expect(await migrate(dbs[1] as Db)).toEqual([])
  })

  it('seeds the card data once, and none of the servers fails', async () => {
    const dbs = await freshDatabase()
    await migrate(dbs[0] as Db)
    // Without the lock, every server saw no cards and imported them: all but one failed on the
    // cards' keys (npm start with WORKERS stopped at its first start).
    const results = await Promise.allSettled(
      dbs.map((db) => seedCardDataIfEmpty(db, CARD_DATA_DIR)),
    )
    expect(results.filter((result) => result.status === 'rejected')).toEqual([])
    const seeded = results.filter((result) => result.status === 'fulfilled' && result.value)
    expect(seeded).toHaveLength(1)
    const [cards] =
      (await dbs[0]?.query<{ n: number }>('SELECT count(*)::int AS n FROM card')) ?? []
    expect(cards?.n).toBeGreaterThan(500)
    expect(await seedCardDataIfEmpty(dbs[1] as Db, CARD_DATA_DIR)).toBe(false)
  })
})
