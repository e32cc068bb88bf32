import { expect, type Page, test } from '@playwright/test'
import { pane, publishFromBuilder, savedDeck, status, toasts } from './support/builder.ts'
import { deckActions, publish, saveDeck } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// The server refuses to change the kind (Red Rains, unrestricted) of a deck with a public
// snapshot; the builder must not strand edits behind that refusal.
const LOCKED = 'A published deck keeps its kind; clone it to change that.'

async function editFromItsPage(page: Page, id: number) {
  await page.goto(`/decks/mine/${id}/`)
  await (await deckActions(page)).getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(pane(page)).toBeVisible()
}

/** Red Rains and Legal Mode are off with the reason, and so is the Unrestricted box. */
async function expectKindLocked(page: Page) {
  await pane(page).getByRole('button', { name: 'Deck actions' }).click()
  for (const name of ['Red Rains', 'Legal Mode']) {
    const item = page.getByRole('menuitemcheckbox', { name })
    await expect(item).toBeDisabled()
    await expect(item).toHaveAccessibleDescription(LOCKED)
  }
  await expect(page.getByRole('menu').getByText(LOCKED).first()).toBeVisible()
  // Escape closes the menu alone: on a phone the pane under it stays open (one press, one layer).
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menu')).toHaveCount(0)
  await expect(pane(page).getByRole('button', { name: 'Deck actions' })).toBeFocused()
  await expect(pane(page).getByRole('checkbox', { name: /^Unrestricted/ })).toBeDisabled()
}

test('publish from the builder, then its kind is locked while every other edit saves and Exit works', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Publisher')
  const id = await saveDeck(request, player, 'Kept kind')
  await logInAs(page, player)
  await editFromItsPage(page, id)
  await publishFromBuilder(page, id)
  await expect(toasts(page)).toContainText('Your deck has been published!')

  await expectKindLocked(page)
  await pane(page).getByLabel('Deck title').fill('Kept kind, edited')
  await pane(page).getByLabel('Deck title').press('Enter')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await pane(page).getByRole('button', { name: 'Exit builder' }).click()
  await expect(pane(page)).toHaveCount(0)
  expect(await savedDeck(request, player, id)).toMatchObject({
    title: 'Kept kind, edited',
    is_red_rains: false,
  })
})

test('a deck published earlier opens in the builder with its kind locked', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const player = await createPlayer(request, 'Republisher')
  const id = await saveDeck(request, player, 'Published before')
  await publish(request, player, id)
  await logInAs(page, player)
  await editFromItsPage(page, id)
  await expectKindLocked(page)
})

test('a deck published in another tab: its kind change is undone at once and the rest saved', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Elsewhere')
  const id = await saveDeck(request, player, 'Two tabs')
  await logInAs(page, player)
  await editFromItsPage(page, id)
  await publish(request, player, id)

  await pane(page).getByLabel('Deck title').fill('Two tabs, edited')
  await pane(page).getByRole('button', { name: 'Deck actions' }).click()
  await page.getByRole('menuitemcheckbox', { name: 'Red Rains' }).click()
  await expect(toasts(page)).toContainText('its kind cannot change: it was set back')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await pane(page).getByRole('button', { name: 'Deck actions' }).click()
  await expect(page.getByRole('menuitemcheckbox', { name: 'Red Rains' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  await page.keyboard.press('Escape')
  await pane(page).getByRole('button', { name: 'Exit builder' }).click()
  await expect(pane(page)).toHaveCount(0)
  expect(await savedDeck(request, player, id)).toMatchObject({
    title: 'Two tabs, edited',
    is_red_rains: false,
  })
})

test('publishing again shows the new version on the deck page at once, without a reload', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Reissuer')
  const id = await saveDeck(request, player, 'First edition')
  await logInAs(page, player)
  await editFromItsPage(page, id)
  await publishFromBuilder(page, id)
  const heading = page.getByRole('heading', { level: 1 })
  await expect(heading).toHaveText('First edition')

  // Within the app (no reload): one Anchornaut out, Molten Gold in from the card list, a new title.
  await pane(page).getByRole('button', { name: '2 copies of Anchornaut' }).click()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cards' }).click()
  await page.getByRole('searchbox', { name: 'Filter by name or text' }).fill('Molten Gold')
  await page.locator('main').getByRole('button', { name: '1 copy of Molten Gold' }).click()
  await expect(pane(page).getByTestId('pane-total')).toHaveText('30 / 30')
  await pane(page).getByLabel('Deck title').fill('Second edition')
  await pane(page).getByLabel('Deck title').press('Enter')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await publishFromBuilder(page, id)

  await expect(heading).toHaveText('Second edition')
  await expect(
    page.locator('main').getByRole('link', { name: 'Molten Gold' }).first(),
  ).toBeVisible()
})
