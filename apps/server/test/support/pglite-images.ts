// Vitest global set-up of the api project: on PGlite, migrate one database (and one more with
// the card data imported) once per run, and hand every test file their images, so each test
// database starts from a copy instead of running initdb, every migration and the import again
// (about 7 s of each of some hundred databases).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb } from '@ashes/runtime'
import type { TestProject } from 'vitest/node'
import { migrate } from '../../src/db/migrate.ts'
import { importCardData } from '../../src/modules/card-data/import.ts'
import { CARD_DATA_DIR, type PgliteImages } from './database.ts'

async function dumpTo(file: string, build: Parameters<typeof importCardData>[0]): Promise<void> {
  const dump = build.dumpDataDir
  if (!dump) throw new Error('a PGlite database dumps its data directory')
  writeFileSync(file, Buffer.from(await (await dump()).arrayBuffer()))
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB === 'postgres') {
    project.provide('pgliteImages', null)
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'ashes-test-pglite-'))
  const images: PgliteImages = {
    migrated: join(dir, 'migrated.tar'),
    withCards: join(dir, 'with-cards.tar'),
  }
  const db = openDb({})
  try {
    await migrate(db)
    await dumpTo(images.migrated, db)
    await importCardData(db, CARD_DATA_DIR)
    await dumpTo(images.withCards, db)
  } finally {
    await db.close()
  }
  project.provide('pgliteImages', images)
  return () => rmSync(dir, { recursive: true, force: true })
}
