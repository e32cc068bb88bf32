import { expect, type Page, test } from '@playwright/test'
import { coveredByButton, pane, startDeck } from './support/builder.ts'
import { createPlayer } from './support/players.ts'

// The floating "Show deck builder" button (below 1280 px, while the builder is active and its
// pane hidden) never covers the page: scrolled to the bottom, no text or control of the page
// lies under it, neither a list's last row nor the footer (issue 26 item 5).

const showButton = (page: Page) => page.getByRole('button', { name: /^Show deck builder/ })

for (const [size, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`scrolled to the bottom, nothing of the card list or the footer is under the builder button (${size})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height })
    await startDeck(page, await createPlayer(request, 'Scroller'))
    if (width < 1280) {
      await pane(page).getByRole('button', { name: 'Hide the deck builder' }).click()
      await expect(showButton(page)).toBeVisible()
    }
    // A search of one page of cards, so reaching the bottom loads no more.
    await page.getByRole('link', { name: 'Cards', exact: true }).first().click()
    await page.getByRole('searchbox', { name: 'Filter by name or text' }).fill('knight')
    await expect(page).toHaveURL(/q=knight/)
    const rows = page.getByTestId('card-row')
    await expect(rows.first()).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(rows.last()).toBeInViewport()
    if (width < 1280) await expect(showButton(page)).toBeVisible()
    else await expect(showButton(page)).toBeHidden()
    expect(await coveredByButton(page)).toEqual([])
  })
}
