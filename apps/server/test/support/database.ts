import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Db, type DbOptions, DEFAULT_TIMEOUTS, openDb, REPO_ROOT } from '@ashes/runtime'
import { inject } from 'vitest'
import { migrate } from '../../src/db/migrate.ts'
import { importCardData } from '../../src/modules/card-data/import.ts'

/** The images of a run's test databases (made by pglite-images.ts, the global set-up). */
export interface PgliteImages {
  /** A migrated, empty database. */
  migrated: string
  /** The same with the card data imported. */
  withCards: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Null on PostgreSQL. */
    pgliteImages: PgliteImages | null
  }
}

/** The real card data of ../shared/data, as the importer reads it. */
export const CARD_DATA_DIR = join(REPO_ROOT, '../shared/data')

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/**
 * A connection for a test's own administration of PostgreSQL (creating and dropping databases
 * and schemas, ending sessions), without the servers' statement limit: a DROP DATABASE waits
 * for the disk, and on a busy machine it ran past five seconds and failed a test that had passed.
 */
export function openAdminDb(): Db {
  return openDb({ url: TEST_DATABASE_URL, timeouts: { ...DEFAULT_TIMEOUTS, statementMs: 0 } })
}

/** Which database the integration suite runs on: `TEST_DB=postgres`, or PGlite by default. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

export interface TestDb {
  db: Db
  /**
   * Another connection to the same database, as a second server process would have; on
   * PostgreSQL optionally through another URL (a proxy) and with other timeouts.
   */
  openAnother(options?: Pick<DbOptions, 'url' | 'timeouts'>): Db
  /** Drops what the test made (the PostgreSQL schema) and closes the connections. */
  dispose(): Promise<void>
}

/** A fresh PGlite, from the run's migrated image (see pglite-images.ts) when there is one. */
async function openPgliteTestDb(cardData: boolean): Promise<Db> {
  const images = inject('pgliteImages')
  if (!images) {
    const db = openDb({})
    await migrate(db)
    if (cardData) await importCardData(db, CARD_DATA_DIR)
    return db
  }
  const image = readFileSync(cardData ? images.withCards : images.migrated)
  return openDb({ startFrom: new Blob([image]) })
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new schema of the test PostgreSQL; with
 * `cardData`, the card data of ../shared/data imported; with `migrated: false`, empty (a test of
 * the migrations themselves).
 */
export async function createTestDb(
  options: { cardData?: boolean; migrated?: boolean } = {},
): Promise<TestDb> {
  const cardData = options.cardData ?? false
  const migrated = options.migrated ?? true
  if (testDbKind === 'pglite') {
    const db = migrated ? await openPgliteTestDb(cardData) : openDb({})
    // PGlite lives in this process: a second server here shares the same instance.
    return { db, openAnother: () => db, dispose: () => db.close() }
  }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = openDb({ url: TEST_DATABASE_URL })
  await admin.exec(`CREATE SCHEMA ${schema}`)
  const db = openDb({ url: TEST_DATABASE_URL, schema })
  if (migrated) await migrate(db)
  if (cardData) await importCardData(db, CARD_DATA_DIR)
  const others: Db[] = []
  return {
    db,
    openAnother: (options = {}) => {
      const other = openDb({
        url: options.url ?? TEST_DATABASE_URL,
        timeouts: options.timeouts,
        schema,
      })
      others.push(other)
      return other
    },
    dispose: async () => {
      await Promise.all(others.map((other) => other.close()))
      await db.close()
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    },
  }
}
