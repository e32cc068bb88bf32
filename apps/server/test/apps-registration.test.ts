import { APP_NAME_MAX_LENGTH, APP_REDIRECT_URIS_MAX, APP_URL_MAX_LENGTH } from '@ashes/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { OAUTH_PUBLIC_URL, REDIRECT_URI } from './support/oauth.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let developer: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: OAUTH_PUBLIC_URL } })
  developer = await createPlayer(t)
})
afterAll(() => t.close())

const register = (body: Record<string, unknown>, token = developer.token) =>
  t.request('POST', '/v2/developer/apps', {
    token,
    body: { name: 'Table Client', redirect_uris: [REDIRECT_URI], ...body },
  })
const https = (length: number) => `https://e.example/${'a'.repeat(length - 18)}`

describe('registering an app', () => {
  it('answers the client secret once and keeps only its hash', async () => {
    const created = await register({ webhook_url: 'https://hooks.example/ashes' })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Table Client',
      redirect_uris: [REDIRECT_URI],
      webhook_url: 'https://hooks.example/ashes',
    })
    const { client_id, client_secret, webhook_secret } = created.body
    expect(client_secret.length).toBeGreaterThanOrEqual(43)
    expect(webhook_secret.length).toBeGreaterThanOrEqual(43)
    const listed = await t.get('/v2/developer/apps', { token: developer.token })
    const app = listed.body.results.find((a: { client_id: string }) => a.client_id === client_id)
    expect(app).toBeDefined()
    expect(app).not.toHaveProperty('client_secret')
    const [row] = await t.db.query<{ client_secret_hash: string }>(
      'SELECT client_secret_hash FROM oauth_app WHERE client_id = $1',
      [client_id],
    )
    expect(row?.client_secret_hash).not.toContain(client_secret)
  })

  it('lists to a developer only the apps they registered', async () => {
    const other = await createPlayer(t)
    expect((await t.get('/v2/developer/apps', { token: other.token })).body.results).toEqual([])
  })

  it.each([
    ['an empty name', { name: '  ' }, ['body', 'name']],
    ['a name past the limit', { name: 'n'.repeat(APP_NAME_MAX_LENGTH + 1) }, ['body', 'name']],
    ['no redirect URI', { redirect_uris: [] }, ['body', 'redirect_uris']],
    [
      'too many redirect URIs',
      {
        redirect_uris: Array.from(
          { length: APP_REDIRECT_URIS_MAX + 1 },
          (_, i) => `${https(40)}${i}`,
        ),
      },
      ['body', 'redirect_uris'],
    ],
    [
      'a redirect URI past the limit',
      { redirect_uris: [https(APP_URL_MAX_LENGTH + 1)] },
      ['body', 'redirect_uris', 0],
    ],
    [
      'a plain-http redirect URI elsewhere than localhost',
      { redirect_uris: ['http://evil.example/cb'] },
      ['body', 'redirect_uris', 0],
    ],
    [
      'a redirect URI with a fragment',
      { redirect_uris: ['https://app.example/cb#x'] },
      ['body', 'redirect_uris', 0],
    ],
    ['a logo that is not a URL', { logo_url: 'javascript:alert(1)' }, ['body', 'logo_url']],
    [
      'a logo URL past the limit',
      { logo_url: https(APP_URL_MAX_LENGTH + 1) },
      ['body', 'logo_url'],
    ],
    [
      'a webhook URL that is not https',
      { webhook_url: 'ftp://hooks.example' },
      ['body', 'webhook_url'],
    ],
  ])('refuses %s with a 422 naming the field', async (_name, body, loc) => {
    const refused = await register(body)
    expect(refused.status).toBe(422)
    expect(refused.body.detail).toContainEqual(expect.objectContaining({ loc }))
  })

  it('accepts the longest name and URLs within the limits', async () => {
    const created = await register({
      name: 'n'.repeat(APP_NAME_MAX_LENGTH),
      redirect_uris: Array.from(
        { length: APP_REDIRECT_URIS_MAX },
        (_, i) => `${https(APP_URL_MAX_LENGTH - 1)}${i}`,
      ),
      logo_url: https(APP_URL_MAX_LENGTH),
    })
    expect(created.status).toBe(201)
  })

  it('needs the player to be logged in', async () => {
    expect((await register({}, '')).status).toBe(401)
  })
})

describe('the discovery document', () => {
  it('lists the app scopes, the code flow with PKCE and the revocation endpoint', async () => {
    const { status, body } = await t.get('/.well-known/openid-configuration')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      issuer: OAUTH_PUBLIC_URL,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      revocation_endpoint: `${OAUTH_PUBLIC_URL}/oauth/revoke`,
      introspection_endpoint: `${OAUTH_PUBLIC_URL}/oauth/introspect`,
    })
    expect(body.scopes_supported).toEqual(
      expect.arrayContaining(['decks:read', 'decks:write', 'results:write', 'profile']),
    )
  })
})

describe('the OpenAPI document', () => {
  it("lists each operation's OAuth scope", async () => {
    const { body } = await t.get('/openapi.json')
    expect(body.components.securitySchemes.oauth2.type).toBe('oauth2')
    expect(body.paths['/v2/decks'].put.security).toEqual([{ oauth2: ['decks:write'] }])
    expect(body.paths['/v2/decks/mine'].get.security).toEqual([{ oauth2: ['decks:read'] }])
    expect(body.paths['/v2/players/me'].get.security).toEqual([{ oauth2: ['profile'] }])
  })
})
