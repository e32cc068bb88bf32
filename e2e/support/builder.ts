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
