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

test('a login-required page sends a visitor to log in', async ({ page }) => {
  await page.goto('/players/me/')
  await expect(page).toHaveURL(/\/log-in\/$/)
  await expect(
    page.getByText('This page requires an account; please log in to continue...'),
  ).toBeVisible()
})
