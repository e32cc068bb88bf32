import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { auth } from './support/decks.ts'
import { hydrated } from './support/hydrated.ts'
import { appCallback, CALLBACK, linkRequest } from './support/oauth.ts'
import { createPlayer, type E2ePlayer, logInAs } from './support/players.ts'

// Issue 48 items 1 and 2, the attacks on where the site's log-in meets the authorization server,
// in real browsers: each browser context is a person's own browser, with its own cookies.

const EXPIRED =
  'This request to link an app has expired, was already answered, or was started in another browser. Start again from the app.'

interface RegisteredApp {
  client_id: string
  client_secret: string
}

async function registerApp(request: APIRequestContext, name: string): Promise<RegisteredApp> {
  const developer = await createPlayer(request, 'Developer')
  const registered = await request.post('/v2/developer/apps', {
    headers: auth(developer),
    data: { name, redirect_uris: [CALLBACK] },
  })
  expect(registered.status()).toBe(201)
  return registered.json()
}

async function logInHere(page: Page, player: E2ePlayer) {
  await expect(page).toHaveURL(/\/log-in\/$/)
  await hydrated(page)
  await page.getByLabel('Email').fill(player.email)
  await page.getByLabel('Password', { exact: true }).fill(player.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
}

/** The player the code the browser brought back was issued for, as the app would learn it. */
async function codeHolder(
  request: APIRequestContext,
  app: RegisteredApp,
  page: Page,
  verifier: string,
): Promise<string> {
  const code = new URL(page.url()).searchParams.get('code')
  expect(code).not.toBeNull()
  const basic = Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')
  const tokens = await request.post('/oauth/token', {
    headers: { authorization: `Basic ${basic}` },
    form: {
      grant_type: 'authorization_code',
      code: code ?? '',
      redirect_uri: CALLBACK,
      code_verifier: verifier,
    },
  })
  expect(tokens.status()).toBe(200)
  const me = await request.get('/v2/players/me', {
    headers: { authorization: `Bearer ${(await tokens.json()).access_token}` },
  })
  return (await me.json()).badge
}

test("an attacker's consent address opened in a victim's browser links nothing there or for her", async ({
  browser,
  page,
  request,
}) => {
  const app = await registerApp(request, 'Lure Client')
  const attacker = await createPlayer(request, 'Attacker')
  const victim = await createPlayer(request, 'Victim')

  // The attacker starts a link in her own browser and copies the consent screen's address.
  const attackers = await browser.newContext()
  const hers = await attackers.newPage()
  await appCallback(hers)
  const { url } = linkRequest(app.client_id, 'decks:read decks:write')
  await hers.goto(url)
  await logInHere(hers, attacker)
  await expect(hers).toHaveURL(/\/apps\/consent\/[^/]+\/$/)
  const uid = new URL(hers.url()).pathname.split('/').at(-2)

  // The victim, logged in to the site in their own browser, opens it: nothing to allow.
  await logInAs(page, victim)
  await page.goto(`/apps/consent/${uid}/`)
  await expect(page.getByText(EXPIRED)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Allow' })).toHaveCount(0)

  // The attacker resumes her link: she is asked for her own account, never handed the victim's.
  await hers.goto(`/oauth/authorize/${uid}`)
  await expect(hers).not.toHaveURL(/code=/)
  const victimsApps = await request.get('/v2/account/apps', { headers: auth(victim) })
  expect((await victimsApps.json()).results).toEqual([])
  await attackers.close()
})

test('log-out in a browser ends its links: the next app asks again, and the next player links their own account', async ({
  page,
  request,
}) => {
  const app = await registerApp(request, 'Shared Client')
  const first = await createPlayer(request, 'First')
  const second = await createPlayer(request, 'Second')
  await appCallback(page)

  const firstLink = linkRequest(app.client_id, 'profile')
  await page.goto(firstLink.url)
  await logInHere(page, first)
  await page.getByRole('button', { name: 'Allow' }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:9\/callback\?code=/)
  expect(await codeHolder(request, app, page, firstLink.verifier)).toBe(first.badge)

  // The first player logs out of the site, in the same browser.
  await page.goto('/')
  const logOut = page.getByRole('button', { name: 'Log out' })
  // Pressed again until the app has the page: before that the server's menu button does nothing.
  await expect(async () => {
    await page.getByRole('button', { name: first.username }).click()
    await expect(logOut).toBeVisible({ timeout: 500 })
  }).toPass()
  await logOut.click()
  await expect(page.getByText('You have logged out!')).toBeVisible()

  // The app's next request is asked of whoever logs in now: no silent code for the first player.
  const secondLink = linkRequest(app.client_id, 'profile')
  await page.goto(secondLink.url)
  await logInHere(page, second)
  await expect(
    page.getByRole('heading', { name: 'Shared Client wants to use your account' }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Allow' }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:9\/callback\?code=/)
  expect(await codeHolder(request, app, page, secondLink.verifier)).toBe(second.badge)
})
