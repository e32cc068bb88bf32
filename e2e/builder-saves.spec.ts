import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { pane, savedDeck, status } from './support/builder.ts'
import { auth, deckActions, IRON_MEN, saveDeck } from './support/decks.ts'
import { createPlayer, type E2ePlayer, logInAs } from './support/players.ts'

// Builder rows of issue 50's "Pinned by tests" (ui-behaviour §1 and §2, SPEC §4): the builder
// saves on a title's blur, on its status icon and on closing the description editor; deleting
// the deck open in it resets it; its card count turns red above 30 only.
//
// The saves run on the page's own clock, paused: the debounced save (1 s after a change) then
// waits for the test to move the clock, so a save seen while it stands was forced, and one seen
// only once it moved was the debounced save of that change.

test.use({ viewport: { width: 1280, height: 800 } })

/** Opens `player`'s Iron Men deck in the builder from its page; resolves with its id. */
async function editIronMen(page: Page, request: APIRequestContext, player: E2ePlayer) {
  const id = await saveDeck(request, player, 'Iron Men at work')
  await logInAs(page, player)
  await page.goto(`/decks/mine/${id}/`)
  await (await deckActions(page)).getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  return id
}

/** Stops the page's clock where it stands. */
async function pauseTheClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 100))
}

test('the title saves on blur: typing alone only marks the deck unsaved', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Blurrer')
  await page.clock.install()
  const id = await editIronMen(page, request, player)
  await pauseTheClock(page)
  const title = pane(page).getByLabel('Deck title')
  await title.fill('Typed, then left')
  await expect(status(page)).toHaveAccessibleName('Save your deck')
  // Well past the debounce, typing alone has saved nothing.
  await page.clock.runFor(3000)
  await expect(status(page)).toHaveAccessibleName('Save your deck')
  expect((await savedDeck(request, player, id)).title).toBe('Iron Men at work')

  await title.press('Tab')
  await page.clock.runFor(1000)
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  expect((await savedDeck(request, player, id)).title).toBe('Typed, then left')
})

test('the status icon saves at once', async ({ page, request }) => {
  const player = await createPlayer(request, 'Iconist')
  await page.clock.install()
  const id = await editIronMen(page, request, player)
  await pauseTheClock(page)
  await pane(page).getByLabel('Deck title').fill('Saved by the icon')
  await status(page).click()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  expect((await savedDeck(request, player, id)).title).toBe('Saved by the icon')
})

test('closing the description editor saves at once, by its button or Escape', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Describer')
  await page.clock.install()
  const id = await editIronMen(page, request, player)
  await pauseTheClock(page)
  const description = pane(page).getByLabel('Description', { exact: true })

  await pane(page).getByRole('button', { name: 'Edit description' }).click()
  await description.fill('Closed with its button.')
  await pane(page).getByRole('button', { name: 'Done editing description' }).click()
  await expect(description).toBeHidden()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  expect((await savedDeck(request, player, id)).description).toBe('Closed with its button.')

  await pane(page).getByRole('button', { name: 'Edit description' }).click()
  await description.fill('Closed with Escape.')
  await description.press('Escape')
  await expect(description).toBeHidden()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  expect((await savedDeck(request, player, id)).description).toBe('Closed with Escape.')
})

test('deleting the deck open in the builder resets the builder; deleting another does not', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Deleter')
  const open = await editIronMen(page, request, player)
  const other = await saveDeck(request, player, 'Not the open one')
  const deleteFromItsPage = async (id: number) => {
    await page.goto(`/decks/mine/${id}/`)
    const actions = await deckActions(page)
    await actions.getByRole('button', { name: 'Delete', exact: true }).click()
    const confirm = actions.getByRole('button', { name: 'Confirm?' })
    await expect(confirm).not.toHaveAttribute('aria-disabled', 'true')
    await confirm.click()
    await expect(page).toHaveURL(/\/decks\/mine\/$/)
  }

  await deleteFromItsPage(other)
  await expect(pane(page).getByLabel('Deck title')).toHaveValue('Iron Men at work')

  await deleteFromItsPage(open)
  await expect(pane(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^Hide builder|^Deck builder/ })).toHaveCount(0)
  // Reloaded, the builder stays closed: the deleted deck is not kept in the browser either.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My decks' })).toBeVisible()
  await expect(pane(page)).toHaveCount(0)
})

test("the pane's card count turns red above 30 only", async ({ page, request }) => {
  const player = await createPlayer(request, 'Counter')
  // 29 cards: one Anchornaut fewer than the Iron Men.
  const saved = await request.put('/v2/decks', {
    headers: auth(player),
    data: {
      ...IRON_MEN,
      title: 'Counted',
      cards: IRON_MEN.cards.map((card) => ({
        ...card,
        count: card.stub === 'anchornaut' ? 2 : card.count,
      })),
    },
  })
  expect(saved.ok()).toBe(true)
  await logInAs(page, player)
  await page.goto(`/decks/mine/${(await saved.json()).id}/`)
  await (await deckActions(page)).getByRole('button', { name: 'Edit', exact: true }).click()
  const total = pane(page).getByTestId('pane-total')
  const red = () => total.evaluate((el) => getComputedStyle(el).color)
  const danger = await page.evaluate(() => {
    const probe = document.createElement('span')
    probe.className = 'text-danger'
    document.body.append(probe)
    const colour = getComputedStyle(probe).color
    probe.remove()
    return colour
  })

  await expect(total).toHaveText('29 / 30')
  expect(await red()).not.toBe(danger)
  await pane(page).getByRole('button', { name: '3 copies of Anchornaut' }).click()
  await expect(total).toHaveText('30 / 30')
  expect(await red()).not.toBe(danger)
  await page.goto('/cards/?q=fire+archer')
  await page.getByRole('button', { name: '1 copy of Fire Archer' }).click()
  await expect(total).toHaveText('31 / 30')
  expect(await red()).toBe(danger)
  await pane(page).getByRole('button', { name: 'Remove Fire Archer' }).click()
  await expect(total).toHaveText('30 / 30')
  expect(await red()).not.toBe(danger)
})
