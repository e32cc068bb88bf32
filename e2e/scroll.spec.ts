import { expect, test } from '@playwright/test'

// Issue 50 item 5: typing a URL in the address bar after scrolling another page of the site
// opened the new page 198 px down, its search box out of sight. Every document's first history
// entry was named 'default', so the position saved when the last page was left was applied to
// the next page loaded in the tab.
for (const target of ['/cards/', '/decks/']) {
  test(`a page typed in the address bar after scrolling another opens at the top: ${target}`, async ({
    page,
  }) => {
    await page.goto('/cards/legacy/')
    await expect(page.getByTestId('card-row')).toHaveCount(50)
    await page.evaluate(() => scrollTo(0, 198))
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(198)

    await page.goto(target)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const search = page.getByRole('searchbox').or(page.getByRole('textbox')).first()
    await expect(search).toBeInViewport()
    // Give a late restoration (after the screen's data) the time to happen.
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => scrollY)).toBe(0)
  })
}

test('a reload keeps the position, and back returns to it', async ({ page }) => {
  await page.goto('/cards/legacy/')
  await expect(page.getByTestId('card-row')).toHaveCount(50)
  await page.evaluate(() => scrollTo(0, 400))
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(400)
  await page.reload()
  await expect(page.getByTestId('card-row')).toHaveCount(50)
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(400)

  await page.goto('/cards/')
  await expect(page.getByTestId('card-row')).toHaveCount(50)
  expect(await page.evaluate(() => scrollY)).toBe(0)
  await page.goBack()
  await expect(page.getByTestId('card-row')).toHaveCount(50)
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(400)
})
