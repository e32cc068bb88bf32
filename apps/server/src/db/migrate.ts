import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations, type Db, type MigrationOptions } from '@ashes/runtime'

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Brings a database (a fresh test one too) to the site's latest schema; answers what it applied.
 * On PostgreSQL a server's start, and every tool but `npm run db:migrate`, leaves the release's
 * post-deploy migrations to that command, run once every server runs the release
 * (docs/deploy.md). PGlite is one process's own database (its DATA_DIR is locked): no server of
 * another release can be using it, so it takes them at once.
 */
export function migrate(
  db: Db,
  options: MigrationOptions = { postDeploy: db.kind === 'pglite' },
): Promise<string[]> {
  return applyMigrations(db, MIGRATIONS_DIR, options)
}
