import { expect, type Page, test } from '@playwright/test'
import { auth, IRON_MEN } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

/** The id of the Iron Men, the preconstructed deck of the card data. */
async function ironMenId(page: Page) {
  const reply = await page.request.get('/v2/decks?show_preconstructed=true&q=iron&limit=30')
  expect(reply.status()).toBe(200)
  const { results } = (await reply.json()) as { results: { id: number; title: string }[] }
  const deck = results.find((result) => result.title === 'The Iron Men')
  expect(deck).toBeDefined()
  return deck?.id as number
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Test draw' })
const handNames = (page: Page) =>
  dialog(page).getByRole('list', { name: 'Hand' }).getByRole('link').allTextContents()
const diceLabels = async (page: Page) =>
  (
    await dialog(page)
      .getByRole('list', { name: 'Dice roll' })
      .getByRole('img')
      .evaluateAll((dice) => dice.map((die) => die.getAttribute('aria-label')))
  ).join()

test('a seeded test draw of a preconstructed deck replays on reload; next round and reset', async ({
  page,
}) => {
  const id = await ironMenId(page)
  await page.goto(`/decks/${id}/?draw=e2e-seed`)
  await expect(dialog(page).getByRole('heading', { name: 'Round 1' })).toBeVisible()
  const hand = await handNames(page)
  const dice = await diceLabels(page)
  expect(hand).toHaveLength(5)
  expect(dice.split(',')).toHaveLength(10)
  expect(dice).toMatch(/^((Natural|Ceremonial) (power|class|die: basic),?){10}$/)
  // The Phoenixborn is never drawn.
  expect(hand).not.toContain('Coal Roarkwin')

  await page.reload()
  await expect(dialog(page).getByRole('heading', { name: 'Round 1' })).toBeVisible()
  expect(await handNames(page)).toEqual(hand)
  expect(await diceLabels(page)).toBe(dice)

  // Another seed deals another hand or roll.
  await page.goto(`/decks/${id}/?draw=another-seed`)
  await expect(dialog(page).getByRole('heading', { name: 'Round 1' })).toBeVisible()
  expect(`${await handNames(page)}|${await diceLabels(page)}`).not.toBe(`${hand}|${dice}`)

  await dialog(page).getByRole('button', { name: 'Draw', exact: true }).click()
  await expect(dialog(page).getByText('6 in hand, 24 left to draw, 0 discarded')).toBeVisible()
  const first = (await handNames(page))[0] as string
  await dialog(page)
    .getByRole('button', { name: `Discard ${first}` })
    .first()
    .click()
  await dialog(page)
    .getByRole('button', { name: `Discard ${(await handNames(page))[0]}` })
    .first()
    .click()
  await expect(dialog(page).getByText('4 in hand, 24 left to draw, 2 discarded')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Next round' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Round 2' })).toBeVisible()
  await expect(dialog(page).getByText('5 in hand, 23 left to draw, 2 discarded')).toBeVisible()

  await dialog(page).getByRole('button', { name: 'Reset' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Round 1' })).toBeVisible()
  await expect(dialog(page).getByText('5 in hand, 25 left to draw, 0 discarded')).toBeVisible()
  await expect(page).not.toHaveURL(/draw=another-seed/)
  const seed = new URL(page.url()).searchParams.get('draw')
  expect(seed).toBeTruthy()
  const resetHand = await handNames(page)
  await page.reload()
  await expect(dialog(page).getByRole('heading', { name: 'Round 1' })).toBeVisible()
  expect(await handNames(page)).toEqual(resetHand)

  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page).not.toHaveURL(/draw=/)
  await page.getByRole('button', { name: 'Draw a hand' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Round 1' })).toBeVisible()
  await expect(page).toHaveURL(/[?&]draw=\w+/)
})

test('the builder draws the chosen First Five, under its own URL parameter', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Drawer')
  const firstFive = ['cover', 'iron-worker', 'hammer-knight', 'strengthen', 'anchornaut']
  const saved = await request.put('/v2/decks', {
    data: { title: 'First Five draw', ...IRON_MEN, first_five: firstFive },
    headers: auth(player),
  })
  expect(saved.status()).toBe(200)
  const { id } = (await saved.json()) as { id: number }
  await logInAs(page, player)
  await page.goto(`/decks/mine/${id}/`)
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await page.locator('#builder-pane').getByRole('button', { name: 'Draw a hand' }).click()
  await expect(dialog(page).getByRole('heading', { name: 'Round 1' })).toBeVisible()
  await expect(dialog(page)).toHaveCount(1)
  await expect(page).toHaveURL(/[?&]builder-draw=\w+/)
  await expect(dialog(page).getByText('Starts with the First Five.')).toBeVisible()
  expect(await handNames(page)).toEqual([
    'Cover',
    'Iron Worker',
    'Hammer Knight',
    'Strengthen',
    'Anchornaut',
  ])
})
