import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { saveDeck } from './support/decks.ts'
import {
  authorize,
  linkPlayer,
  OAUTH_PUBLIC_URL,
  oauthClient,
  REDIRECT_URI,
  registerApp,
} from './support/oauth.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let developer: TestPlayer
let player: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { publicUrl: OAUTH_PUBLIC_URL } })
  developer = await createPlayer(t)
  player = await createPlayer(t)
})
afterAll(() => t.close())

describe('an app linked by a player with openid-client (authorization code with PKCE)', () => {
  it('reads and saves the private decks it was granted, refreshes, and stops at revocation', async () => {
    const app = await registerApp(t, developer)
    const config = await oauthClient(t, app)
    expect(config.serverMetadata().scopes_supported).toEqual(
      expect.arrayContaining(['decks:read', 'decks:write', 'results:write', 'profile']),
    )
    const privateDeck = await saveDeck(t, player.token, { title: 'Secret list' })

    const tokens = await linkPlayer(t, config, player, 'decks:read decks:write')
    const bearer = { token: tokens.access_token }
    const read = await t.get(`/v2/decks/${privateDeck.id}?show_saved=true`, bearer)
    expect(read.status).toBe(200)
    expect(read.body.deck.title).toBe('Secret list')

    const saved = await t.request('PUT', '/v2/decks', {
      ...bearer,
      body: { ...privateDeck, id: privateDeck.id, title: 'Saved by the app' },
      headers: { 'if-match': read.headers.get('etag') ?? '*' },
    })
    expect(saved.status).toBe(200)
    expect(saved.body.title).toBe('Saved by the app')

    // Rotation: the refresh token is replaced at each use.
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '')
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token)
    const mine = (token: string) => t.get('/v2/decks/mine', { token })
    expect((await mine(refreshed.access_token)).status).toBe(200)

    await client.tokenRevocation(config, refreshed.access_token)
    expect((await mine(refreshed.access_token)).status).toBe(401)
    // The replaced refresh token is refused (and its reuse ends the grant).
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })

  it('is refused with 403 where its token lacks the scope, and on routes for the site only', async () => {
    const app = await registerApp(t, developer)
    const config = await oauthClient(t, app)
    const tokens = await linkPlayer(t, config, player, 'decks:read')
    const bearer = { token: tokens.access_token }
    const save = await t.request('PUT', '/v2/decks', { ...bearer, body: { title: 'x' } })
    expect(save.status).toBe(403)
    expect(save.body.detail).toContain('decks:write')
    expect((await t.get('/v2/players/me', bearer)).status).toBe(403)
    const siteOnly = await t.get('/v2/account/apps', bearer)
    expect(siteOnly.status).toBe(403)
    expect(siteOnly.body.detail).toMatch(/Apps cannot use this endpoint/)
    // The site's own log-in still reaches everything.
    expect((await t.get('/v2/players/me', { token: player.token })).status).toBe(200)
  })

  it('sees only public decks where it was not granted decks:read', async () => {
    const app = await registerApp(t, developer)
    const config = await oauthClient(t, app)
    const tokens = await linkPlayer(t, config, player, 'profile')
    const privateDeck = await saveDeck(t, player.token)
    const url = `/v2/decks/${privateDeck.id}?show_saved=true`
    // Answered as to anyone who is not logged in.
    const asApp = await t.get(url, { token: tokens.access_token })
    expect(asApp.status).not.toBe(200)
    expect(asApp.body).toEqual((await t.get(url)).body)
    expect((await t.get(url, { token: player.token })).status).toBe(200)
    expect((await t.get('/v2/players/me', { token: tokens.access_token })).status).toBe(200)
  })

  it('shows the consent screen the app name and the scopes asked, and a refusal reaches the app', async () => {
    const app = await registerApp(t, developer, {
      name: 'Ashteki',
      logo_url: 'https://ashteki.example/logo.png',
    })
    const config = await oauthClient(t, app)
    const { consentAt, consent, back } = await authorize(
      t,
      config,
      player,
      'decks:read profile',
      false,
    )
    expect(consentAt.pathname).toMatch(/^\/apps\/consent\//)
    expect(consent.body).toMatchObject({
      client_id: app.client_id,
      name: 'Ashteki',
      logo_url: 'https://ashteki.example/logo.png',
      scopes: ['decks:read', 'profile'],
    })
    expect(back.href.startsWith(REDIRECT_URI)).toBe(true)
    expect(back.searchParams.get('error')).toBe('access_denied')
    const apps = await t.get('/v2/account/apps', { token: player.token })
    expect(apps.body.results.map((a: { client_id: string }) => a.client_id)).not.toContain(
      app.client_id,
    )
  })

  it('lists the apps a player allowed, and revoking one ends its tokens at once', async () => {
    const app = await registerApp(t, developer, { name: 'Deck Sync' })
    const config = await oauthClient(t, app)
    const tokens = await linkPlayer(t, config, player, 'decks:read')
    const listed = await t.get('/v2/account/apps', { token: player.token })
    expect(listed.body.results).toContainEqual(
      expect.objectContaining({
        client_id: app.client_id,
        name: 'Deck Sync',
        scopes: ['decks:read'],
      }),
    )
    expect((await t.get('/v2/decks/mine', { token: tokens.access_token })).status).toBe(200)
    const revoked = await t.request('DELETE', `/v2/account/apps/${app.client_id}`, {
      token: player.token,
    })
    expect(revoked.status).toBe(204)
    expect((await t.get('/v2/decks/mine', { token: tokens.access_token })).status).toBe(401)
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toThrow()
    const again = await t.get('/v2/account/apps', { token: player.token })
    expect(again.body.results.map((a: { client_id: string }) => a.client_id)).not.toContain(
      app.client_id,
    )
  })

  it('refuses a code exchange without the PKCE verifier the request was made with', async () => {
    const app = await registerApp(t, developer)
    const config = await oauthClient(t, app)
    const { back, expectedState } = await authorize(t, config, player, 'decks:read')
    await expect(
      client.authorizationCodeGrant(config, back, {
        pkceCodeVerifier: client.randomPKCECodeVerifier(),
        expectedState,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
  })
})
