import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedSource } from './support/ashes-live-seed.ts'
import { createSourceDb, type SourceDb } from './support/ashes-live-source.ts'
import { type CliDatabase, cliDatabase } from './support/cli-database.ts'
import { CARD_DATA_DIR, testDbKind } from './support/database.ts'

// The command as an operator runs it (docs/switch-over.md). Its source is a PostgreSQL URL, so
// this runs on PostgreSQL only; the import itself is proved on both (switch-over-*.test.ts).
describe.runIf(testDbKind === 'postgres')('npm run import:ashes-live', () => {
  let source: SourceDb
  let site: CliDatabase
  const run = (args: string[]) =>
    site
      .cli('import-ashes-live.ts', args)
      .catch((failed) => failed as typeof failed & { code: number })

  beforeAll(async () => {
    site = await cliDatabase()
    await site.cli('import-cards.ts', [CARD_DATA_DIR])
    source = await createSourceDb()
    await seedSource(source.db, { query: site.query, exec: async () => {} })
  })
  afterAll(async () => {
    await source?.dispose()
    await site?.dispose()
  })

  it('says how it is used when no source is given', async () => {
    const res = await run([])
    expect(res.code).toBe(2)
    expect(res.stderr).toContain('Usage: npm run import:ashes-live -- <postgres URL')
  })

  it('--dry-run reports what it would do, with progress on stderr, and writes nothing', async () => {
    const res = await run([source.url ?? '', '--dry-run'])
    expect(res.stdout).toContain('Dry run: nothing was written.')
    expect(res.stdout).toContain('deck: 14 read, 14 inserted, 0 updated, 0 unchanged')
    expect(res.stderr).toContain('deck: 14/14 (100%)')
    expect(await site.query('SELECT id FROM player WHERE NOT is_system')).toEqual([])
  })

  it('imports, and a second run writes nothing', async () => {
    const first = await run([source.url ?? ''])
    expect(first.stdout).toMatch(/Switch-over done[\s\S]*player: 3 read, 3 inserted/)
    expect(first.stdout).toMatch(/took [\d.]+ s, peak memory \d+ MB/)
    const second = await run([source.url ?? ''])
    expect(second.stdout).toContain('rows written: 0')
    expect(await site.query('SELECT count(*)::int AS n FROM deck WHERE id >= 101')).toEqual([
      { n: 14 },
    ])
  })
})
