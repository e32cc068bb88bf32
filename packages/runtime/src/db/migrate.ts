import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Db } from './client.ts'

/**
 * The transaction-scoped advisory lock every step of a migration run takes: servers starting
 * at once on one database queue on it, and it is released however the transaction ends (a
 * server that dies mid-migration holds nothing). PGlite has one connection: the lock is free.
 */
const LOCK = 'SELECT pg_advisory_xact_lock(7401)'

/**
 * Applies every committed SQL migration of `dir` (the server and the stand-in store each keep
 * their own) not yet applied, each in its own transaction, under the lock; answers the names
 * this call applied (none that another server applied meanwhile).
 */
export async function applyMigrations(db: Db, dir: string): Promise<string[]> {
  // Concurrent CREATE TABLE IF NOT EXISTS can both pass the check and one then fails on the
  // catalogue's unique index: the table is created under the lock too.
  await db.transaction(async (tx) => {
    await tx.query(LOCK)
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied timestamptz NOT NULL DEFAULT now())',
    )
  })
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migration')).map((row) => row.name),
  )
  const pending = readdirSync(dir)
    .filter((file) => file.endsWith('.sql') && !done.has(file))
    .sort()
  const applied: string[] = []
  for (const file of pending) {
    const sql = readFileSync(join(dir, file), 'utf8')
    await db.transaction(async (tx) => {
      // Another server may have applied it since the list was read: one applies, the others skip.
      await tx.query(LOCK)
      const found = await tx.query('SELECT 1 FROM schema_migration WHERE name = $1', [file])
      if (found.length > 0) return
      await tx.exec(sql)
      await tx.query('INSERT INTO schema_migration (name) VALUES ($1)', [file])
      applied.push(file)
    })
  }
  return applied
}
