import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations, type Db } from '@ashes/runtime'

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/** Brings a database (a fresh test one too) to the site's latest schema; answers what it applied. */
export function migrate(db: Db): Promise<string[]> {
  return applyMigrations(db, MIGRATIONS_DIR)
}
