import * as client from 'openid-client'
import type { TestApp } from './app.ts'
import type { TestPlayer } from './players.ts'

/** The site's public address in OAuth tests: the issuer apps see; requests go to t.url. */
export const OAUTH_PUBLIC_URL = 'http://ashes.test'
export const REDIRECT_URI = 'http://localhost:7777/callback'

export interface RegisteredTestApp {
  client_id: string
  client_secret: string
  webhook_secret: string
}

/** An app registered by `developer` through the API (expects 201). */
export async function registerApp(
  t: TestApp,
  developer: TestPlayer,
  body: Record<string, unknown> = {},
): Promise<RegisteredTestApp> {
  const response = await t.request('POST', '/v2/developer/apps', {
    token: developer.token,
    body: { name: 'Table Client', redirect_uris: [REDIRECT_URI], ...body },
  })
  if (response.status !== 201) throw new Error(`register failed: ${JSON.stringify(response.body)}`)
  return response.body
}

/**
 * A real OAuth client (openid-client) for the app, configured by the site's discovery
 * document; its requests to the public address are sent to the test server.
 */
export async function oauthClient(t: TestApp, app: RegisteredTestApp) {
  const toServer: client.CustomFetch = (url, options) =>
    fetch(url.replace(OAUTH_PUBLIC_URL, t.url), options as RequestInit)
  const config = await client.discovery(
    new URL(OAUTH_PUBLIC_URL),
    app.client_id,
    undefined,
    client.ClientSecretBasic(app.client_secret),
    { execute: [client.allowInsecureRequests], [client.customFetch]: toServer },
  )
  config[client.customFetch] = toServer
  return config
}

/** A browser's cookies, enough for the authorization server's interaction and session. */
class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
}

/**
 * What a browser does when the app sends the player to the site: follows the authorization
 * request to the consent screen, where the player (by the site's API) allows or denies, and
 * back to the app's redirect URI, whose address is answered.
 */
export async function authorize(
  t: TestApp,
  config: client.Configuration,
  player: TestPlayer,
  scope: string,
  allow = true,
) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier()
  const expectedState = client.randomState()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: expectedState,
  })
  const jar = new CookieJar()
  const go = async (address: string) => {
    const response = await fetch(address.replace(OAUTH_PUBLIC_URL, t.url), {
      redirect: 'manual',
      headers: { cookie: jar.header() },
    })
    jar.take(response)
    return new URL(response.headers.get('location') ?? '', OAUTH_PUBLIC_URL)
  }
  const consentAt = await go(url.href)
  const uid = consentAt.pathname.split('/').filter(Boolean).pop()
  const consent = await t.get(`/v2/apps/consent/${uid}`, { token: player.token })
  const answer = await t.request('POST', `/v2/apps/consent/${uid}`, {
    token: player.token,
    body: { allow },
  })
  let back = await go(answer.body.redirect_to)
  // The provider may pass by its own resume step before sending the browser to the app.
  for (let hop = 0; hop < 3 && !back.href.startsWith(REDIRECT_URI); hop++) {
    back = await go(back.href)
  }
  return { consentAt, consent, back, pkceCodeVerifier, expectedState }
}

/** The whole link: consent allowed and the code exchanged with PKCE for tokens. */
export async function linkPlayer(
  t: TestApp,
  config: client.Configuration,
  player: TestPlayer,
  scope: string,
) {
  const { back, pkceCodeVerifier, expectedState } = await authorize(t, config, player, scope)
  return client.authorizationCodeGrant(config, back, { pkceCodeVerifier, expectedState })
}
