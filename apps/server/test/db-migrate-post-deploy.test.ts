// Post-deploy migrations (a first line `-- post-deploy`) are a schema change's contract step: a
// server's start leaves them for `npm run db:migrate`, run once every server runs the release,
// since servers of the release before may still read what they drop (docs/deploy.md).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { applyMigrations, type Db } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDb, type TestDb } from './support/database.ts'

let test: TestDb
let db: Db
const dir = mkdtempSync(join(tmpdir(), 'post-deploy-'))
/** Adds a migration creating table `name`. */
const add = (file: string, name: string, postDeploy = false) =>
  writeFileSync(
    join(dir, file),
    `${postDeploy ? '-- post-deploy\n' : ''}CREATE TABLE ${name} (id integer);\n`,
  )
const starting = () => applyMigrations(db, dir, { postDeploy: false })

beforeAll(async () => {
  test = await createTestDb({ migrated: false })
  db = test.db
})
afterAll(async () => {
  await test.dispose()
  rmSync(dir, { recursive: true, force: true })
})

describe('post-deploy migrations', () => {
  it('all apply on a fresh database, which no server of an older release uses', async () => {
    add('0001_one.sql', 'one')
    add('0002_two.sql', 'two', true)
    expect(await starting()).toEqual(['0001_one.sql', '0002_two.sql'])
  })

  it("wait on a database in use until the deploy is done, the release's others applying", async () => {
    add('0003_three.sql', 'three')
    add('0004_four.sql', 'four', true)
    add('0005_five.sql', 'five', true)
    expect(await starting()).toEqual(['0003_three.sql'])
    expect(await starting()).toEqual([])
    expect(await applyMigrations(db, dir, { postDeploy: true })).toEqual([
      '0004_four.sql',
      '0005_five.sql',
    ])
  })

  it("of an earlier release apply, in order, before a later release's migrations", async () => {
    add('0006_six.sql', 'six', true)
    add('0007_seven.sql', 'seven')
    add('0008_eight.sql', 'eight', true)
    // 0006's deploy is over once a release after it starts: only 0008 waits.
    expect(await starting()).toEqual(['0006_six.sql', '0007_seven.sql'])
    expect(await applyMigrations(db, dir)).toEqual(['0008_eight.sql'])
  })
})
