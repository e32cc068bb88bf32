import { expect, test } from '@playwright/test'
import { hydrated } from './support/hydrated.ts'

// The charm allies with at most two dice in their main cost, read from the card data by hand.
const CHARM_ALLIES = [
  'Beast Tamer',
  'Enchanted Violinist',
  'Flock Shepherd',
  'Imperial Ninja',
  'Living Doll',
]

test('the search syntax narrows the card list and says what a bad keyword is', async ({ page }) => {
  await page.goto('/cards/')
  const rows = page.getByTestId('card-row')
  await expect(rows).toHaveCount(50)
  await hydrated(page)
  const search = page.getByLabel('Filter by name or text')

  await search.fill('t:ally d:charm cost<=2')
  await expect(page).toHaveURL(/\/cards\/\?q=t%3Aally\+d%3Acharm\+cost%3C%3D2$/)
  await expect(rows).toHaveCount(CHARM_ALLIES.length)
  for (const [index, name] of CHARM_ALLIES.entries())
    await expect(rows.nth(index)).toContainText(name)

  await search.fill('colour:red')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText("Unknown search keyword 'colour'")
  await expect(alert).toContainText(
    'Valid keywords: type (t), dice (d), cost, release, phoenixborn (pb), text',
  )
  // The same search would be refused again: the way on is to change it, not to retry it.
  await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0)
})

test('the syntax help page is linked from the search box and its examples run', async ({
  page,
}) => {
  await page.goto('/cards/')
  await page.getByRole('link', { name: 'Search syntax' }).click()
  await expect(page).toHaveURL(/\/cards\/syntax\/$/)
  await expect(page).toHaveTitle('Search syntax - Ashes Deckbuilder')
  await expect(page.getByRole('heading', { name: 'Search syntax' })).toBeVisible()

  await page.getByRole('link', { name: 'pb:aradel' }).click()
  await expect(page).toHaveURL(/\/cards\/\?q=pb%3Aaradel$/)
  await expect(page.getByLabel('Filter by name or text')).toHaveValue('pb:aradel')
  const rows = page.getByTestId('card-row')
  await expect(rows.filter({ hasText: 'Aradel Summergaard' })).toHaveCount(1)
  await expect(rows.filter({ hasText: 'Summon Blue Jaguar' })).toHaveCount(1)
  await expect(rows).toHaveCount(4)
})
