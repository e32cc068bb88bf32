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
 * The first line of a post-deploy migration: the contract step of a schema change (it drops what
 * the release before still reads), to run once every server runs the release that brings it.
 */
const POST_DEPLOY_MARK = '-- post-deploy'

export interface MigrationOptions {
  /**
   * Whether the post-deploy migrations no later regular migration waits for are applied: false
   * while a rolling deploy may still have servers of the release before running (a server's
   * start), true once it is done (`npm run db:migrate`). A fresh database, which no older server
   * uses, takes them all either way. Default true.
   */
  postDeploy?: boolean
}

const isPostDeploy = (dir: string, file: string) =>
  readFileSync(join(dir, file), 'utf8').startsWith(POST_DEPLOY_MARK)

/**
 * Applies every committed SQL migration of `dir` (the server and the stand-in store each keep
 * their own) not yet applied, each in its own transaction, under the lock, in name order; answers
 * the names this call applied (none that another server applied meanwhile). Without
 * `postDeploy`, the trailing post-deploy migrations wait (a post-deploy migration of an earlier
 * release, followed by a later regular one, is applied: that deploy is over).
 */
export async function applyMigrations(
  db: Db,
  dir: string,
  options: MigrationOptions = {},
): Promise<string[]> {
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
  let runs = pending.length
  if (options.postDeploy === false && done.size > 0)
    while (runs > 0 && isPostDeploy(dir, pending[runs - 1] ?? '')) runs -= 1
  const applied: string[] = []
  for (const file of pending.slice(0, runs)) {
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
