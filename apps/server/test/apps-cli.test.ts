import { afterAll, describe, expect, it } from 'vitest'
import { hashClientSecret } from '../src/modules/oauth/client-secret.ts'
import { cliDatabase } from './support/cli-database.ts'

const database = await cliDatabase()
afterAll(() => database.dispose())
const { cli } = database

// Each command starts tsx and opens the database: slow on a loaded machine.
describe('npm run app:create', { timeout: 480_000 }, () => {
  it('registers an app owned by the first admin and prints its client id and secret once', async () => {
    await cli('create-admin.ts', ['operator@example.com'])
    const { stdout } = await cli('create-app.ts', [
      '--name',
      'Ashteki',
      '--redirect-uri',
      'https://ashteki.example/oauth/callback',
    ])
    const clientId = /Client id: (\S+)/.exec(stdout)?.[1]
    const secret = /Client secret \(shown only now\): (\S+)/.exec(stdout)?.[1]
    expect(clientId).toBeTruthy()
    expect(secret).toBeTruthy()
    const [row] = await database.query<{ name: string; client_secret_hash: string; email: string }>(
      `SELECT a.name, a.client_secret_hash, p.email FROM oauth_app a
       JOIN player p ON p.id = a.owner_id WHERE a.client_id = $1`,
      [clientId],
    )
    expect(row).toEqual({
      name: 'Ashteki',
      client_secret_hash: hashClientSecret(secret ?? ''),
      email: 'operator@example.com',
    })
  })

  it('registers a public app with --public: no secret, a loopback redirect allowed', async () => {
    const { stdout } = await cli('create-app.ts', [
      '--name',
      'Deck Tracker',
      '--redirect-uri',
      'http://127.0.0.1/callback',
      '--public',
    ])
    const clientId = /Client id: (\S+)/.exec(stdout)?.[1]
    expect(stdout).not.toContain('Client secret')
    expect(stdout).toContain('Public app: no client secret')
    const [row] = await database.query<{ client_type: string; client_secret_hash: string | null }>(
      'SELECT client_type, client_secret_hash FROM oauth_app WHERE client_id = $1',
      [clientId],
    )
    expect(row).toEqual({ client_type: 'public', client_secret_hash: null })
  })

  it('refuses a redirect URI that is not https with the field and the usage', async () => {
    const failed = await cli('create-app.ts', [
      '--name',
      'X',
      '--redirect-uri',
      'http://evil.example/cb',
    ]).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 2 })
    expect((failed as { stderr: string }).stderr).toContain('redirect_uris.0: Must be an https URL')
  })
})
