import { expect, type Page, test } from '@playwright/test'
import { hydrated } from './support/hydrated.ts'

// Dark mode (issue 18): System follows the system's setting, live; Light and Dark are chosen in
// the account menu (logged out too), kept on the device, and in force from the first paint.

const menu = (page: Page) => page.getByRole('button', { name: 'My Account' })
const themeButton = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Theme' }).getByRole('button', { name, exact: true })
const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/**
 * The theme before the app's own script ran (the document parsed, readyState 'interactive', is
 * the moment before module scripts run), and the page's background in the first animation frame,
 * which comes before the first paint.
 */
async function recordFirstPaint(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, string | null> = {}
    ;(window as unknown as { __firstPaint: typeof seen }).__firstPaint = seen
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        seen.themeBeforeApp = document.documentElement.dataset.theme ?? null
      }
    })
    requestAnimationFrame(() => {
      seen.theme = document.documentElement.dataset.theme ?? null
      seen.background = document.body ? getComputedStyle(document.body).backgroundColor : null
    })
  })
}
const firstFrame = (page: Page) =>
  page
    .waitForFunction(() => {
      const seen = (window as unknown as { __firstPaint?: Record<string, string> }).__firstPaint
      return seen?.theme && seen.themeBeforeApp !== undefined ? seen : null
    })
    .then((handle) => handle.jsonValue() as Promise<Record<string, string | null>>)

test('Dark chosen in the menu, logged out, is kept over a reload and painted dark from the first frame', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/cards/')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  const light = await pageBackground(page)

  await hydrated(page)
  await menu(page).click()
  await expect(themeButton(page, 'System')).toHaveAttribute('aria-pressed', 'true')
  await themeButton(page, 'Dark').click()
  await expect(themeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const dark = await pageBackground(page)
  expect(dark).not.toBe(light)

  await recordFirstPaint(page)
  await page.reload()
  const first = await firstFrame(page)
  expect(first).toEqual({ themeBeforeApp: 'dark', theme: 'dark', background: dark })
  await expect(page.getByTestId('card-row').first()).toBeVisible()
  await hydrated(page)
  await menu(page).click()
  await expect(themeButton(page, 'Dark')).toHaveAttribute('aria-pressed', 'true')
})

test('Light chosen stays light on a dark system, from the first frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const dark = await pageBackground(page)
  await hydrated(page)
  await menu(page).click()
  await themeButton(page, 'Light').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  const light = await pageBackground(page)
  expect(light).not.toBe(dark)

  await recordFirstPaint(page)
  await page.reload()
  expect(await firstFrame(page)).toEqual({
    themeBeforeApp: 'light',
    theme: 'light',
    background: light,
  })
})

test('System follows the system setting as it changes, without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await recordFirstPaint(page)
  await page.goto('/')
  expect(await firstFrame(page)).toMatchObject({ themeBeforeApp: 'dark', theme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')

  // Back to System after Light: the system's setting rules again.
  await hydrated(page)
  await menu(page).click()
  await themeButton(page, 'Light').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  await themeButton(page, 'System').click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
})

test('the page script policy lets the theme script run and reports no violation', async ({
  page,
}) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/decks/')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(violations).toEqual([])
})
