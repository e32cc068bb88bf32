import { expect, type Locator, type Page, test } from '@playwright/test'
import { coveredByButton, pane, startDeck } from './support/builder.ts'
import { deckActions, publish, saveDeck } from './support/decks.ts'
import { hydrated } from './support/hydrated.ts'
import { createPlayer } from './support/players.ts'

// Issue 50 item 16: "on a phone the floating 'Show deck builder' button covers the last card
// row". At 390 x 844, scrolled to the very end of the page (the list loaded to its last card), the
// last row of cards lies wholly in view, and a tap at its right edge, the side the button floats
// on, reaches the row itself: in the card list, in deckbuilder mode, in the binder, on a public
// deck's page and on the page of the deck open in the builder, in both themes. The footer's room
// for the button (Footer.tsx) is what keeps it so: without it the button lies on the footer's
// last line, and a shorter footer would put the last row there.

test.use({ viewport: { width: 390, height: 844 } })

const showButton = (page: Page) => page.getByRole('button', { name: /^Show deck builder/ })
const loadMore = (page: Page) => page.getByRole('button', { name: 'Load more cards...' })

/** Scrolls to the end of the page until nothing more loads there. */
async function scrollToTheEnd(page: Page, settled: () => Promise<void>) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await settled()
    const atEnd = await page.evaluate(
      () => Math.ceil(window.scrollY + innerHeight) >= document.documentElement.scrollHeight,
    )
    expect(atEnd).toBe(true)
  }).toPass({ timeout: 60_000, intervals: [100, 250] })
}

/**
 * Every card of the list loaded from the page the address started it at (`before` cards before
 * it): no "Load more cards..." left (tapped, as a player would, when the list waits on it), and
 * the count's cards from there all shown.
 */
async function allCardsLoaded(page: Page, rows: Locator, before = 0) {
  if ((await loadMore(page).count()) && (await loadMore(page).isEnabled())) {
    await loadMore(page).click({ timeout: 1000 })
  }
  await expect(loadMore(page)).toHaveCount(0, { timeout: 1000 })
  const count = await page.getByText(/^\d+ cards?$/).textContent()
  await expect(rows).toHaveCount(Number.parseInt(count ?? '', 10) - before, { timeout: 1000 })
}

/**
 * The last row is wholly in view (a binder's card, taller than a phone shows above the footer,
 * its end: its buttons, name and stats) and a tap at its right edge lands on the row, not the
 * button.
 */
async function lastRowWholeAndTappable(page: Page, rows: Locator, whole = true) {
  await expect(showButton(page)).toBeVisible()
  const last = rows.last()
  if (whole) await expect(last).toBeInViewport({ ratio: 1 })
  const box = await last.boundingBox()
  if (!box) throw new Error('the last row has no box')
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0)
  // Playwright's trial tap checks that the row itself receives a tap at that point.
  await last.click({
    trial: true,
    position: { x: box.width - 4, y: box.height / 2 },
    timeout: 2000,
  })
  await last.click({
    trial: true,
    position: { x: box.width - 4, y: box.height - 2 },
    timeout: 2000,
  })
  // Nor is anything below it, to the page's end (the footer's lines), under the button.
  expect(await coveredByButton(page)).toEqual([])
}

async function hideThePane(page: Page) {
  await pane(page).getByRole('button', { name: 'Hide the deck builder' }).click()
  await expect(showButton(page)).toBeVisible()
}

for (const theme of ['light', 'dark'] as const) {
  test(`at the end of the whole card list, in deckbuilder mode and in the binder, the builder button covers no row (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.emulateMedia({ colorScheme: theme })
    const player = await createPlayer(request, 'Last row')
    await startDeck(page, player)
    await hideThePane(page)
    const firstPage = page.waitForResponse((reply) => {
      const url = new URL(reply.url())
      return url.pathname === '/v2/cards' && url.searchParams.get('sort') === 'name'
    })
    await page.getByRole('link', { name: 'Cards', exact: true }).first().click()
    const rows = page.getByTestId('card-row')
    await expect(rows.first()).toBeVisible()
    // The whole list's end is its last page's: that page's address (where its "More cards"
    // links lead a reader without JavaScript) shows the list's last cards and then the page's
    // end, as the list scrolled through to its 526th card does, without loading the ten pages
    // before it one by one.
    const { count, next } = await (await firstPage).json()
    const perPage = Number(new URL(next).searchParams.get('offset'))
    const lastPage = Math.ceil(count / perPage)
    await page.goto(`/cards/?page=${lastPage}`)
    // The rows are the server's until the app has the page, without the builder's buttons.
    await hydrated(page, player.username)
    await scrollToTheEnd(page, () => allCardsLoaded(page, rows, (lastPage - 1) * perPage))
    await lastRowWholeAndTappable(page, rows)

    // Deckbuilder mode, then the binder (the option its toggle keeps on the device), on a
    // search of a few pages' worth of height. The mode's toggle and the binder are the app's
    // alone (the server renders no builder): they show once it has the page.
    await page.goto('/cards/?q=knight')
    await page.getByRole('button', { name: 'Deckbuilder mode' }).click()
    await expect(page.getByRole('button', { name: 'Deckbuilder mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await scrollToTheEnd(page, () => allCardsLoaded(page, rows))
    await lastRowWholeAndTappable(page, rows)
    await page.evaluate(() => {
      const options = JSON.parse(localStorage.getItem('deckbuilder.options') ?? '{}')
      localStorage.setItem(
        'deckbuilder.options',
        JSON.stringify({ ...options, galleryStyle: 'binder' }),
      )
    })
    await page.reload()
    const tiles = page.locator('[data-card-rows="grid"] [data-card-row]')
    await expect(tiles.first()).toBeVisible()
    await scrollToTheEnd(page, () => allCardsLoaded(page, tiles))
    await lastRowWholeAndTappable(page, tiles, false)
  })

  test(`at the end of a deck's page, with its deck open in the builder or another, the builder button covers no card (${theme})`, async ({
    page,
    request,
  }) => {
    await page.emulateMedia({ colorScheme: theme })
    const player = await createPlayer(request, 'Last row')
    await startDeck(page, player)
    await hideThePane(page)
    const other = await publish(request, player, await saveDeck(request, player, 'Read on a phone'))
    const pageSettled = async () => {
      await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 1000 })
    }
    await page.goto(`/decks/${other}/`)
    const cards = page.getByTestId('deck-cards-list').getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    await scrollToTheEnd(page, pageSettled)
    // The page's last card row, and whatever ends the page below it.
    await lastRowWholeAndTappable(page, page.locator('main li, main tr').filter({ visible: true }))

    // The deck open in the builder: its own page, edited from there.
    const own = await saveDeck(request, player, 'Edited on a phone')
    await page.goto(`/decks/mine/${own}/`)
    await (await deckActions(page)).getByRole('button', { name: 'Edit', exact: true }).click()
    await expect(pane(page)).toBeVisible()
    await hideThePane(page)
    await expect(cards.first()).toBeVisible()
    await scrollToTheEnd(page, pageSettled)
    await lastRowWholeAndTappable(page, page.locator('main li, main tr').filter({ visible: true }))
  })
}
