import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { deckActions } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Dice told apart by their symbols (issue 18 item 1) and drawn in their colours (issue 26),
// checked by the pixels a real browser paints.

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

/** Each magic's filter icon as the browser paints it, the option set as given. */
async function filterPictures(page: Page, on: boolean) {
  await withColours(page, on)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/cards/')
  await expect(page.getByTestId('card-row').first()).toBeVisible()
  const images = []
  for (const magic of MAGIC)
    images.push((await filterIcon(page, magic).screenshot()).toString('base64'))
  return images
}

test('the nine magic types of the dice filter paint nine different dice, in their colours whatever the option', async ({
  context,
}) => {
  const off = await filterPictures(await context.newPage(), false)
  expect(new Set(off).size).toBe(MAGIC.length)
  // Dice are drawn in their physical colours always (issue 26): the option is for costs only.
  expect(await filterPictures(await context.newPage(), true)).toEqual(off)
})

test('a cost shows its face in the text colour, and as a coloured die with the option on', async ({
  page,
}) => {
  await withColours(page, false)
  await page.goto('/cards/')
  const cost = page.getByTestId('card-row').first().getByRole('img').last()
  await expect(cost).toBeVisible()
  const plain = await cost.screenshot()
  await page.evaluate(() => document.documentElement.classList.add('colored-icons'))
  expect((await cost.screenshot()).equals(plain)).toBe(false)
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
