import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { auth, IRON_MEN, preconstructed, publish } from './support/decks.ts'
import { createPlayer, type E2ePlayer } from './support/players.ts'

// Buying printed decks through the partner store (SPEC §1 "Purchase flow", §5, §7, §8): the
// stand-in store the e2e server starts beside the site, or the store refused with page.route.

/** The store the site names in its pages (the meta element the web app reads at run time). */
async function storeUrl(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text()
  const url = /<meta name="ashes-store-url" content="([^"]+)"/.exec(html)?.[1]
  if (!url) throw new Error('the site names no store')
  return url
}

/** Saves an unrestricted list of the Iron Men's cards, `copies` of each; resolves with the deck. */
async function saveList(request: APIRequestContext, player: E2ePlayer, copies: number) {
  const saved = await request.put('/v2/decks', {
    data: {
      title: `List of ${copies}`,
      is_unrestricted: true,
      dice: IRON_MEN.dice,
      cards: IRON_MEN.cards.map(({ stub }) => ({ stub, count: copies })),
    },
    headers: auth(player),
  })
  expect(saved.status(), await saved.text()).toBe(200)
  return (await saved.json()) as { id: number; direct_share_uuid: string }
}

const buyButton = (page: Page) => page.getByRole('button', { name: 'Purchase This Deck' })
const cardsOffered = (page: Page) =>
  page.getByRole('dialog', { name: 'Purchase This Deck' }).getByRole('region', { name: 'Cards' })

test('a visitor buys a preconstructed deck: checkout lists its cards, and the way back reopens the modal', async ({
  page,
  request,
}) => {
  const id = await preconstructed(request, 'The Iron Men')
  const store = await storeUrl(request)
  await page.goto(`/decks/${id}/`)
  await buyButton(page).click()
  const cards = cardsOffered(page)
  const printed = cards.getByRole('listitem').filter({ hasText: 'Printed deck (up to 52 cards)' })
  await expect(printed).toContainText('includes dice reference cards')
  await cards.getByRole('button', { name: 'Buy for $19.95: Printed deck (up to 52 cards)' }).click()

  await expect(page).toHaveURL(new RegExp(`^${store}/checkout/`))
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(page.getByText('The Iron Men', { exact: true })).toBeVisible()
  const table = page.getByRole('table')
  await expect(table.getByRole('row', { name: '1 Coal Roarkwin' })).toBeVisible()
  await expect(table.getByRole('row', { name: '3 Hammer Knight' })).toBeVisible()
  await expect(table.getByRole('row', { name: '1 Natural Magic' })).toBeVisible()
  await expect(table.getByRole('row', { name: '1 Ceremonial Magic' })).toBeVisible()

  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('status')).toHaveText('Your order has been placed. Thank you!')
  await page.getByRole('link', { name: 'Back to the site' }).click()
  await expect(page).toHaveURL(new RegExp(`/decks/${id}/#buy$`))
  await expect(page.getByRole('dialog', { name: 'Purchase This Deck' })).toBeVisible()
})

test('an unrestricted deck is offered only the unrestricted list', async ({ page, request }) => {
  const player = await createPlayer(request, 'Lister')
  const list = await saveList(request, player, 3)
  await page.goto(`/decks/${await publish(request, player, list.id)}/`)
  await buyButton(page).click()
  const cards = cardsOffered(page)
  await expect(cards.getByRole('listitem')).toHaveCount(1)
  await expect(cards).toContainText('Unrestricted card list (up to 100 cards)')
  await expect(cards).toContainText('30 cards')
  // No saved deck passes 100 cards (issue 24 item 5), so none is over the list's max: the
  // text for a deck no product takes is held by BuyModal.test.tsx.
})

test("a store that cannot be reached offers nothing: 'No products available'", async ({
  page,
  request,
}) => {
  const id = await preconstructed(request, 'The Iron Men')
  await page.route(`${await storeUrl(request)}/**`, (route) => route.abort('connectionrefused'))
  await page.goto(`/decks/${id}/`)
  await expect(page.getByRole('button', { name: 'No products available' })).toBeDisabled()
})

test('a store answering 500 to a purchase is a toast with that code', async ({ page, request }) => {
  const id = await preconstructed(request, 'The Iron Men')
  await page.route(`${await storeUrl(request)}/buy/`, (route) =>
    route.fulfill({ status: 500, body: 'Internal Server Error' }),
  )
  await page.goto(`/decks/${id}/`)
  await buyButton(page).click()
  await cardsOffered(page)
    .getByRole('button', { name: /^Buy for \$19\.95/ })
    .click()
  await expect(page.getByRole('alert')).toContainText("The store's server returned code 500")
  await expect(page).toHaveURL(new RegExp(`/decks/${id}/$`))
})

test('Enemy Decks sells the Chimera decks, some Unavailable, each linked to its box', async ({
  page,
}) => {
  await page.goto('/decks/enemy/')
  await expect(page.getByRole('heading', { name: 'Enemy Decks' })).toBeVisible()
  await expect(
    page.getByRole('button', { name: 'Buy for $29.95: The Corpse of Viros (Chimera deck)' }),
  ).toBeEnabled()
  await expect(page.getByRole('button', { name: 'Unavailable' })).toHaveCount(2)
  await page.getByRole('link', { name: 'The Corpse of Viros preconstructed decks' }).click()
  await expect(page.getByTestId('deck-stub')).toHaveCount(4)
})
