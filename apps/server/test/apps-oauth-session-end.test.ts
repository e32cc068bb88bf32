import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import {
  Browser,
  linkPlayer,
  OAUTH_PUBLIC_URL,
  oauthClient,
  registerApp,
  startLink,
} from './support/oauth.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { joinByMail, linkIn, startTestSmtp, type TestSmtp, tokenOfLink } from './support/smtp.ts'

// Issue 48 item 2: what ends the site's log-in in a browser ends that browser's way to a code.
// Log-out is proved in apps-oauth-seams.test.ts; here a password change made elsewhere and a
// password reset, each ending the log-in a browser holds: that browser's next link shows the
// consent screen (no silent code from a session the authorization server remembered), and
// neither it nor a link already waiting there can be answered with the ended log-in.

let t: TestApp
let smtp: TestSmtp
let developer: TestPlayer
let n = 0
const password = 'correct horse battery'
const newPassword = 'a brand new secret'

beforeAll(async () => {
  smtp = await startTestSmtp()
  t = await startTestApp({ config: { publicUrl: OAUTH_PUBLIC_URL, smtpUrl: smtp.url } })
  developer = await createPlayer(t)
})
afterAll(async () => {
  await t.close()
  await smtp.close()
})

/** A player who joined by mail, logged in a second time in `browser` (its site log-in). */
async function playerWithBrowser() {
  const email = `linked${++n}.${Date.now()}@example.com`
  const joined = await joinByMail(t, smtp, email, password)
  const [row] = await t.db.query<{ id: number }>('SELECT id FROM player WHERE email = $1', [email])
  const login = await t.request('POST', '/v2/token', { form: { username: email, password } })
  expect(login.status).toBe(200)
  const base = { id: row?.id ?? 0, badge: joined.user.badge as string, email }
  return {
    email,
    elsewhere: { ...base, token: joined.token as string },
    inBrowser: { ...base, token: login.body.access_token as string },
  }
}

/** The player links the app in `browser`, then leaves a second link there waiting on them. */
async function linkedAndWaiting(browser: Browser, player: TestPlayer) {
  const config = await oauthClient(t, await registerApp(t, developer))
  const tokens = await linkPlayer(t, config, player, 'decks:read', { browser })
  expect((await t.get('/v2/decks/mine', { token: tokens.access_token })).status).toBe(200)
  const waiting = await startLink(config, browser, 'profile')
  expect((await browser.consentDetails(player, waiting.uid)).status).toBe(200)
  return { config, waiting }
}

/** After the browser's log-in ended: no code, and nothing answered with that log-in. */
async function expectNoWayToACode(
  config: Awaited<ReturnType<typeof oauthClient>>,
  browser: Browser,
  ended: TestPlayer,
  waitingUid: string,
) {
  expect((await t.get('/v2/players/me', { token: ended.token })).status).toBe(401)
  expect((await browser.answerConsent(ended, waitingUid, true)).status).toBe(401)
  const again = await startLink(config, browser, 'decks:read')
  expect(again.consentAt.searchParams.get('code')).toBeNull()
  expect(again.consentAt.pathname).toBe(`/apps/consent/${again.uid}/`)
  expect((await browser.consentDetails(ended, again.uid)).status).toBe(401)
  expect((await browser.answerConsent(ended, again.uid, true)).status).toBe(401)
}

describe("what ends a browser's site log-in ends its way to a code", () => {
  it('a password change made elsewhere', async () => {
    const { elsewhere, inBrowser } = await playerWithBrowser()
    const browser = new Browser(t)
    const { config, waiting } = await linkedAndWaiting(browser, inBrowser)

    const changed = await t.request('POST', '/v2/players/me/password', {
      token: elsewhere.token,
      body: { current_password: password, password: newPassword, password_confirm: newPassword },
    })
    expect(changed.status).toBe(200)
    await expectNoWayToACode(config, browser, inBrowser, waiting.uid)
  })

  it('a password reset', async () => {
    const { email, inBrowser } = await playerWithBrowser()
    const browser = new Browser(t)
    const { config, waiting } = await linkedAndWaiting(browser, inBrowser)

    await t.request('POST', '/v2/reset', { body: { email } })
    const link = tokenOfLink(linkIn(await smtp.next(email), '/players/reset/'))
    const reset = await t.request('POST', `/v2/reset/${link}`, {
      body: { password: newPassword, password_confirm: newPassword },
    })
    expect(reset.status).toBe(200)
    await expectNoWayToACode(config, browser, inBrowser, waiting.uid)
  })
})
