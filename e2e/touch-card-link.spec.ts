import { expect, test } from '@playwright/test'
import { hydrated } from './support/hydrated.ts'

// SPEC §2: on a touch device the first tap on a card reference opens its preview, and a second
// tap follows the link (issue 26 item 5). A phone has no room beside the link, so the preview goes
// above or below it, leaving the link in view for that second tap.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('a first tap on a card reference opens its preview, a second at the same place opens the card', async ({
  page,
}) => {
  await page.goto('/cards/summon-blue-jaguar/')
  // The server's link only navigates: the preview is the app's.
  await hydrated(page)
  const link = page
    .getByRole('region', { name: 'Related cards' })
    .getByRole('link', { name: 'Blue Jaguar', exact: true })
  await link.scrollIntoViewIfNeeded()
  const box = await link.boundingBox()
  if (!box) throw new Error('the card reference has no box')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2

  await page.touchscreen.tap(x, y)
  const preview = page.getByRole('tooltip')
  await expect(preview).toContainText('Blue Jaguar')
  await expect(page).toHaveURL(/\/cards\/summon-blue-jaguar\/$/)
  // The preview leaves the link it came from in view: wholly above or below it, on the screen.
  const shown = await preview.boundingBox()
  if (!shown) throw new Error('the preview has no box')
  expect(shown.y + shown.height <= box.y || shown.y >= box.y + box.height).toBe(true)
  expect(shown.y).toBeGreaterThanOrEqual(0)
  expect(shown.y + shown.height).toBeLessThanOrEqual(844)
  expect(shown.x).toBeGreaterThanOrEqual(0)
  expect(shown.x + shown.width).toBeLessThanOrEqual(390)
  await expect(link).toBeVisible()

  await page.touchscreen.tap(x, y)
  await expect(page).toHaveURL(/\/cards\/blue-jaguar\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Blue Jaguar' })).toBeVisible()
})
