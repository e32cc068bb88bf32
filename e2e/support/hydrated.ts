import { expect, type Page } from '@playwright/test'

/**
 * Waits until the app has taken over a server-rendered page: its account menu answers clicks.
 * Before that the page is the server's HTML, whose buttons do nothing yet; a journey about what a
 * control does (not about the page before its script) presses it once the app is there. The
 * server renders the menu as a visitor's, "My Account"; the app names a logged-in player's after
 * them (`username`).
 */
export async function hydrated(page: Page, username?: string) {
  const menu = page.getByRole('button', { name: username ?? 'My Account' })
  await expect(async () => {
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
  }).toPass()
  await menu.click()
}
