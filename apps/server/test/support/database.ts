import { randomBytes } from 'node:crypto'
import { type Db, type DbOptions, openDb } from '../../src/db/client.ts'
import { migrate } from '../../src/db/migrate.ts'

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

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

/** A fresh, migrated database: in-memory PGlite, or a new schema of the test PostgreSQL. */
export async function createTestDb(): Promise<TestDb> {
  if (testDbKind === 'pglite') {
    const db = openDb({})
    await migrate(db)
    // PGlite lives in this process: a second server here shares the same instance.
    return { db, openAnother: () => db, dispose: () => db.close() }
  }
  const schema = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`
  const admin = openDb({ url: TEST_DATABASE_URL })
  await admin.exec(`CREATE SCHEMA ${schema}`)
  const db = openDb({ url: TEST_DATABASE_URL, schema })
  await migrate(db)
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
