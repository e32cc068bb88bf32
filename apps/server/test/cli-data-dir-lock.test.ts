// The command-line tools as an operator runs them, beside a server that holds the embedded
// database's directory: they must refuse, not write changes the server never sees.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { CARD_DATA_DIR } from './support/database.ts'

const SERVER_DIR = join(import.meta.dirname, '..')
const root = mkdtempSync(join(tmpdir(), 'ashes-cli-lock-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

const COMMANDS = {
  'admin:create': ['src/cli/create-admin.ts', 'boss@example.com'],
  'db:migrate': ['src/cli/migrate.ts'],
  'cards:import': ['src/cli/import-cards.ts', CARD_DATA_DIR],
  'db:backup': ['src/cli/db-backup.ts', 'backup', join(root, 'held.backup')],
  'db:restore': ['src/cli/db-backup.ts', 'restore', join(root, 'held.backup')],
}

const runTool = (dataDir: string, args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  })

/** The pid of a process that has ended, as a crashed server leaves in its lock file. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((resolve) => child.once('exit', resolve))
  return child.pid as number
}

describe('command-line tools on the embedded database', () => {
  for (const [name, args] of Object.entries(COMMANDS)) {
    it(`npm run ${name} refuses while a live process holds the data directory, touching nothing`, () => {
      const dataDir = mkdtempSync(join(root, 'held-'))
      // This test process stands in for the running server.
      writeFileSync(join(dataDir, 'server.lock'), `${process.pid}\n`)
      const result = runTool(dataDir, args)
      expect(result.status, result.stderr).toBe(1)
      expect(result.stderr).toContain(
        `The data directory ${dataDir} is in use by another process (pid ${process.pid}), ` +
          `most likely the server: stop it, then run npm run ${name} again. Nothing was changed.`,
      )
      expect(result.stderr).not.toMatch(/\n\s+at /)
      expect(result.stdout).not.toMatch(
        /is now an admin|Created admin|Applied|Imported|Backed up|Restored/,
      )
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false)
      expect(existsSync(join(root, 'held.backup'))).toBe(false)
    }, 60_000)
  }

  it('a lock left by a process that is gone is taken over, and released when done', async () => {
    const dataDir = mkdtempSync(join(root, 'stale-'))
    writeFileSync(join(dataDir, 'server.lock'), `${await deadPid()}\n`)
    const result = runTool(dataDir, COMMANDS['admin:create'] ?? [])
    expect(result.status, result.stderr).toBe(0)
    expect(result.stdout).toContain('Created admin boss@example.com')
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false)
  }, 60_000)
})
