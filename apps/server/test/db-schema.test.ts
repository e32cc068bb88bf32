// src/db/schema.sql is the live schema in one file, for readers: it must be what the migrations
// make, on PGlite and on PostgreSQL alike.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCHEMA_FILE, schemaFileText } from '../src/db/schema-dump.ts'
import { createTestDb, type TestDb } from './support/database.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(() => t.dispose())

describe('schema.sql', () => {
  it('is what a fresh database holds after every migration', async () => {
    const committed = readFileSync(SCHEMA_FILE, 'utf8')
    expect(
      await schemaFileText(t.db),
      'src/db/schema.sql differs from the migrated schema: run `npm run db:schema` and commit it',
    ).toBe(committed)
  })

  it('changes with any table, index, function body or trigger a migration changes', async () => {
    const before = await schemaFileText(t.db)
    const changes = [
      'ALTER TABLE invite ADD COLUMN note text',
      'CREATE INDEX invite_requested_idx ON invite (requested)',
      "CREATE OR REPLACE FUNCTION deck_listing_probe() RETURNS int LANGUAGE sql AS 'SELECT 1'",
      "CREATE OR REPLACE FUNCTION deck_listing_probe() RETURNS int LANGUAGE sql AS 'SELECT 2'",
      `CREATE TRIGGER invite_probe AFTER INSERT ON invite
        FOR EACH STATEMENT EXECUTE FUNCTION accounts_changed()`,
    ]
    // Made in a transaction rolled back after, so the other test reads the migrated schema.
    const probe = t.db.transaction(async (tx) => {
      let seen = before
      for (const change of changes) {
        await tx.exec(change)
        const now = await schemaFileText(tx)
        expect(now, change).not.toBe(seen)
        seen = now
      }
      throw new RolledBack()
    })
    await expect(probe).rejects.toBeInstanceOf(RolledBack)
    expect(await schemaFileText(t.db)).toBe(before)
  })
})

class RolledBack extends Error {}
