import { expect, type Page, test } from '@playwright/test'
import { publish, saveDeck } from './support/decks.ts'
import { hydrated } from './support/hydrated.ts'
import { mediaImages } from './support/media.ts'
import { createPlayer } from './support/players.ts'

// The deck page's binder draws a card from its data when its image does not load (issue 26
// item 5); its stats (Attack, Life, Recover; Battlefield, Life, Spellboard) must be read whole
// in the narrowest tiles: two to a row on a phone, and the narrowest tile of a desktop.
const WIDTHS = [
  { name: 'a phone', widths: [390] },
  // 768 px has the narrowest tiles of a desktop (three to a row); wider, four to a row
  { name: 'desktops', widths: [768, 1024, 1280, 1440] },
]

/** Each drawn card's stats that do not fit it, or whose label or value is cut: none expected. */
function clippedStats(page: Page) {
  return page.getByTestId('deck-card-tile').evaluateAll((tiles) =>
    tiles.flatMap((tile) => {
      const card = tile.querySelector('article')
      if (!card) return []
      const box = card.getBoundingClientRect()
      return [...card.querySelectorAll('[data-stat]')].flatMap((stat) => {
        const rect = stat.getBoundingClientRect()
        // Each shown part (not the screen reader's label) within its box, and its box within
        // the card: a label wider than its box overflows it, clipped by the card's frame.
        const cut = [...stat.querySelectorAll('span')].some((part) => {
          if (!part.getClientRects().length || getComputedStyle(part).position === 'absolute')
            return false
          const inner = part.getBoundingClientRect()
          return (
            part.scrollWidth > part.clientWidth + 0.5 ||
            inner.left < rect.left - 0.5 ||
            inner.right > rect.right + 0.5
          )
        })
        const outside = rect.left < box.left - 0.5 || rect.right > box.right + 0.5
        return cut || outside ? [`${card.getAttribute('aria-label')}: ${stat.textContent}`] : []
      })
    }),
  )
}

for (const { name, widths } of WIDTHS) {
  test(`a drawn card's stats fit its binder tile on ${name}`, async ({ page, request }) => {
    await page.setViewportSize({ width: widths[0] ?? 390, height: 844 })
    const player = await createPlayer(request, 'Binder')
    const snapshot = await publish(request, player, await saveDeck(request, player, 'Drawn binder'))
    await mediaImages(page, 'abort')
    await page.goto(`/decks/${snapshot}/`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Binder' }).click()
    const drawn = page.getByTestId('deck-card-tile').locator('article[aria-label="Hammer Knight"]')
    // The fetched card data (its stats) has reached the drawing.
    await expect(drawn.locator('[data-stat]')).toHaveCount(3)
    for (const width of widths) {
      await page.setViewportSize({ width, height: 844 })
      expect(await clippedStats(page), `at ${width} px`).toEqual([])
    }
  })
}
