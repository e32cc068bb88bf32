import { expect, type Page, test } from '@playwright/test'
import { mediaImages } from './support/media.ts'
import { createPlayer, logInAs } from './support/players.ts'

const MASTER_SET = [
  ['The Iron Men', 'coal-roarkwin'],
  ['The Snakes in Silver', 'maeoni-viper'],
  ['The Mist Guardian', 'aradel-summergaard'],
  ['The Cloudsea Siren', 'saria-guideman'],
  ['The Bloodwoods Queen', 'jessa-na-ni'],
  ['The Shadows of Viros', 'noah-redmoon'],
] as const

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true })

test('the home page offers six print-and-play decks, each with its deck page and its PDF', async ({
  page,
}) => {
  await mediaImages(page, 'abort')
  await page.goto('/')
  const decks = panel(page, 'Free print-and-play decks')
  await expect(decks.getByRole('list').getByRole('listitem')).toHaveCount(6)
  for (const [title, phoenixborn] of MASTER_SET) {
    await expect(decks.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      /^\/decks\/\d+\/$/,
    )
    await expect(decks.getByRole('link', { name: `${title} print-and-play PDF` })).toHaveAttribute(
      'href',
      new RegExp(`/files/print-and-play/${phoenixborn}\\.pdf$`),
    )
  }
  // The media host refused the banner: the drawn one stands in, with no image left in the link.
  const banner = page.locator('a[data-banner]')
  await expect(banner).toHaveAttribute('data-banner', 'failed')
  await expect(banner).toContainText('Rise of the Phoenixborn')
  await expect(banner.locator('img')).toHaveCount(0)
  await expect(panel(page, 'News').getByRole('article').first()).toBeVisible()

  for (const [name, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath(`home-${name}.png`), fullPage: true })
  }

  await decks.getByRole('link', { name: 'The Mist Guardian', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Mist Guardian')
})

test('the banner shows the media host image when the host serves it', async ({ page }) => {
  await mediaImages(page, 'serve')
  await page.goto('/')
  const banner = page.locator('a[data-banner]')
  await expect(banner).toHaveAttribute('data-banner', 'shown')
  await expect(banner.getByRole('img')).toHaveAttribute('alt', /Rise of the Phoenixborn/)
})

test('settings save the email choices and show the export token', async ({ page, request }) => {
  const player = await createPlayer(request, 'Settings Tester')
  await logInAs(page, player)
  await page.goto('/players/me/')
  const newsletter = page.getByRole('checkbox', { name: 'Send me the newsletter' })
  const comments = page.getByRole('checkbox', { name: /new comments on cards and decks/ })
  const activity = page.getByRole('checkbox', { name: /out of activity mail/ })
  await expect(newsletter).not.toBeChecked()
  await newsletter.check()
  await comments.check()
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(toasts(page)).toContainText('Account settings saved!')

  await page.reload()
  await expect(newsletter).toBeChecked()
  await expect(comments).toBeChecked()
  await expect(activity).not.toBeChecked()

  await page.getByRole('button', { name: 'Show export token' }).click()
  const token = page.getByLabel('Export token')
  await expect(token).toHaveValue(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  const value = await token.inputValue()
  await expect(page.getByText(`/players/me/import/${value}/`)).toBeVisible()
  // The same token every time: the one the API hands this player.
  const api = await request.get('/v2/players/me/export', {
    headers: { Authorization: `Bearer ${player.token}` },
  })
  expect((await api.json()).export_token).toBe(value)

  for (const [name, size] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(size)
    await page.screenshot({ path: test.info().outputPath(`settings-${name}.png`), fullPage: true })
  }
})
