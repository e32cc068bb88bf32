import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { passwordMatches } from '../src/modules/auth/passwords.ts'
import { startTestApp } from './support/app.ts'
import { cliDatabase, runCli } from './support/cli-database.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ashes-accounts-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

describe('mail without SMTP_URL', () => {
  it('is written to DATA_DIR/outbox and its link logged, and the link works', async () => {
    const dataDir = tempDir()
    const t = await startTestApp({ config: { smtpUrl: undefined, dataDir } })
    const log = vi.spyOn(console, 'info').mockImplementation(() => {})
    try {
      const res = await t.request('POST', '/v2/players/new', { body: { email: 'dev@example.com' } })
      expect(res.status).toBe(201)
      const files = readdirSync(join(dataDir, 'outbox'))
      expect(files).toHaveLength(1)
      const eml = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8')
      expect(eml).toMatch(/^To: dev@example.com$/m)
      const logged = String(log.mock.calls.at(-1)?.[0])
      const link = /link: (\S+)/.exec(logged)?.[1] ?? ''
      expect(link).toMatch(new RegExp(`^${t.config.publicUrl}/players/new/[0-9a-f-]{36}/$`))
      const token = new URL(link).pathname.split('/').at(-2)
      const joined = await t.request('POST', `/v2/players/new/${token}`, {
        body: { username: 'Dev', password: 'password123', password_confirm: 'password123' },
      })
      expect(joined.status).toBe(201)
    } finally {
      log.mockRestore()
      await t.close()
    }
  })
})

/** Runs `npm run admin:create` (its script) against a database of its own. */
type Query = <T>(sql: string) => Promise<T[]>
async function withAdminCommand(
  work: (
    cli: (email: string, env?: Record<string, string>) => Promise<string>,
    query: Query,
  ) => Promise<void>,
) {
  const database = await cliDatabase()
  const cli = async (email: string, extra: Record<string, string> = {}) =>
    (await database.cli('create-admin.ts', [email], extra)).stdout
  try {
    await cli('first@example.com') // creates and migrates the database
    await work(cli, database.query)
  } finally {
    await database.dispose()
  }
}

describe('npm run admin:create -- <email>', () => {
  it('creates an admin with a generated password printed once, or promotes a player', async () => {
    await withAdminCommand(async (cli, query) => {
      const created = await query<{ is_admin: boolean; password_hash: string; badge: string }>(
        "SELECT is_admin, password_hash, badge FROM player WHERE email = 'first@example.com'",
      )
      expect(created[0]?.is_admin).toBe(true)
      expect(created[0]?.badge).toMatch(/^[0-9]/)

      const out = await cli('Second@Example.com', { ADMIN_PASSWORD: 'chosen password' })
      expect(out).not.toContain('Password')
      const [second] = await query<{ password_hash: string }>(
        "SELECT password_hash FROM player WHERE email = 'second@example.com'",
      )
      expect(await passwordMatches(second?.password_hash ?? '', 'chosen password')).toBe(true)

      await query("UPDATE player SET is_admin = false WHERE email = 'second@example.com'")
      expect(await cli('second@example.com')).toMatch(/is now an admin/)
      const [promoted] = await query<{ is_admin: boolean; password_hash: string }>(
        "SELECT is_admin, password_hash FROM player WHERE email = 'second@example.com'",
      )
      expect(promoted?.is_admin).toBe(true)
      expect(promoted?.password_hash).toBe(second?.password_hash)

      const fresh = await cli('third@example.com')
      const password = /Password \(shown only now\): (\S+)/.exec(fresh)?.[1] ?? ''
      const [third] = await query<{ password_hash: string }>(
        "SELECT password_hash FROM player WHERE email = 'third@example.com'",
      )
      expect(await passwordMatches(third?.password_hash ?? '', password)).toBe(true)
    })
  }, 120_000)

  it('refuses a missing or invalid email', async () => {
    await expect(runCli('create-admin.ts', ['not-an-email'])).rejects.toMatchObject({ code: 2 })
  })
})
