import { expect, test } from '@playwright/test'

test('an unknown URL answers 404 and shows the Not Found page inside the site shell', async ({
  page,
}) => {
  const response = await page.goto('/no/such/page/')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'No page found' })).toBeVisible()
  await expect(
    page.getByText('Sorry, there does not appear to be anything at this URL!'),
  ).toBeVisible()
  await expect(page).toHaveTitle('Not found - Ashes Deckbuilder')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cards' }).click()
  await expect(page).toHaveURL(/\/cards\/$/)
})

// Issue 50 item 14: the Not Found page kept the last screen's tab title and offered no way on.
test('Not Found, reached from a card page, says so in the tab and links the way on', async ({
  page,
}) => {
  await page.goto('/cards/anchornaut/')
  await expect(page).toHaveTitle('Anchornaut - Ashes Deckbuilder')
  // A way the app goes without loading a page: as back or forward would.
  await page.evaluate(() => {
    history.pushState(null, '', '/no/such/page/')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page.getByRole('heading', { name: 'No page found' })).toBeVisible()
  await expect(page).toHaveTitle('Not found - Ashes Deckbuilder')
  const ways = page.getByRole('navigation', { name: 'Ways on' })
  await expect(ways.getByRole('link')).toHaveText(['Browse cards', 'Browse decks', 'Home page'])
  await ways.getByRole('link', { name: 'Browse decks' }).click()
  await expect(page).toHaveURL(/\/decks\/$/)
  await expect(page).toHaveTitle('Decks - Ashes Deckbuilder')

  await page.goto('/cards/no-such-card-here/')
  await expect(page.getByRole('heading', { name: 'No card found' })).toBeVisible()
  await expect(page).toHaveTitle('No card found - Ashes Deckbuilder')
})

test('a login-required page sends a visitor to log in', async ({ page }) => {
  await page.goto('/players/me/')
  await expect(page).toHaveURL(/\/log-in\/$/)
  await expect(
    page.getByText('This page requires an account; please log in to continue...'),
  ).toBeVisible()
})
