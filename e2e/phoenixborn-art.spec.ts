import { expect, type Page, test } from '@playwright/test'
import { pane, startDeck } from './support/builder.ts'
import { mediaImages } from './support/media.ts'
import { createPlayer } from './support/players.ts'

/** Images the browser tried and failed to show: what a reader sees as a broken image. */
const brokenImages = (page: Page) =>
  page.evaluate(
    () => [...document.images].filter((img) => img.complete && img.naturalWidth === 0).length,
  )

const ironMen = (page: Page) => page.getByTestId('deck-stub').filter({ hasText: 'The Iron Men' })

async function screenshots(page: Page, name: string) {
  for (const [size, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath(`${name}-${size}.png`) })
  }
}

test('with the media host unreachable, listings, deck pages and the picker draw the Phoenixborn', async ({
  page,
  request,
}) => {
  await mediaImages(page, 'abort')
  await page.goto('/decks/?preconstructed=true')
  // Badges load lazily: the row is brought near the screen first.
  await ironMen(page).scrollIntoViewIfNeeded()
  const art = ironMen(page).locator('[data-art]')
  await expect(art).toHaveAttribute('data-art', 'failed')
  await expect(art.getByTestId('drawn-phoenixborn')).toHaveText('CR')
  expect(await brokenImages(page)).toBe(0)
  await screenshots(page, 'art-listing-drawn')

  await ironMen(page).getByRole('link', { name: 'The Iron Men' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('The Iron Men')
  await expect(page.locator('main [data-art]').first()).toHaveAttribute('data-art', 'failed')
  expect(await brokenImages(page)).toBe(0)
  await screenshots(page, 'art-deck-drawn')

  await page.setViewportSize({ width: 1280, height: 800 })
  await startDeck(page, await createPlayer(request, 'Painter'))
  const picker = pane(page).getByRole('listbox', { name: 'Choose a Phoenixborn' })
  const coal = picker.getByRole('option', { name: 'Coal Roarkwin' })
  await expect(coal).toContainText(/Battlefield \d+ · Life \d+ · Spellboard \d+/)
  await expect(coal.locator('[data-art]')).toHaveAttribute('data-art', 'failed')
  await screenshots(page, 'art-picker-drawn')

  // The keyboard: moving does not choose; Enter does.
  await page.setViewportSize({ width: 1280, height: 800 })
  await picker.focus()
  await page.keyboard.press('Home')
  await page.keyboard.press('ArrowDown')
  await expect(pane(page).getByRole('option', { selected: true })).toHaveCount(0)
  await page.keyboard.press('Enter')
  await expect(picker).toHaveCount(0)
  const change = pane(page).getByRole('button', { name: 'Change Phoenixborn' })
  await expect(change).toBeFocused()
  await expect(pane(page).getByTestId('phoenixborn-stats')).toHaveText(
    /^Battlefield \d+ · Life \d+ · Spellboard \d+$/,
  )
  await expect(pane(page).locator('[data-art]')).toHaveAttribute('data-art', 'failed')
  expect(await brokenImages(page)).toBe(0)
  await screenshots(page, 'art-builder-drawn')
})

test("with the media host serving, the Phoenixborn's art is shown", async ({ page, request }) => {
  await mediaImages(page, 'serve')
  await page.goto('/decks/?preconstructed=true')
  // Badges load lazily: the row is brought near the screen first.
  await ironMen(page).scrollIntoViewIfNeeded()
  const art = ironMen(page).locator('[data-art]')
  await expect(art).toHaveAttribute('data-art', 'shown')
  await expect(art.locator('img')).toHaveAttribute(
    'src',
    /\/images\/phoenixborn-badges\/coal-roarkwin\.jpg$/,
  )
  await expect(art.locator('img')).toBeVisible()

  await startDeck(page, await createPlayer(request, 'Gallery'))
  await pane(page).getByRole('option', { name: 'Coal Roarkwin' }).click()
  const slice = pane(page).locator('[data-art]').first()
  await expect(slice).toHaveAttribute('data-art', 'shown')
  await expect(slice.locator('img')).toHaveAttribute('src', /\/images\/slices\/coal-roarkwin\.jpg$/)
  expect(await brokenImages(page)).toBe(0)
})
