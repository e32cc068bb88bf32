import { expect, type Page } from '@playwright/test'

/**
 * Waits until the app has taken over a server-rendered page: its account menu answers clicks.
 * Before that the page is the server's HTML, whose buttons do nothing yet; a journey about what a
 * control does (not about the page before its script) presses it once the app is there.
 */
export async function hydrated(page: Page) {
  const menu = page.getByRole('button', { name: 'My Account' })
  await expect(async () => {
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
  }).toPass()
  await menu.click()
}
