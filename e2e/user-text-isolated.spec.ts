import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { mailedPath } from './support/mail.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Issue 50 item 10 set a player's name apart (<bdi>) wherever it sits beside other text; the
// welcome toast and the header's own name were left: a right-to-left name there ran into the
// words around it. Both are isolated now, shown with an Arabic name.

const ARABIC = 'نار٨'
const LONG_ARABIC = 'نار الفينيق الطويل جدا ٨'

test('an Arabic name is set apart in the welcome toast and in the header', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${randomBytes(3).join('.')}` })
  const email = `bidi-${randomBytes(4).toString('hex')}@example.com`
  const password = 'a-long-enough-password'
  await page.goto('/players/new/')
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Request invitation' }).click()
  await page.goto(await mailedPath(email, '/players/new/'))
  await page.getByLabel('Username').fill(ARABIC)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()

  const welcome = page.getByRole('region', { name: 'Notifications' }).getByRole('status')
  await expect(welcome).toHaveText(`Welcome to the site, ${ARABIC}!`)
  await expect(welcome.locator('bdi')).toHaveText(ARABIC)

  const account = page.getByRole('banner').getByRole('button', { name: ARABIC })
  await expect(account.locator('bdi')).toHaveText(ARABIC)
  // Isolated, the name takes its own direction: right to left, so a long one is cut at its end.
  expect(await account.locator('bdi').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
})

test("on a 390 px phone a long name is cut to fit the header: its menu's chevron stays in view", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await logInAs(page, await createPlayer(request, LONG_ARABIC))
  await page.goto('/cards/')
  const account = page.getByRole('banner').getByRole('button', { name: LONG_ARABIC })
  await expect(account).toBeInViewport({ ratio: 1 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390)
})
