// Native and browser apps (issue 48 item 8): public clients with no secret and PKCE, loopback
// redirects on any port (RFC 8252 7.3) and private-use URI schemes (7.1), linked through the
// real server with openid-client.
import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { Browser, OAUTH_PUBLIC_URL, startLink } from './support/oauth.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let developer: TestPlayer
let player: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ config: { publicUrl: OAUTH_PUBLIC_URL } })
  developer = await createPlayer(t)
  player = await createPlayer(t)
})
afterAll(() => t.close())

const LOOPBACK = 'http://127.0.0.1:8400/callback'
const PRIVATE_USE = 'com.example.tableclient:/oauth/callback'

const register = (body: Record<string, unknown>) =>
  t.request('POST', '/v2/developer/apps', {
    token: developer.token,
    body: { name: 'Table Client', client_type: 'public', redirect_uris: [LOOPBACK], ...body },
  })

/** openid-client as a public app: no secret (`none`), its requests sent to the test server. */
async function publicClient(clientId: string) {
  const toServer: client.CustomFetch = (url, options) =>
    fetch(url.replace(OAUTH_PUBLIC_URL, t.url), options as RequestInit)
  const config = await client.discovery(
    new URL(OAUTH_PUBLIC_URL),
    clientId,
    undefined,
    client.None(),
    {
      execute: [client.allowInsecureRequests],
      [client.customFetch]: toServer,
    },
  )
  config[client.customFetch] = toServer
  return config
}

/**
 * The link as a phone or desktop app makes it: the browser goes to the site with `redirectUri`,
 * the player allows, and the browser is sent off the site (to the app), where it stops: the
 * address it was sent to is what the app receives.
 */
async function authorizeTo(config: client.Configuration, redirectUri: string, scope: string) {
  const browser = new Browser(t)
  const started = await startLink(config, browser, scope, { redirect_uri: redirectUri })
  await browser.consentDetails(player, started.uid)
  const answer = await browser.answerConsent(player, started.uid, true)
  expect(answer.status).toBe(200)
  let back = await browser.go(answer.body.redirect_to)
  for (let hop = 0; hop < 3 && back.origin === OAUTH_PUBLIC_URL; hop++)
    back = await browser.go(back.href)
  return { ...started, back }
}

const linkFrom = async (config: client.Configuration, redirectUri: string, scope: string) => {
  const { back, pkceCodeVerifier, expectedState } = await authorizeTo(config, redirectUri, scope)
  return client.authorizationCodeGrant(config, back, { pkceCodeVerifier, expectedState })
}

/**
 * The provider answers an authorization request with an unregistered redirect URI with an
 * error page of its own: the browser goes neither to the consent screen nor to that address.
 */
async function expectRefusedRedirect(config: client.Configuration, redirectUri: string) {
  const { consentAt } = await startLink(config, new Browser(t), 'profile', {
    redirect_uri: redirectUri,
  })
  expect(consentAt.href.startsWith(redirectUri)).toBe(false)
  expect(consentAt.pathname).not.toMatch(/^\/apps\/consent\//)
}

describe('a public app', () => {
  it('is registered without a client secret', async () => {
    const created = await register({ redirect_uris: [LOOPBACK, PRIVATE_USE] })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ client_type: 'public', client_secret: null })
    const [row] = await t.db.query<{ client_secret_hash: string | null }>(
      'SELECT client_secret_hash FROM oauth_app WHERE client_id = $1',
      [created.body.client_id],
    )
    expect(row?.client_secret_hash).toBeNull()
    expect(
      (
        await t.request('POST', `/v2/developer/apps/${created.body.client_id}/secret`, {
          token: developer.token,
        })
      ).status,
    ).toBe(422)
  })

  it('links with PKCE and no secret from a loopback redirect on another port, and its refresh token rotates', async () => {
    const app = (await register({})).body
    const config = await publicClient(app.client_id)
    const elsewhere = 'http://127.0.0.1:51234/callback'
    const { back } = await authorizeTo(config, elsewhere, 'decks:read')
    expect(back.href.startsWith(elsewhere)).toBe(true)
    expect(back.searchParams.get('code')).toBeTruthy()

    const tokens = await linkFrom(config, elsewhere, 'decks:read')
    expect((await t.get('/v2/decks/mine', { token: tokens.access_token })).status).toBe(200)
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '')
    expect(refreshed.refresh_token).toBeTruthy()
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token)
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('links from IPv6 loopback on any port, but not from another path or host', async () => {
    const app = (await register({ redirect_uris: ['http://[::1]/callback'] })).body
    const config = await publicClient(app.client_id)
    const tokens = await linkFrom(config, 'http://[::1]:61000/callback', 'profile')
    expect((await t.get('/v2/players/me', { token: tokens.access_token })).status).toBe(200)
    for (const refused of ['http://[::1]:61000/other', 'http://127.0.0.1:61000/callback']) {
      await expectRefusedRedirect(config, refused)
    }
  })

  it('links through a private-use URI scheme', async () => {
    const app = (await register({ redirect_uris: [PRIVATE_USE] })).body
    const config = await publicClient(app.client_id)
    const { back, pkceCodeVerifier, expectedState } = await authorizeTo(
      config,
      PRIVATE_USE,
      'decks:read',
    )
    expect(back.protocol).toBe('com.example.tableclient:')
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier,
      expectedState,
    })
    expect((await t.get('/v2/decks/mine', { token: tokens.access_token })).status).toBe(200)
  })

  it('is refused a code exchange without the PKCE verifier', async () => {
    const app = (await register({})).body
    const config = await publicClient(app.client_id)
    const { back, expectedState } = await authorizeTo(config, LOOPBACK, 'decks:read')
    await expect(
      client.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })
})

describe('redirect URIs by the kind of app', () => {
  it.each([
    ['public', 'http://localhost:8400/cb', 'loopback by name (RFC 8252 8.3)'],
    ['public', 'http://192.168.1.5/cb', 'plain http elsewhere'],
    ['public', 'myapp:/cb', 'a private-use scheme not in reverse-domain form'],
    ['confidential', PRIVATE_USE, 'a private-use scheme'],
    ['confidential', 'javascript:alert(1)', 'a script'],
  ])('refuses for a %s app %s (%s) with a 422 naming the URI', async (type, uri) => {
    const refused = await register({
      client_type: type,
      redirect_uris: ['https://a.example/cb', uri],
    })
    expect(refused.status).toBe(422)
    expect(refused.body.detail).toContainEqual(
      expect.objectContaining({ loc: ['body', 'redirect_uris', 1] }),
    )
  })

  it('keeps a confidential app to the exact port it registered', async () => {
    const created = await t.request('POST', '/v2/developer/apps', {
      token: developer.token,
      body: { name: 'Server App', redirect_uris: [LOOPBACK] },
    })
    expect(created.body.client_type).toBe('confidential')
    const toServer: client.CustomFetch = (url, options) =>
      fetch(url.replace(OAUTH_PUBLIC_URL, t.url), options as RequestInit)
    const config = await client.discovery(
      new URL(OAUTH_PUBLIC_URL),
      created.body.client_id,
      undefined,
      client.ClientSecretBasic(created.body.client_secret),
      { execute: [client.allowInsecureRequests], [client.customFetch]: toServer },
    )
    await expectRefusedRedirect(config, 'http://127.0.0.1:51234/callback')
  })
})
