import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { REPO_ROOT } from '@ashes/runtime'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importCardData } from '../src/modules/card-data/import.ts'
import { CardDataError } from '../src/modules/card-data/read.ts'
import { CARD_DATA_DIR, createTestDb, type TestDb } from './support/database.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
/** The directories the tests made, removed at the end. */
const made: string[] = []
const madeDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  made.push(dir)
  return dir
}
afterAll(async () => {
  await t.dispose()
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** A copy of the card data whose `file` is changed by `edit`. */
function editedData(file: string, edit: (records: any[]) => void): string {
  const dir = madeDir('card-data-')
  cpSync(CARD_DATA_DIR, dir, { recursive: true })
  const records = JSON.parse(readFileSync(join(dir, file), 'utf8'))
  edit(records)
  writeFileSync(join(dir, file), JSON.stringify(records))
  return dir
}

const counts = async () =>
  (
    await t.db.query<{ cards: number; decks: number; links: number; version: number }>(
      `SELECT (SELECT count(*) FROM card) AS cards, (SELECT count(*) FROM deck) AS decks,
         (SELECT count(*) FROM card_conjuration) AS links,
         (SELECT version FROM card_data_state) AS version`,
    )
  )[0]

describe('card data import', () => {
  it('imports every card, release and preconstructed deck', async () => {
    await importCardData(t.db, CARD_DATA_DIR)
    const after = await counts()
    expect(after?.cards).toBe(526 + 361)
    // Each preconstructed deck is a source deck plus its public snapshot.
    expect(after?.decks).toBe(84 * 2)
  })

  it('a second run changes nothing', async () => {
    const before = await counts()
    const summary = await importCardData(t.db, CARD_DATA_DIR)
    expect(summary).toEqual({ releases: 0, cards: 0, decks: 0 })
    expect(await counts()).toEqual(before)
  })

  it('edited data updates cards in place, keeping ids so decks using them still work', async () => {
    const [before] = await t.db.query<{ id: number; entity_id: number }>(
      "SELECT id, entity_id FROM card WHERE stub = 'summon-iron-rhino' AND NOT is_legacy",
    )
    const dir = editedData('cards.json', (cards) => {
      const card = cards.find((c: { stub: string }) => c.stub === 'summon-iron-rhino')
      card.text = 'Errata text.'
    })
    const summary = await importCardData(t.db, dir)
    expect(summary.cards).toBe(1)
    const [after] = await t.db.query<{ id: number; entity_id: number; text: string }>(
      "SELECT id, entity_id, json->>'text' AS text FROM card WHERE stub = 'summon-iron-rhino' AND NOT is_legacy",
    )
    expect(after).toEqual({ ...before, text: 'Errata text.' })
    const [deckCards] = await t.db.query<{ n: number }>(
      'SELECT count(*) AS n FROM deck WHERE $1 = ANY(card_ids)',
      [before?.id],
    )
    expect(deckCards?.n).toBeGreaterThan(0)
  })

  it('a bad file names file, record and field, and imports nothing', async () => {
    const before = await counts()
    const badCard = editedData('cards.json', (cards) => {
      cards[5].type = 'Spell Card'
      cards[0].text = 'Would be changed if the import were partial.'
    })
    await expect(importCardData(t.db, badCard)).rejects.toThrow(CardDataError)
    await expect(importCardData(t.db, badCard)).rejects.toThrow(
      /^cards\.json: record 5 \(stub "[a-z-]+"\), field "type": /,
    )
    const badDeck = editedData('decks-preconstructed.json', (decks) => {
      decks[2].cards[0].stub = 'no-such-card'
    })
    await expect(importCardData(t.db, badDeck)).rejects.toThrow(
      /decks-preconstructed\.json: record 2 \(title ".+"\), field "cards\.0\.stub": no such card "no-such-card"/,
    )
    const notJson = editedData('releases.json', () => {})
    writeFileSync(join(notJson, 'releases.json'), '[{"stub": ')
    await expect(importCardData(t.db, notJson)).rejects.toThrow(
      /^releases\.json: is not valid JSON/,
    )
    expect(await counts()).toEqual(before)
  })

  it('the command line reports a bad file and exits non-zero', () => {
    const badRelease = editedData('releases.json', (releases) => {
      delete releases[3].name
    })
    const dataDir = madeDir('ashes-cli-')
    const cli = ['--import', 'tsx', 'apps/server/src/cli/import-cards.ts', badRelease]
    const result = spawnSync(process.execPath, cli, {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      encoding: 'utf8',
    })
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/releases\.json: record 3 \(stub "[a-z-]+"\), field "name": /)
  })
})
