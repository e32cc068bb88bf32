import { randomInt } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { pane } from './support/builder.ts'
import { auth, deckActions, IRON_MEN, publish, saveDeck } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Lists a player can scan (issue 26 item 3): a screen of the card list holds 16 cards or more,
// and a listed deck shows its cards.

/** Title words must be letters: the title search drops everything else. */
const uniqueTitle = (prefix: string) =>
  `${prefix} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`

/** How many card rows lie wholly inside the viewport. */
async function rowsOnScreen(page: Page): Promise<number> {
  const rows = await page.getByTestId('card-row').all()
  const height = page.viewportSize()?.height ?? 0
  let count = 0
  for (const row of rows) {
    const box = await row.boundingBox()
    if (box && box.y >= 0 && box.y + box.height <= height) count += 1
  }
  return count
}

test('the card list shows 16 cards or more on a 1366x900 screen, one line each', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto('/cards/')
  const rows = page.getByTestId('card-row')
  await expect(rows).toHaveCount(50)
  expect(await rowsOnScreen(page)).toBeGreaterThanOrEqual(16)
  // One line: a row holding name, type, stats and cost is no taller than two lines of text.
  const row = rows.filter({ hasText: 'Adept Duelist' })
  await expect(row).toContainText('Ally · Battlefield')
  expect((await row.boundingBox())?.height).toBeLessThanOrEqual(40)
})

test('a listed deck shows its cards by type, folded on a phone', async ({ page, request }) => {
  const player = await createPlayer(request, 'Lister')
  const title = uniqueTitle('Column')
  const id = await saveDeck(request, player, title)
  await publish(request, player, id)
  const { deck } = (await (await request.get(`/v2/decks/${id}`)).json()) as {
    deck: { cards: { name: string }[] }
  }
  const names = deck.cards.map((card) => card.name)
  expect(names).toHaveLength(10)

  await page.setViewportSize({ width: 1366, height: 900 })
  await page.goto(`/decks/?q=${encodeURIComponent(title)}`)
  const stub = page.getByTestId('deck-stub').filter({ hasText: title })
  const cards = stub.getByTestId('stub-cards')
  for (const name of names) {
    await expect(cards.getByRole('link', { name, exact: true })).toBeVisible()
  }
  await expect(cards).toContainText('Allies (')
  await expect(stub.getByRole('button', { name: /cards of/ })).toBeHidden()

  await page.setViewportSize({ width: 390, height: 844 })
  const show = stub.getByRole('button', { name: `Show cards of ${title} (30)` })
  await expect(show).toBeVisible()
  await expect(cards).toBeHidden()
  await show.click()
  await expect(cards.getByRole('link', { name: names[0], exact: true })).toBeVisible()
})

test("the builder's card rows take one line, however long a card's name", async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Lister')
  // The longest card names of the card data beside the Iron Men.
  const cards = [
    ...IRON_MEN.cards.slice(0, 8),
    'summon-nightshade-swallow',
    'summon-cloudburst-gryphon',
  ]
  const saved = await request.put('/v2/decks', {
    data: {
      ...IRON_MEN,
      title: 'Long names',
      cards: cards.map((card) => (typeof card === 'string' ? { stub: card, count: 3 } : card)),
    },
    headers: auth(player),
  })
  expect(saved.status()).toBe(200)
  await logInAs(page, player)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/decks/mine/${(await saved.json()).id}/`)
  await (await deckActions(page)).getByRole('button', { name: 'Edit', exact: true }).click()
  const rows = pane(page).locator('[data-card-row]')
  await expect(rows).toHaveCount(10)
  for (const row of await rows.all()) {
    // A row is its buttons' height (32 px) and its padding: one line.
    expect((await row.boundingBox())?.height).toBeLessThanOrEqual(40)
  }
})
