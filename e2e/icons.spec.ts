import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { deckActions } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Dice told apart without colour (issue 18 item 1): shapes checked by the pixels a real browser
// paints, colours by what it computes.

const MAGIC = [
  'Ceremonial',
  'Charm',
  'Illusion',
  'Natural',
  'Divine',
  'Sympathy',
  'Time',
  'Artifice',
  'Astral',
]

/** Opens the site with "Use colored cost icons" set as given, as the settings page stores it. */
async function withColours(page: Page, on: boolean) {
  await page.addInitScript((value) => {
    localStorage.setItem('deckbuilder.options', JSON.stringify({ colorizeIcons: value }))
  }, on)
}

const filterIcon = (page: Page, magic: string) =>
  page.getByRole('button', { name: `${magic} magic`, exact: true }).locator('.icon')

const colourOf = (page: Page, magic: string) =>
  filterIcon(page, magic).evaluate((icon) => getComputedStyle(icon).color)

test('with colours off, the nine magic types of the dice filter paint nine different icons', async ({
  page,
}) => {
  await withColours(page, false)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/cards/')
  await expect(page.getByTestId('card-row').first()).toBeVisible()
  // One colour for all, so only their shapes can tell them apart.
  const colours = await Promise.all(MAGIC.map((magic) => colourOf(page, magic)))
  expect(new Set(colours).size).toBe(1)
  const images = []
  for (const magic of MAGIC)
    images.push((await filterIcon(page, magic).screenshot()).toString('base64'))
  expect(new Set(images).size).toBe(MAGIC.length)
})

test('with colours on, each magic type keeps its own colour', async ({ page }) => {
  await withColours(page, true)
  await page.goto('/cards/')
  await expect(page.getByTestId('card-row').first()).toBeVisible()
  const colours = await Promise.all(MAGIC.map((magic) => colourOf(page, magic)))
  expect(new Set(colours).size).toBe(MAGIC.length)
})

async function deckWithDice(request: APIRequestContext) {
  const player = await createPlayer(request, 'Dicer')
  const saved = await request.put('/v2/decks', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: {
      title: 'Dice names',
      phoenixborn: 'aradel-summergaard',
      cards: [],
      dice: [
        { name: 'ceremonial', count: 5 },
        { name: 'sympathy', count: 5 },
      ],
    },
  })
  expect(saved.ok()).toBe(true)
  return { player, id: (await saved.json()).id as number }
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`dice counters name each magic whole beside its icon at ${viewport.width} px`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(viewport)
    const { player, id } = await deckWithDice(request)
    await logInAs(page, player)
    await page.goto(`/decks/mine/${id}/`)
    const main = page.locator('main')
    await expect(main.getByTestId('die-count')).toHaveText(['Ceremonial ×5', 'Sympathy ×5'])
    await (await deckActions(page)).getByRole('button', { name: 'Edit', exact: true }).click()
    const pane = page.locator('#builder-pane')
    for (const magic of ['Ceremonial', 'Sympathy', 'Illusion']) {
      const label = pane.locator('label', { hasText: magic })
      await expect(label).toHaveText(magic)
      await expect(label.locator('.icon')).toBeVisible()
      // The whole name shows: nothing of it runs past the label's box.
      const clipped = await label.evaluate((element) => element.scrollWidth > element.clientWidth)
      expect(clipped, magic).toBe(false)
    }
  })
}
