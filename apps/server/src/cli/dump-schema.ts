import { writeFileSync } from 'node:fs'
import { openDb } from '@ashes/runtime'
import { migrate } from '../db/migrate.ts'
import { SCHEMA_FILE, schemaFileText } from '../db/schema-dump.ts'

// `npm run db:schema`: writes src/db/schema.sql from a fresh in-memory PGlite database, migrated.
// It needs no server, no DATA_DIR and no PostgreSQL; PostgreSQL reads the same text
// (db-schema.test.ts checks both).
const db = openDb({})
try {
  await migrate(db)
  writeFileSync(SCHEMA_FILE, await schemaFileText(db))
  console.log(`Wrote ${SCHEMA_FILE}`)
} finally {
  await db.close()
}
