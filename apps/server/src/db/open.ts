import { join } from 'node:path'
import { type Db, openDb } from '@ashes/runtime'
import type { Config } from '../config.ts'
import { migrate } from './migrate.ts'

/**
 * The configured database (PostgreSQL, or PGlite in DATA_DIR), migrated to the latest schema,
 * for maintenance work (the command-line tools): its statements have no time limit, since a
 * migration waiting for another server's, or a card import, may rightly take longer than any
 * request's statement.
 */
export async function openMaintenanceDb(config: Config): Promise<Db> {
  const db = openDb({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    timeouts: { ...config.databaseTimeouts, statementMs: 0 },
  })
  try {
    await migrate(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}

/**
 * The database a server runs on: migrated, then `prepare`d (seeded) on maintenance
 * connections, which are closed before the server's own, with the configured timeouts, open.
 */
export async function openMigratedDb(
  config: Config,
  prepare?: (db: Db) => Promise<void>,
): Promise<Db> {
  const maintenance = await openMaintenanceDb(config)
  try {
    await prepare?.(maintenance)
  } catch (error) {
    await maintenance.close()
    throw error
  }
  // PGlite is one in-process database: no timeouts apply, and it is opened once.
  if (maintenance.kind === 'pglite') return maintenance
  await maintenance.close()
  return openDb({ url: config.databaseUrl, timeouts: config.databaseTimeouts })
}
