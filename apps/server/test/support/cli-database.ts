import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type Db, openDb } from '@ashes/runtime'
import { TEST_DATABASE_URL, testDbKind } from './database.ts'

const run = promisify(execFile)
const SERVER_DIR = join(import.meta.dirname, '../..')

/**
 * Runs a command-line script of the server (src/cli/<script>) with tsx, as npm run does: node with
 * tsx's loader, as startServerProcess does, not `npx tsx` (npx and tsx's own wrapper process cost
 * some 0.6 s of CPU a run and change nothing the script does).
 */
export const runCli = (script: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  run(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], { cwd: SERVER_DIR, env })

export interface CliDatabase {
  /** Runs src/cli/<script> on this database, with `extra` added to its environment. */
  cli(script: string, args: string[], extra?: Record<string, string>): ReturnType<typeof runCli>
  /** Opens the database for one query: an embedded PGlite directory serves one process at a time. */
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>
  /** Drops the PostgreSQL schema and removes DATA_DIR. */
  dispose(): Promise<void>
}

/**
 * A database of its own for the server's scripts (admin:create, app:create), as an operator
 * runs them: PGlite in a new DATA_DIR, or on TEST_DB=postgres a new schema of the test database
 * named by DATABASE_URL's search_path. The scripts create and migrate it on their first run.
 */
export async function cliDatabase(): Promise<CliDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ashes-cli-'))
  let env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '' }
  let drop = async () => {}
  if (testDbKind === 'postgres') {
    const schema = `test_cli_${randomBytes(4).toString('hex')}`
    const admin = openDb({ url: TEST_DATABASE_URL })
    await admin.exec(`CREATE SCHEMA ${schema}`)
    const url = new URL(TEST_DATABASE_URL)
    url.searchParams.set('options', `-c search_path=${schema}`)
    env = { ...env, DATABASE_URL: url.toString() }
    drop = async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`)
      await admin.close()
    }
  }
  return {
    cli: (script, args, extra = {}) => runCli(script, args, { ...process.env, ...env, ...extra }),
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      const db: Db =
        testDbKind === 'postgres'
          ? openDb({ url: env.DATABASE_URL })
          : openDb({ dataDir: join(dataDir, 'pglite') })
      try {
        return await db.query<T>(sql, params)
      } finally {
        await db.close()
      }
    },
    dispose: async () => {
      await drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
