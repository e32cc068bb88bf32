import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { type E2ePlayer, logInAs } from './players.ts'

export const pane = (page: Page) => page.locator('#builder-pane')
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })
export const status = (page: Page) => pane(page).locator('[data-status]')

/** Opens the builder on a new competitive deck from the empty 'My decks' list. */
export async function startDeck(page: Page, player: E2ePlayer) {
  await logInAs(page, player)
  await page.goto('/decks/mine/')
  await page.getByRole('button', { name: 'Create your first competitive deck' }).click()
  await expect(pane(page)).toBeVisible()
}

/** Publishes the builder's deck from its Deck actions menu and waits for the deck's page. */
export async function publishFromBuilder(page: Page, id: number) {
  await pane(page).getByRole('button', { name: 'Deck actions' }).click()
  await page.getByRole('menuitem', { name: 'Publish...' }).click()
  await page
    .getByRole('dialog', { name: 'Publish your deck' })
    .getByRole('button', { name: 'Publish deck' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/decks/${id}/$`))
}

/** The builder's deck as stored in the browser (its id once saved; written when idle). */
export async function storedDeckId(page: Page): Promise<number> {
  const read = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('deckbuilder.builder') ?? '{}').deck?.id)
  await expect.poll(read).toEqual(expect.any(Number))
  return read()
}

/** The deck's latest save as the server holds it. */
export async function savedDeck(request: APIRequestContext, player: E2ePlayer, id: number) {
  const reply = await request.get(`/v2/decks/${id}?show_saved=true`, {
    headers: { Authorization: `Bearer ${player.token}` },
  })
  expect(reply.ok()).toBe(true)
  return (await reply.json()).deck
}

/** Text and controls of the page (main and footer) whose box meets the button's. */
export function coveredByButton(page: Page) {
  return page.evaluate(() => {
    // The header's toggle shares the floating button's attributes but shows from 1280 px alone.
    const spot = [...document.querySelectorAll('button[aria-controls="builder-pane"]')]
      .map((toggle) => toggle.getBoundingClientRect())
      .find((box) => box.width > 0 && box.bottom > innerHeight / 2)
    if (!spot) return []
    const covered: string[] = []
    for (const el of document.querySelectorAll('main *, footer *')) {
      const leaf = el.children.length === 0 || el.matches('a, button, input, select, label')
      if (!leaf || !(el.textContent?.trim() || el.matches('input, select, img, [role="img"]')))
        continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      const meets =
        box.left < spot.right &&
        box.right > spot.left &&
        box.top < spot.bottom &&
        box.bottom > spot.top
      if (meets) covered.push(`${el.tagName} ${el.textContent?.trim().slice(0, 40)}`)
    }
    return covered
  })
}
