import { join } from 'node:path'
import type { Config } from '../config.ts'
import { type Db, openDb } from './client.ts'
import { migrate } from './migrate.ts'

/** The configured database (PostgreSQL, or PGlite in DATA_DIR), migrated to the latest schema. */
export async function openMigratedDb(config: Config): Promise<Db> {
  const db = openDb({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') })
  await migrate(db)
  return db
}
