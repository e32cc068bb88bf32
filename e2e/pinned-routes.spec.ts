import { expect, test } from '@playwright/test'
import { hydrated } from './support/hydrated.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Routes of SPEC §2 that no other journey opens, and its navigation rules for a player who is
// already logged in.

test('/phoenix/ links the fan-made Time magic downloads and the legacy cards', async ({ page }) => {
  await page.goto('/phoenix/')
  await expect(page).toHaveTitle('Phoenix - Ashes Deckbuilder')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project Phoenix')
  const downloads = page.getByRole('main').getByRole('listitem')
  await expect(downloads.filter({ hasText: 'Raven Rules' }).getByRole('link')).toHaveAttribute(
    'href',
    /\/legacy\/files\/ashes-raven-rules\.pdf$/,
  )
  for (const [deck, dice] of [
    ['Jill Traversack: The Treasures of the Ages', 'Time only'],
    ['Tolliver I: The Young Ruler', 'Charm and Time'],
    ['Devlin Longbow: The Scoundrels of the Sea', 'Natural and Time'],
    ['Plutarch Eastgate: The Mad Doctor', 'Ceremonial and Time'],
  ]) {
    const item = downloads.filter({ hasText: deck })
    await expect(item).toContainText(`(${dice})`)
    await expect(item.getByRole('link', { name: deck })).toHaveAttribute(
      'href',
      /\/legacy\/files\/pnp\/[a-z_-]+\.zip$/,
    )
  }
  await page.getByRole('link', { name: 'legacy cards' }).click()
  await expect(page).toHaveURL(/\/cards\/legacy\/$/)
  await expect(page).toHaveTitle('Browse legacy cards - Ashes Deckbuilder')
})

test('/policies/ states the content policies', async ({ page }) => {
  await page.goto('/policies/')
  await expect(page).toHaveTitle('Content policies - Ashes Deckbuilder')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Content policies')
  // SPEC §2: on topic, no personal attacks, no spam (deletion and a block), kid-friendly language.
  await expect(main).toContainText('keep comments and descriptions on topic')
  await expect(main).toContainText('No personal attacks.')
  await expect(main).toContainText('No spam: spam means deletion of the content and a block.')
  await expect(main).toContainText('Kid-friendly language is encouraged.')
  await expect(main.getByRole('heading', { name: 'Contact' })).toBeVisible()
})

test('a logged-in player is sent on from log-in: to where they came from, else home', async ({
  page,
  context,
  request,
}) => {
  const player = await createPlayer(request, 'Already')
  // A visitor opens log-in from the card list...
  await page.goto('/cards/?q=knight')
  await hydrated(page)
  await page.getByRole('button', { name: 'My Account' }).click()
  await page.getByRole('link', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/log-in\/$/)

  // ...logs in in another tab, then reloads this one: log-in sends them back to the card list.
  const other = await context.newPage()
  await other.goto('/log-in/')
  await other.getByLabel('Email').fill(player.email)
  await other.getByLabel('Password', { exact: true }).fill(player.password)
  await other.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(other.getByRole('button', { name: 'Already' })).toBeVisible()
  await other.close()
  await page.reload()
  await expect(page).toHaveURL(/\/cards\/\?q=knight$/)
  await expect(page.getByRole('button', { name: 'Already' })).toBeVisible()

  // Log-in opened with nowhere to go back to sends them home.
  await page.goto('/log-in/')
  await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/)
  await expect(page.getByRole('heading', { name: 'Log in' })).toHaveCount(0)
})

test('a logged-in player asking for a password reset is sent to the account page', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Remembers')
  await logInAs(page, player)
  for (const path of ['/players/reset/', '/players/reset/any-token-at-all/']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/players\/me\/$/)
    await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible()
    await expect(page.getByLabel('Username')).toHaveValue('Remembers')
  }
})
