import { expect, type Page, test } from '@playwright/test'
import { pane, startDeck } from './support/builder.ts'
import { auth, IRON_MEN } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

const insight = (page: Page) => page.getByTestId('deck-insight')
/** Deck pages load the panel once its place is near the viewport, as a reader scrolls to it. */
const scrollToInsight = (page: Page) =>
  page.getByTestId('deck-insight-slot').first().scrollIntoViewIfNeeded()

test("a preconstructed deck's page shows its card types, cost curve, magic and dice odds", async ({
  page,
  request,
}, info) => {
  const found = await request.get('/v2/decks?preconstructed=true&q=Iron%20Men&limit=1')
  const [deck] = (await found.json()).results
  expect(deck.title).toBe('The Iron Men')
  await page.goto(`/decks/${deck.id}/`)
  await scrollToInsight(page)

  await expect(insight(page).getByRole('heading', { name: 'Statistics' })).toBeVisible()
  await expect(
    insight(page).getByRole('img', {
      name: 'Card types: 9 Ready Spells, 9 Allies, 9 Action Spells, 3 Reaction Spells',
    }),
  ).toBeVisible()
  await expect(
    insight(page).getByRole('img', {
      name: 'Cost curve, cards by dice in their main cost: 0 cards at 0, 18 cards at 1, 9 cards at 2, 3 cards at 3',
    }),
  ).toBeVisible()
  // 5 ceremonial and 5 natural dice: nothing missing.
  await expect(insight(page).getByRole('row', { name: /Ceremonial/ })).toContainText('5')
  await expect(insight(page).getByTestId('missing-magic')).toHaveCount(0)
  await expect(insight(page).getByText('1 × Iron Rhino')).toBeVisible()
  // Ceremonial power, natural class and a basic: (1 - (5/6)^5)(1 - (1/2)^5) = 57.9%.
  await expect(insight(page).getByRole('row', { name: /Hammer Knight/ })).toContainText('57.9%')
  await expect(insight(page).getByText(/ignores meditation, dice powers/)).toBeVisible()
  await page.screenshot({ path: info.outputPath('insight-deck-1280.png'), fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await insight(page).screenshot({ path: info.outputPath('insight-deck-390.png') })
})

test('a deck whose cards need a magic none of its dice has says so', async ({ page, request }) => {
  const player = await createPlayer(request, 'Insight')
  const saved = await request.put('/v2/decks', {
    data: { ...IRON_MEN, title: 'All natural', dice: [{ name: 'natural', count: 10 }] },
    headers: auth(player),
  })
  expect(saved.status()).toBe(200)
  await logInAs(page, player)
  await page.goto(`/decks/mine/${(await saved.json()).id}/`)
  await scrollToInsight(page)
  await expect(insight(page).getByTestId('missing-magic')).toContainText(
    'No Ceremonial dice in the pool, yet',
  )
  await expect(insight(page).getByTestId('missing-magic')).toContainText('Hammer Knight')
  await expect(insight(page).getByRole('row', { name: /Hammer Knight/ })).toContainText('0%')
})

test("the builder's statistics follow the deck as cards are added", async ({
  page,
  request,
}, info) => {
  const player = await createPlayer(request, 'Insight')
  await startDeck(page, player)
  await page.goto('/cards/?types=phoenixborn')
  await page.getByRole('button', { name: 'Use Coal Roarkwin as your Phoenixborn' }).click()
  await pane(page).getByRole('spinbutton', { name: 'Natural dice' }).fill('10')

  await pane(page).getByText('Statistics and dice odds').click()
  await expect(pane(page).getByText("Add cards to see the deck's statistics.")).toBeVisible()

  await page.goto('/cards/?q=close%20combat')
  await page.locator('main').getByRole('button', { name: '3 copies of Close Combat' }).click()
  await expect(pane(page).getByRole('img', { name: 'Card types: 3 Action Spells' })).toBeVisible()
  // One natural power among 10 natural dice: 1 - (5/6)^10.
  await expect(pane(page).getByRole('row', { name: /Close Combat/ })).toContainText('83.8%')
  await expect(pane(page).getByTestId('missing-magic')).toHaveCount(0)

  await page.goto('/cards/?q=hammer%20knight')
  await page.locator('main').getByRole('button', { name: '2 copies of Hammer Knight' }).click()
  await expect(
    pane(page).getByRole('img', { name: 'Card types: 2 Allies, 3 Action Spells' }),
  ).toBeVisible()
  await expect(pane(page).getByTestId('missing-magic')).toContainText(
    'No Ceremonial dice in the pool, yet Hammer Knight asks for Ceremonial magic.',
  )
  await expect(pane(page).getByRole('row', { name: /Hammer Knight/ })).toContainText('0%')
  await pane(page).screenshot({ path: info.outputPath('insight-builder.png') })
})
