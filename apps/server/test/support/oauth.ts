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

/**
 * A browser, as far as the authorization server can tell one from another: its cookies (every
 * cookie is sent everywhere, which is laxer than a browser and so never hides a check).
 */
export class Browser {
  private readonly cookies = new Map<string, string>()
  constructor(private readonly t: TestApp) {}

  private take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }

  private header = () => [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')

  /** Navigates to `address` (public or local) and answers where it redirects to. */
  async go(address: string): Promise<URL> {
    const response = await fetch(address.replace(OAUTH_PUBLIC_URL, this.t.url), {
      redirect: 'manual',
      headers: { cookie: this.header() },
    })
    this.take(response)
    return new URL(response.headers.get('location') ?? '', OAUTH_PUBLIC_URL)
  }

  /** Follows redirects from `address` until the browser is back at the app (a few hops). */
  async backToApp(address: string): Promise<URL> {
    let back = await this.go(address)
    for (let hop = 0; hop < 3 && !back.href.startsWith(REDIRECT_URI); hop++) {
      back = await this.go(back.href)
    }
    return back
  }

  /** The consent screen's calls, made by this browser with the player's site log-in. */
  consentDetails(player: TestPlayer | undefined, uid: string) {
    return this.t.get(`/apps/consent/${uid}/details`, {
      token: player?.token,
      headers: { cookie: this.header() },
    })
  }

  answerConsent(player: TestPlayer | undefined, uid: string, allow: boolean) {
    return this.t.request('POST', `/apps/consent/${uid}/answer`, {
      token: player?.token,
      body: { allow },
      headers: { cookie: this.header() },
    })
  }
}

/**
 * An app sends `browser` to the site: the authorization request (code flow with PKCE) is
 * followed to where the site sends it, the consent screen when it needs the player.
 */
export async function startLink(
  config: client.Configuration,
  browser: Browser,
  scope: string,
  extra: Record<string, string> = {},
) {
  const pkceCodeVerifier = client.randomPKCECodeVerifier()
  const expectedState = client.randomState()
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope,
    code_challenge: await client.calculatePKCECodeChallenge(pkceCodeVerifier),
    code_challenge_method: 'S256',
    state: expectedState,
    ...extra,
  })
  const consentAt = await browser.go(url.href)
  const uid = consentAt.pathname.split('/').filter(Boolean).pop() ?? ''
  return { consentAt, uid, pkceCodeVerifier, expectedState }
}

/**
 * What a browser does when the app sends the player to the site: follows the authorization
 * request to the consent screen, where the player (by the screen's calls, with the site's
 * log-in) allows or denies, and back to the app's redirect URI, whose address is answered.
 */
export async function authorize(
  t: TestApp,
  config: client.Configuration,
  player: TestPlayer,
  scope: string,
  allow = true,
  { browser = new Browser(t), extra }: { browser?: Browser; extra?: Record<string, string> } = {},
) {
  const started = await startLink(config, browser, scope, extra)
  const consent = await browser.consentDetails(player, started.uid)
  const answer = await browser.answerConsent(player, started.uid, allow)
  if (answer.status !== 200) throw new Error(`consent failed: ${JSON.stringify(answer.body)}`)
  const back = await browser.backToApp(answer.body.redirect_to)
  return { ...started, consent, back }
}

/** The whole link: consent allowed and the code exchanged with PKCE for tokens. */
export async function linkPlayer(
  t: TestApp,
  config: client.Configuration,
  player: TestPlayer,
  scope: string,
  options?: { browser?: Browser; extra?: Record<string, string> },
) {
  const { back, pkceCodeVerifier, expectedState } = await authorize(
    t,
    config,
    player,
    scope,
    true,
    options,
  )
  return client.authorizationCodeGrant(config, back, { pkceCodeVerifier, expectedState })
}
