import { expect, test } from '@playwright/test'

// The site against the stand-in store serve.mjs starts at STORE_URL, in a real browser: the page
// learns the store's address at run time, may call it across origins, and the checkout works.
// (The Buy button and modal journeys build on this.)
const STORE = `http://127.0.0.1:${process.env.E2E_STORE_PORT}`

test('a page of the site reads the catalogue and opens a checkout on the store', async ({
  page,
}) => {
  await page.goto('/decks/')
  const storeUrl = await page.locator('meta[name="ashes-store-url"]').getAttribute('content')
  expect(storeUrl).toBe(STORE)
  // From the page's own origin, as the web app calls it (CORS and the page's policy allow it).
  const reply = await page.evaluate(async (store) => {
    const products = await (await fetch(`${store}/products/`)).json()
    const response = await fetch(`${store}/buy/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        sku: products[0].sku,
        return_to: `${location.origin}/decks/#buy`,
        title: 'Fire & <Ice>',
        cards: [
          { name: 'Coal Roarkwin', count: 1 },
          { name: 'Anchornaut', count: 3 },
        ],
      }),
    })
    return response.json()
  }, STORE)
  expect(reply.url).toMatch(new RegExp(`^${STORE}/checkout/`))

  await page.goto(reply.url)
  await expect(page.getByRole('heading', { name: 'Checkout' })).toBeVisible()
  await expect(page.getByText('Fire & <Ice>')).toBeVisible()
  await expect(page.getByRole('row', { name: '3 Anchornaut' })).toBeVisible()
  await page.getByRole('button', { name: 'Place order' }).click()
  await expect(page.getByRole('status')).toHaveText('Your order has been placed. Thank you!')
  await page.getByRole('link', { name: 'Back to the site' }).click()
  await expect(page).toHaveURL(/\/decks\/#buy$/)
})
