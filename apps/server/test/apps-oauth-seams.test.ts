import * as client from 'openid-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck } from './support/decks.ts'
import {
  authorize,
  Browser,
  linkPlayer,
  OAUTH_PUBLIC_URL,
  oauthClient,
  REDIRECT_URI,
  registerApp,
  startLink,
} from './support/oauth.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Where the site's log-in meets the authorization server (issue 48, items 1-4): each test is an
// attack that worked before the fix.

let t: TestApp
let developer: TestPlayer

beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { publicUrl: OAUTH_PUBLIC_URL } })
  developer = await createPlayer(t)
})
afterAll(() => t.close())

const codeIn = (url: URL) => url.searchParams.get('code')

describe('a link is answered only in the browser that started it', () => {
  it("a victim's Allow on an attacker's consent address gives the attacker no code", async () => {
    const config = await oauthClient(t, await registerApp(t, developer))
    const victim = await createPlayer(t)
    const attackerBrowser = new Browser(t)
    const { uid } = await startLink(config, attackerBrowser, 'decks:read decks:write')

    // The victim opens the address the attacker sent, logged in to the site, in their browser.
    const victimBrowser = new Browser(t)
    const details = await victimBrowser.consentDetails(victim, uid)
    expect(details.status).toBe(404)
    expect(details.body.detail).toMatch(/started in another browser/)
    const allowed = await victimBrowser.answerConsent(victim, uid, true)
    expect(allowed.status).toBe(404)
    // The address the consent screen used before is gone, and with it the way round the cookie.
    const old = await t.request('POST', `/v2/apps/consent/${uid}`, {
      token: victim.token,
      body: { allow: true },
    })
    expect(old.status).toBe(404)

    const back = await attackerBrowser.backToApp(`${OAUTH_PUBLIC_URL}/oauth/authorize/${uid}`)
    expect(codeIn(back)).toBeNull()
    const apps = await t.get('/v2/account/apps', { token: victim.token })
    expect(apps.body.results).toEqual([])
  })

  it('another interaction of the same browser cannot stand in for the one named', async () => {
    const config = await oauthClient(t, await registerApp(t, developer))
    const player = await createPlayer(t)
    const browser = new Browser(t)
    const first = await startLink(config, browser, 'profile')
    const other = await startLink(config, new Browser(t), 'decks:write')
    expect((await browser.answerConsent(player, other.uid, true)).status).toBe(404)
    expect((await browser.consentDetails(player, first.uid)).status).toBe(200)
  })
})

describe("a code is issued only for the player the site's log-in holds in that browser", () => {
  it('after a link, the same browser is asked again: no silent code from a remembered log-in', async () => {
    const config = await oauthClient(t, await registerApp(t, developer))
    const first = await createPlayer(t)
    const browser = new Browser(t)
    await linkPlayer(t, config, first, 'profile', { browser })

    // The player logs out of the site; the next request from an app in that browser.
    expect((await t.request('DELETE', '/v2/token', { token: first.token })).status).toBe(200)
    const again = await startLink(config, browser, 'profile')
    expect(codeIn(again.consentAt)).toBeNull()
    expect(again.consentAt.pathname).toBe(`/apps/consent/${again.uid}/`)
    // Logged out, the screen cannot answer for anyone.
    expect((await browser.consentDetails(undefined, again.uid)).status).toBe(401)
    expect((await browser.answerConsent(undefined, again.uid, true)).status).toBe(401)
  })

  it("a second player linking in the first player's browser gets a code for their own account", async () => {
    const config = await oauthClient(t, await registerApp(t, developer))
    const first = await createPlayer(t)
    const second = await createPlayer(t)
    const browser = new Browser(t)
    await linkPlayer(t, config, first, 'profile', { browser })

    const tokens = await linkPlayer(t, config, second, 'profile', { browser })
    const me = await t.get('/v2/players/me', { token: tokens.access_token })
    expect(me.status).toBe(200)
    expect(me.body.badge).toBe(second.badge)
  })

  it('a returning app the player already allows is answered without asking again', async () => {
    const config = await oauthClient(t, await registerApp(t, developer))
    const player = await createPlayer(t)
    await linkPlayer(t, config, player, 'decks:read profile')
    const browser = new Browser(t)
    const { uid } = await startLink(config, browser, 'profile')
    const details = await browser.consentDetails(player, uid)
    expect(details.body.already_allowed).toBe(true)
    // Asking again explicitly, or for more, shows the screen.
    const asked = await startLink(config, browser, 'profile', { prompt: 'consent' })
    expect((await browser.consentDetails(player, asked.uid)).body.already_allowed).toBe(false)
    const more = await startLink(config, browser, 'decks:write')
    expect((await browser.consentDetails(player, more.uid)).body.already_allowed).toBe(false)
  })
})

describe('an app acts as its player, never as an admin', () => {
  it("an admin's decks:write app token cannot moderate another player's snapshot", async () => {
    const config = await oauthClient(t, await registerApp(t, developer))
    const admin = await createPlayer(t, { admin: true })
    const owner = await createPlayer(t)
    const { snapshotId } = await publishedDeck(t, owner.token, { title: 'Public list' })
    const tokens = await linkPlayer(t, config, admin, 'decks:read decks:write')

    const patched = await t.request('PATCH', `/v2/decks/snapshots/${snapshotId}`, {
      token: tokens.access_token,
      body: { title: 'Renamed by an app', moderation_notes: 'moderated' },
    })
    expect(patched.status).toBe(403)
    const snapshot = await t.get(`/v2/decks/${snapshotId}`)
    expect(snapshot.body.deck.title).toBe('Public list')
    // The admin's own log-in still moderates.
    const byAdmin = await t.request('PATCH', `/v2/decks/snapshots/${snapshotId}`, {
      token: admin.token,
      body: { title: 'Renamed by an admin', moderation_notes: 'moderated' },
    })
    expect(byAdmin.status).toBe(200)
  })
})

describe("the player's Apps list is exactly what the app's live tokens may do", () => {
  const listed = async (player: TestPlayer) =>
    (await t.get('/v2/account/apps', { token: player.token })).body.results as {
      client_id: string
      scopes: string[]
    }[]

  it('narrowing a link to profile ends the wider tokens, and wider access is asked again', async () => {
    const app = await registerApp(t, developer)
    const config = await oauthClient(t, app)
    const player = await createPlayer(t)
    const deck = await saveDeck(t, player.token, { title: 'Mine' })
    const wide = await linkPlayer(t, config, player, 'decks:read decks:write')
    const narrow = await linkPlayer(t, config, player, 'profile', {
      extra: { prompt: 'consent' },
    })
    expect(await listed(player)).toEqual([
      expect.objectContaining({ client_id: app.client_id, scopes: ['profile'] }),
    ])

    const save = await t.request('PUT', '/v2/decks', {
      token: wide.access_token,
      body: { ...deck, id: deck.id, title: 'Saved by the old token' },
      headers: { 'if-match': '*' },
    })
    expect(save.status).toBe(401)
    await expect(client.refreshTokenGrant(config, wide.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    })
    expect((await t.get('/v2/players/me', { token: narrow.access_token })).status).toBe(200)

    // Asking for the wide scopes again is not granted silently.
    const browser = new Browser(t)
    const { uid } = await startLink(config, browser, 'decks:read decks:write')
    const details = await browser.consentDetails(player, uid)
    expect(details.body.already_allowed).toBe(false)
  })

  it('a token reaches nothing the list does not show, whatever it was issued for', async () => {
    const config = await oauthClient(t, await registerApp(t, developer))
    const player = await createPlayer(t)
    const tokens = await linkPlayer(t, config, player, 'decks:read profile')
    const app = (await listed(player))[0]
    await t.db.query(`UPDATE oauth_grant SET scopes = '{profile}' WHERE client_id = $1`, [
      app?.client_id,
    ])
    const mine = await t.get('/v2/decks/mine', { token: tokens.access_token })
    expect(mine.status).toBe(403)
    expect((await t.get('/v2/players/me', { token: tokens.access_token })).status).toBe(200)
  })

  it('a reused refresh token ends the link: gone from the list and from the webhooks', async () => {
    const app = await registerApp(t, developer, { webhook_url: 'https://hooks.example/ashes' })
    const config = await oauthClient(t, app)
    const player = await createPlayer(t)
    const tokens = await linkPlayer(t, config, player, 'decks:read')
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '')
    await expect(
      client.refreshTokenGrant(config, tokens.refresh_token ?? ''),
    ).rejects.toMatchObject({ error: 'invalid_grant' })
    expect((await t.get('/v2/decks/mine', { token: refreshed.access_token })).status).toBe(401)
    expect(await listed(player)).toEqual([])

    await saveDeck(t, player.token, { title: 'Saved after the link ended' })
    const queued = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM webhook_delivery WHERE client_id = $1 AND event LIKE 'deck.%'",
      [app.client_id],
    )
    expect(queued[0]?.n).toBe(0)
  })
})

describe('the consent screen says who asks and where the player goes', () => {
  it('names the developer, the redirect host, and that the app is not verified', async () => {
    const config = await oauthClient(t, await registerApp(t, developer, { name: 'Table Sync' }))
    const player = await createPlayer(t)
    const { consent, back } = await authorize(t, config, player, 'profile', false)
    expect(consent.body).toMatchObject({
      name: 'Table Sync',
      developer: { username: `Player ${developer.badge}`, badge: developer.badge },
      redirect_host: new URL(REDIRECT_URI).host,
      verified: false,
      already_allowed: false,
    })
    expect(back.searchParams.get('error')).toBe('access_denied')
  })

  it('says an app is verified once an admin verified it, and only an admin may', async () => {
    const app = await registerApp(t, developer)
    const config = await oauthClient(t, app)
    const player = await createPlayer(t)
    const admin = await createPlayer(t, { admin: true })
    const verify = (token: string) =>
      t.request('PUT', `/v2/apps/${app.client_id}/verified`, { token, body: { verified: true } })
    expect((await verify(developer.token)).status).toBe(403)
    expect((await verify(admin.token)).status).toBe(204)
    const { consent } = await authorize(t, config, player, 'profile', false)
    expect(consent.body.verified).toBe(true)
    const unknown = await t.request('PUT', '/v2/apps/no-such-app/verified', {
      token: admin.token,
      body: { verified: true },
    })
    expect(unknown.status).toBe(404)
  })
})

describe('what the authorization server tells one app of another', () => {
  it("introspection answers only for the calling app's own tokens", async () => {
    const mine = await oauthClient(t, await registerApp(t, developer))
    const theirs = await oauthClient(t, await registerApp(t, developer))
    const player = await createPlayer(t)
    const tokens = await linkPlayer(t, mine, player, 'decks:read')
    expect((await client.tokenIntrospection(mine, tokens.access_token)).active).toBe(true)
    const spied = await client.tokenIntrospection(theirs, tokens.access_token)
    expect(spied.active).toBe(false)
    expect(spied.sub).toBeUndefined()
  })

  it('does not advertise DPoP, which the API does not check', async () => {
    const config = await oauthClient(t, await registerApp(t, developer))
    expect(config.serverMetadata().dpop_signing_alg_values_supported).toBeUndefined()
  })
})
