import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
// One database adapter for the whole repository: the store keeps its own tables and migrations.
import { applyMigrations, type Db, openDb } from '@ashes/runtime'
import type { StoreConfig } from './config.ts'

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Brings a database (a fresh test one too) to the store's latest schema. */
async function migrateStore(db: Db): Promise<void> {
  await applyMigrations(db, MIGRATIONS_DIR)
}

/**
 * The store's database: PGlite in DATA_DIR/store, or its own schema (created when missing) of
 * STORE_DATABASE_URL, so it never mixes with the site's tables even on one PostgreSQL.
 */
export async function openStoreDb(config: StoreConfig): Promise<Db> {
  const db = openDb({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    schema: config.databaseSchema,
  })
  try {
    if (db.kind === 'postgres')
      await db.exec(`CREATE SCHEMA IF NOT EXISTS ${config.databaseSchema}`)
    await migrateStore(db)
  } catch (error) {
    await db.close()
    throw error
  }
  return db
}
