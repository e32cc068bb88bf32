// `npm run db:backup` and `npm run db:restore` as an operator runs them, on the database the
// suite runs on: a backup restored into an empty database serves what the first one served.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDb, REPO_ROOT } from '@ashes/runtime'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate } from '../src/db/migrate.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { openAdminDb, TEST_DATABASE_URL, type TestDb, testDbKind } from './support/database.ts'
import { publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

const root = mkdtempSync(join(tmpdir(), 'ashes-backup-'))
const admin = testDbKind === 'postgres' ? openAdminDb() : undefined
const made: string[] = []
afterAll(async () => {
  for (const name of made) await admin?.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin?.close()
  rmSync(root, { recursive: true, force: true })
})

/** Where an empty database lives, as npm start is told: DATABASE_URL, or else DATA_DIR. */
async function emptyDatabase(): Promise<{ env: Record<string, string>; open(): TestDb }> {
  const dataDir = mkdtempSync(join(root, 'data-'))
  if (!admin) {
    const open = () => {
      const db = openDb({ dataDir: join(dataDir, 'pglite') })
      return { db, openAnother: () => db, dispose: () => db.close() }
    }
    return { env: { DATA_DIR: dataDir, DATABASE_URL: '' }, open }
  }
  const name = `backup_${randomBytes(5).toString('hex')}`
  await admin.exec(`CREATE DATABASE ${name}`)
  made.push(name)
  const url = new URL(TEST_DATABASE_URL)
  url.pathname = `/${name}`
  const open = () => {
    const db = openDb({ url: url.toString() })
    return { db, openAnother: () => db, dispose: () => db.close() }
  }
  return { env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() }, open }
}

const npmRun = (command: string, file: string, env: Record<string, string>) =>
  spawnSync('npm', ['run', '--silent', command, '--', file], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  })

/** What a server answers about the decks, accounts and comments `t` holds. */
async function served(t: TestApp, token: string, paths: string[]) {
  const answers: Record<string, unknown> = {}
  for (const path of paths) {
    const response = await t.get(path, { token })
    expect(response.status, path).toBe(200)
    answers[path] = response.body
  }
  return answers
}

describe(`npm run db:backup and db:restore (${testDbKind})`, () => {
  it('a backup restored into an empty database serves the same decks, accounts and comments', async () => {
    const source = await emptyDatabase()
    const sourceDb = source.open()
    await migrate(sourceDb.db)
    const first = await startTestApp({ testDb: sourceDb, cardData: true })
    const player = await createPlayer(first)
    const { deck } = await publishedDeck(first, player.token)
    const draft = await saveDeck(first, player.token, { title: 'Work in progress' })
    const comment = await first.request('POST', `/v2/comments/${deck.entity_id}`, {
      token: player.token,
      body: { text: 'Kept through a restore.' },
    })
    expect(comment.status).toBe(201)
    const paths = [
      `/v2/decks/${deck.id}?show_saved=true`,
      `/v2/decks/${draft.id}?show_saved=true`,
      '/v2/decks',
      '/v2/decks/mine',
      `/v2/comments/${deck.entity_id}`,
      '/v2/players/me',
      `/v2/players/${player.badge}`,
    ]
    const before = await served(first, player.token, paths)
    await first.close()

    const file = join(root, 'site.backup')
    const backup = npmRun('db:backup', file, source.env)
    expect(backup.status, backup.stderr).toBe(0)
    expect(backup.stdout).toContain(`Backed up the`)

    const target = await emptyDatabase()
    const restore = npmRun('db:restore', file, target.env)
    expect(restore.status, restore.stderr).toBe(0)
    expect(restore.stdout).toContain(`Restored ${file} into the`)
    const second = await startTestApp({ testDb: target.open() })
    try {
      expect(await served(second, player.token, paths)).toEqual(before)
    } finally {
      await second.close()
    }

    // Restoring again over what is there now is refused, and leaves it as it was.
    const again = npmRun('db:restore', file, target.env)
    expect(again.status).toBe(1)
    expect(again.stderr).toMatch(/already holds .*restored only into an empty one/)
    expect(again.stderr).toContain('Nothing was changed.')
    expect(again.stderr).not.toMatch(/\n\s+at /)
  }, 120_000)

  // The dump holds password hashes, emails, webhook secrets and live OAuth tokens: on a shared
  // host nobody but the operator may read it, also when it replaces a backup made before 0600.
  it('writes a backup only its owner can read, also over an older world-readable one', async () => {
    const source = await emptyDatabase()
    const sourceDb = source.open()
    await migrate(sourceDb.db)
    await sourceDb.dispose()
    const file = join(root, 'older.backup')
    writeFileSync(file, 'an older backup', { mode: 0o644 })
    expect(statSync(file).mode & 0o777).toBe(0o644)

    const backup = npmRun('db:backup', file, source.env)
    expect(backup.status, backup.stderr).toBe(0)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(statSync(file).size).toBeGreaterThan(100)
    expect(existsSync(`${file}.partial`)).toBe(false)
  }, 120_000)

  it('refuses a file that is not a backup of this kind of database', async () => {
    const target = await emptyDatabase()
    const file = join(REPO_ROOT, 'package.json')
    const result = npmRun('db:restore', file, target.env)
    expect(result.status).toBe(1)
    expect(result.stderr).toContain(`${file} is not a`)
    expect(existsSync(join(target.env.DATA_DIR ?? '', 'pglite', 'PG_VERSION'))).toBe(false)
  }, 60_000)
})
