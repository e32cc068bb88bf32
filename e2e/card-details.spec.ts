import { expect, test } from '@playwright/test'
import { hydrated } from './support/hydrated.ts'

test('open a card from the browser, then its card-link popup', async ({ page }) => {
  await page.goto('/cards/?q=stitch')
  // The card's page opened by the app, whose links show their popup on hover.
  await hydrated(page)
  const link = page.getByRole('link', { name: 'Blood Puppeteer', exact: true })
  await link.click()
  await expect(page).toHaveURL(/\/cards\/blood-puppeteer\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Blood Puppeteer')
  await expect(page).toHaveTitle('Blood Puppeteer - Ashes Deckbuilder')
  await expect(page.getByText(/^\d+ users? ha(s|ve) this card in \d+ decks?$/)).toBeVisible()
  await expect(page.getByText('Release:')).toBeVisible()

  const ref = page.locator('main').getByRole('link', { name: 'Blood Puppet', exact: true }).first()
  await ref.hover()
  const popup = page.getByRole('tooltip')
  await expect(popup).toBeVisible()
  // images cannot load offline, so the popup draws the card from its data
  await expect(popup).toContainText('Blood Puppet')
  await page.mouse.move(0, 0)
  await expect(popup).toBeHidden()
})

test('an unknown card says so', async ({ page }) => {
  await page.goto('/cards/no-such-card/')
  await expect(page.getByRole('heading', { name: 'No card found' })).toBeVisible()
  await expect(page.getByText('Sorry, this does not appear to be a valid card!')).toBeVisible()
})
