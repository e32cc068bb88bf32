import { expect, type Locator, type Page, test } from '@playwright/test'
import { pane, savedDeck, status, storedDeckId } from './support/builder.ts'
import { IRON_MEN } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Issue 50 (Keep): a whole deck built with the keyboard alone, as a player who uses no pointer
// does: New deck, a Phoenixborn, thirty cards from the card browser, ten dice, a save and
// Publish. Only page.keyboard acts on the page; the test reads what it shows.

test.use({ viewport: { width: 1280, height: 800 } })

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a player tabs along. */
async function tabTo(page: Page, target: Locator, back = false, most = 120) {
  for (let n = 0; n < most; n++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  await expect(target).toBeFocused()
}

const NAMES: Record<string, string> = {
  anchornaut: 'Anchornaut',
  'chant-of-revenge': 'Chant of Revenge',
  'close-combat': 'Close Combat',
  cover: 'Cover',
  'expand-energy': 'Expand Energy',
  'hammer-knight': 'Hammer Knight',
  'iron-worker': 'Iron Worker',
  'one-hundred-blades': 'One Hundred Blades',
  strengthen: 'Strengthen',
  'summon-iron-rhino': 'Summon Iron Rhino',
}

test('keyboard alone: choose a Phoenixborn, add cards and dice, save and publish', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const player = await createPlayer(request, 'Keys only')
  await logInAs(page, player)
  await page.goto('/decks/mine/')

  // New deck.
  const create = page.getByRole('button', { name: 'Create your first competitive deck' })
  await tabTo(page, create)
  await page.keyboard.press('Enter')
  await expect(pane(page)).toBeVisible()

  // A Phoenixborn from the pane's list: the arrows move through it, Enter chooses.
  const chooser = pane(page).getByRole('listbox', { name: 'Choose a Phoenixborn' })
  await tabTo(page, chooser)
  const coal = chooser.getByRole('option', { name: 'Coal Roarkwin' })
  for (
    let n = 0;
    n < 20 &&
    (await chooser.getAttribute('aria-activedescendant')) !== (await coal.getAttribute('id'));
    n++
  ) {
    await page.keyboard.press('ArrowDown')
  }
  await page.keyboard.press('Enter')
  await expect(
    pane(page)
      .getByRole('region', { name: 'Phoenixborn' })
      .getByRole('link', { name: 'Coal Roarkwin' }),
  ).toBeVisible()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  const id = await storedDeckId(page)

  // Thirty cards: / focuses the card search, Tab reaches the card's three copies.
  const cards = page.getByRole('banner').getByRole('link', { name: 'Cards', exact: true })
  await tabTo(page, cards, true)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/cards\/$/)
  const search = page.getByRole('searchbox', { name: 'Filter by name or text' })
  const total = pane(page).getByTestId('pane-total')
  let count = 0
  for (const { stub } of IRON_MEN.cards) {
    const name = NAMES[stub] ?? stub
    await page.keyboard.press('/')
    await expect(search).toBeFocused()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(name)
    const three = page
      .getByTestId('card-row')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .getByRole('button', { name: `3 copies of ${name}` })
    await expect(three).toBeVisible()
    await tabTo(page, three)
    await page.keyboard.press('Enter')
    count += 3
    await expect(total).toHaveText(`${count} / 30`)
  }

  // Ten dice: the pane's counters take a typed number, tabbed to in the pane's order.
  const inPaneOrder = [...IRON_MEN.dice].sort((a, b) => a.name.localeCompare(b.name))
  for (const { name, count: dice } of inPaneOrder) {
    const field = pane(page).getByRole('spinbutton', {
      name: `${name.charAt(0).toUpperCase()}${name.slice(1)} dice`,
    })
    await tabTo(page, field)
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.type(String(dice))
    await expect(field).toHaveValue(String(dice))
  }
  await expect(pane(page).getByRole('heading', { name: 'Dice 10 / 10' })).toBeVisible()

  // Save now: Enter in the title.
  const title = pane(page).getByLabel('Deck title')
  await tabTo(page, title, true)
  await page.keyboard.type('Typed by keys')
  await page.keyboard.press('Enter')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  const saved = await savedDeck(request, player, id)
  expect(saved.title).toBe('Typed by keys')
  expect(
    saved.cards.map((card: { stub: string; count: number }) => `${card.count} ${card.stub}`).sort(),
  ).toEqual(IRON_MEN.cards.map((card) => `3 ${card.stub}`).sort())

  // Publish from the Deck actions menu: Enter opens it, the arrows reach Publish...
  const actions = pane(page).getByRole('button', { name: 'Deck actions' })
  await tabTo(page, actions)
  await page.keyboard.press('Enter')
  const publishItem = page.getByRole('menuitem', { name: 'Publish...' })
  for (let n = 0; n < 10; n++) {
    if (await publishItem.evaluate((el) => el === document.activeElement)) break
    await page.keyboard.press('ArrowDown')
  }
  await expect(publishItem).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Publish your deck' })
  await tabTo(page, dialog.getByRole('button', { name: 'Publish deck' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/decks/${id}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Typed by keys')
})
