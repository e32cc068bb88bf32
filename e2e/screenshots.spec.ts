import { expect, test } from '@playwright/test'

for (const width of [360, 1280]) {
  test(`card browser renders at ${width} px`, async ({ page }, info) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/cards/')
    await expect(page.getByTestId('card-row')).toHaveCount(50)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: info.outputPath(`cards-${width}.png`) })
    await page.screenshot({ path: `.data/screens/cards-${width}.png` })
  })
}

test('card details and binder style render', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/cards/blood-puppeteer/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Blood Puppeteer')
  await page.screenshot({ path: '.data/screens/card-details-1280.png' })
  await page.goto('/cards/')
  await page.getByRole('button', { name: 'Binder' }).click()
  await expect(page.getByTestId('card-tile')).toHaveCount(50)
  await page.screenshot({ path: '.data/screens/cards-binder-1280.png' })
})
