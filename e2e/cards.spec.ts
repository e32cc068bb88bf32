import { expect, test } from '@playwright/test'
import { hydrated } from './support/hydrated.ts'

test('browse cards, filter them, reload with the same URL, and go back', async ({ page }) => {
  await page.goto('/cards/')
  await expect(page).toHaveTitle('Browse cards - Ashes Deckbuilder')
  const rows = page.getByTestId('card-row')
  await expect(rows).toHaveCount(50)
  await expect(page.getByText(/^\d+ cards$/)).toBeVisible()
  await hydrated(page)

  await page.getByLabel('Filter by name or text').fill('puppet')
  // the filter applies after the debounce; the URL is written once the fetch succeeds
  await expect(page).toHaveURL(/\/cards\/\?q=puppet$/)
  await expect(rows.filter({ hasText: 'Blood Puppet' }).first()).toBeVisible()
  expect(await rows.count()).toBeLessThan(50)
  const puppetRows = await rows.count()

  const ally = page.getByRole('button', { name: 'Ally', exact: true })
  await ally.click()
  await expect(page).toHaveURL(/q=puppet&types=ally$/)
  await expect(ally).toHaveAttribute('aria-pressed', 'true')
  await expect(rows.first()).toContainText('Ally')
  await expect(rows.filter({ hasText: 'Conjuration' })).toHaveCount(0)

  await page.reload()
  await expect(page).toHaveURL(/q=puppet&types=ally$/)
  await expect(page.getByLabel('Filter by name or text')).toHaveValue('puppet')
  await expect(ally).toHaveAttribute('aria-pressed', 'true')
  await expect(rows.first()).toContainText('Ally')
  // Back is the app's to follow (the entries are its own), once it has the page again.
  await hydrated(page)

  await page.goBack()
  await expect(page).toHaveURL(/\/cards\/\?q=puppet$/)
  await expect(ally).toHaveAttribute('aria-pressed', 'false')
  await expect(rows).toHaveCount(puppetRows)

  await page.goBack()
  await expect(page).toHaveURL(/\/cards\/$/)
  await expect(page.getByLabel('Filter by name or text')).toHaveValue('')
  await expect(rows).toHaveCount(50)
})

test('an impossible filter shows the empty state, and Clear filters recovers', async ({ page }) => {
  await page.goto('/cards/?q=zzzzqqq')
  await expect(page.getByText('No cards found')).toBeVisible()
  await hydrated(page)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page.getByTestId('card-row')).toHaveCount(50)
  await expect(page).toHaveURL(/\/cards\/$/)
})

test('scrolling near the end loads the next page', async ({ page }) => {
  await page.goto('/cards/legacy/')
  await expect(page).toHaveTitle('Browse legacy cards - Ashes Deckbuilder')
  const rows = page.getByTestId('card-row')
  await expect(rows).toHaveCount(50)
  await page.getByRole('button', { name: 'Load more cards...' }).scrollIntoViewIfNeeded()
  await expect(rows).toHaveCount(100)
})
