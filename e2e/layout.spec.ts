import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test'
import { deckActions } from './support/decks.ts'
import { createPlayer, type E2ePlayer, logInAs } from './support/players.ts'

// Page layout checked by the boxes a real browser lays out: long titles, the builder pane beside
// the page, modals above it, and the card search box.

const desktop = { width: 1280, height: 800 }
const phone = { width: 390, height: 844 }
const pane = (page: Page) => page.locator('#builder-pane')

async function saveDeck(request: APIRequestContext, player: E2ePlayer, title: string) {
  const saved = await request.put('/v2/decks', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: { title, phoenixborn: 'aradel-summergaard', cards: [], dice: [] },
  })
  expect(saved.ok()).toBe(true)
  return (await saved.json()).id as number
}

/** Logs in, opens the deck's private page and its Edit button (the builder opens beside it). */
async function editDeck(page: Page, player: E2ePlayer, id: number) {
  await logInAs(page, player)
  await page.goto(`/decks/mine/${id}/`)
  await (await deckActions(page)).getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(pane(page)).toBeVisible()
}

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error('not laid out')
  return {
    left: found.x,
    right: found.x + found.width,
    top: found.y,
    bottom: found.y + found.height,
  }
}

/** Where an element's text runs: a block's own box keeps its width while its text overflows. */
async function textRight(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange()
    range.selectNodeContents(element)
    return range.getBoundingClientRect().right
  })
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

/** The element a press at (x, y) would reach lies in the open dialog's layer. */
async function dialogLayerAt(page: Page, x: number, y: number): Promise<boolean> {
  return page.evaluate(
    ([px, py]) => {
      const hit = document.elementFromPoint(px as number, py as number)
      const layer = document.querySelector('[role="dialog"]')?.parentElement
      return Boolean(hit && layer?.contains(hit))
    },
    [x, y],
  )
}

test('a 255-character unbroken title wraps: deck page, builder beside it, lists, history, preview', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop)
  const player = await createPlayer(request, 'Longtitle')
  const title = 'W'.repeat(255)
  const id = await saveDeck(request, player, title)
  await editDeck(page, player, id)

  const heading = page.getByRole('heading', { level: 1, name: title })
  const main = await box(page.locator('main'))
  expect(await textRight(heading)).toBeLessThanOrEqual(main.right)
  expect(await textRight(heading)).toBeLessThanOrEqual((await box(pane(page))).left)
  await noSidewaysScroll(page)

  await pane(page).getByRole('button', { name: 'Deck actions' }).click()
  await page.getByRole('menuitem', { name: 'Preview' }).click()
  const dialog = page.getByRole('dialog')
  expect(await textRight(dialog.getByRole('heading', { name: title }))).toBeLessThanOrEqual(
    (await box(dialog)).right,
  )
  await dialog.getByRole('button', { name: 'Close' }).click()

  await page.goto('/decks/mine/')
  // The builder pane opens again after the load and narrows the list: measure once it has.
  await expect(pane(page)).toBeVisible()
  const stub = page.getByTestId('deck-stub').first()
  expect(await textRight(stub.getByRole('link', { name: title }))).toBeLessThanOrEqual(
    (await box(stub)).right,
  )
  await noSidewaysScroll(page)

  await page.goto(`/decks/mine/${id}/history/`)
  await expect(pane(page)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
  expect(await textRight(page.getByRole('heading', { level: 1 }))).toBeLessThanOrEqual(
    (await box(page.locator('main'))).right,
  )
  await noSidewaysScroll(page)

  await page.setViewportSize(phone)
  await page.goto(`/decks/mine/${id}/`)
  await pane(page).getByRole('button', { name: 'Hide the deck builder' }).click()
  expect(await textRight(heading)).toBeLessThanOrEqual(phone.width)
  await noSidewaysScroll(page)
})

test('with the builder open, the header lines up with the page beside the pane', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop)
  const player = await createPlayer(request, 'Aligner')
  const id = await saveDeck(request, player, 'Lined up')
  await editDeck(page, player, id)

  const siteName = await box(page.getByRole('banner').getByRole('link').first())
  const heading = await box(page.getByRole('heading', { level: 1, name: 'Lined up' }))
  const builderToggle = await box(page.getByRole('button', { name: 'Hide builder' }))
  const paneBox = await box(pane(page))
  // The site name starts where the page's content does, and the header's end stays clear of the
  // pane, as the page's content does.
  expect(Math.abs(siteName.left - heading.left)).toBeLessThanOrEqual(8)
  expect(builderToggle.right).toBeLessThanOrEqual(paneBox.left)
})

for (const viewport of [desktop, phone]) {
  test(`a modal's backdrop covers the builder pane at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const player = await createPlayer(request, 'Covered')
    const id = await saveDeck(request, player, 'Under a modal')
    await editDeck(page, player, id)
    await pane(page).getByRole('button', { name: 'Deck actions' }).click()
    await page.getByRole('menuitem', { name: 'Preview' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()

    // The part of the pane in view (at 1280 px it is a screen tall below the header), read again
    // on each try: the pane and the dialog may still be sliding or fading in.
    const pointsOfThePane = async () => {
      const inView = await box(pane(page))
      const covered = { ...inView, bottom: Math.min(inView.bottom, viewport.height) }
      return [
        [covered.left + 8, covered.top + 8],
        [covered.right - 8, covered.bottom - 8],
        [(covered.left + covered.right) / 2, (covered.top + covered.bottom) / 2],
      ] as const
    }
    await expect
      .poll(async () => {
        const hits = []
        for (const [x, y] of await pointsOfThePane()) hits.push(await dialogLayerAt(page, x, y))
        return hits
      })
      .toEqual([true, true, true])
  })
}

test('the card search box shows one clear button, its own', async ({ page }) => {
  await page.setViewportSize(desktop)
  await page.goto('/cards/?q=blink')
  const search = page.getByRole('searchbox', { name: 'Filter by name or text' })
  await expect(search).toHaveValue('blink')
  const ours = page.getByRole('button', { name: 'Clear search' })
  await expect(ours).toHaveCount(1)
  // With our button out of sight, the box's right end must be blank: the browser draws no
  // clear button of its own there (Chromium does for a plain search input).
  await ours.evaluate((button) => {
    ;(button as HTMLElement).style.visibility = 'hidden'
  })
  await search.focus()
  const field = await box(search)
  const shot = await page.screenshot({
    clip: {
      x: field.right - 48,
      y: field.top + 6,
      width: 40,
      height: field.bottom - field.top - 12,
    },
  })
  const colours = await page.evaluate(async (png) => {
    const image = new Image()
    image.src = `data:image/png;base64,${png}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = image.width
    canvas.height = image.height
    const context = canvas.getContext('2d') as CanvasRenderingContext2D
    context.drawImage(image, 0, 0)
    const pixels = context.getImageData(0, 0, image.width, image.height).data
    const seen = new Set<string>()
    for (let i = 0; i < pixels.length; i += 4)
      seen.add(`${pixels[i]},${pixels[i + 1]},${pixels[i + 2]}`)
    return seen.size
  }, shot.toString('base64'))
  expect(colours).toBe(1)
})
