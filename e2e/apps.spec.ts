import { expect, test } from '@playwright/test'
import { toasts } from './support/builder.ts'
import { auth } from './support/decks.ts'
import { appCallback, CALLBACK, linkRequest } from './support/oauth.ts'
import { createPlayer } from './support/players.ts'

const authorizationUrl = (clientId: string, scope: string) => linkRequest(clientId, scope).url

test('a logged-out player logs in, allows an app, sees it under Apps and revokes it', async ({
  page,
  request,
}) => {
  const developer = await createPlayer(request, 'Developer')
  const registered = await request.post('/v2/developer/apps', {
    headers: auth(developer),
    data: { name: 'Journey Client', redirect_uris: [CALLBACK] },
  })
  expect(registered.status()).toBe(201)
  const { client_id } = await registered.json()
  const player = await createPlayer(request, 'Linker')
  await appCallback(page)

  await page.goto(authorizationUrl(client_id, 'decks:read decks:write'))
  await expect(page).toHaveURL(/\/log-in\/$/)
  await page.getByLabel('Email').fill(player.email)
  await page.getByLabel('Password', { exact: true }).fill(player.password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()

  await expect(page).toHaveURL(/\/apps\/consent\/[^/]+\/$/)
  await expect(
    page.getByRole('heading', { name: 'Journey Client wants to use your account' }),
  ).toBeVisible()
  await expect(page.getByText('See your decks, including your private ones')).toBeVisible()
  await expect(page.getByText('Save, snapshot, publish and delete your decks')).toBeVisible()
  await page.getByRole('button', { name: 'Allow' }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:9\/callback\?code=[^&]+.*state=journey/)

  await page.goto('/players/me/')
  const apps = page.getByRole('region', { name: 'Apps', exact: true })
  await expect(apps.getByRole('heading', { name: 'Journey Client' })).toBeVisible()
  await expect(apps.getByText('See your decks, including your private ones')).toBeVisible()
  await apps.getByRole('button', { name: 'Revoke Journey Client' }).click()
  await expect(toasts(page)).toContainText('Journey Client can no longer use your account.')
  await expect(apps.getByText('No app can use your account.')).toBeVisible()
})

test('a player who denies an app is sent back to it with access_denied', async ({
  page,
  request,
}) => {
  const developer = await createPlayer(request, 'Developer')
  const registered = await request.post('/v2/developer/apps', {
    headers: auth(developer),
    data: { name: 'Denied Client', redirect_uris: [CALLBACK] },
  })
  const { client_id } = await registered.json()
  const player = await createPlayer(request, 'Denier')
  await page.addInitScript(
    (value) => localStorage.setItem('player.auth', value),
    JSON.stringify({
      token: player.token,
      username: player.username,
      badge: player.badge,
      isAdmin: false,
    }),
  )
  await appCallback(page)
  await page.goto(authorizationUrl(client_id, 'profile'))
  await expect(page.getByText('See your account: username, badge and email address')).toBeVisible()
  await page.getByRole('button', { name: 'Deny' }).click()
  await expect(page).toHaveURL(/^http:\/\/localhost:9\/callback\?error=access_denied/)
})
