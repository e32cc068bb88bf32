import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Db } from './client.ts'

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations')

/**
 * Applies every committed SQL migration of `dir` (the server's by default; the stand-in store
 * keeps its own) not yet applied, each in its own transaction.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(
    'CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())',
  )
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((row) => row.name),
  )
  const pending = readdirSync(dir)
    .filter((file) => file.endsWith('.sql') && !done.has(file))
    .sort()
  for (const file of pending) {
    const sql = readFileSync(join(dir, file), 'utf8')
    await db.transaction(async (tx) => {
      // Several servers may start at once on one database: one applies, the others skip.
      await tx.query('SELECT pg_advisory_xact_lock(7401)')
      const applied = await tx.query('SELECT 1 FROM schema_migration WHERE name = $1', [file])
      if (applied.length > 0) return
      await tx.exec(sql)
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [file])
    })
  }
  return pending
}
