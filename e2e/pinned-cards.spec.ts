import { expect, type Locator, type Page, test } from '@playwright/test'
import { pane } from './support/builder.ts'
import { saveTwoCardDeck } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// What a card's page says of it (SPEC §2 "Card details"), read from the card data of
// /work/shared/data as the server seeds it.

const main = (page: Page) => page.getByRole('main')
/** The paragraph under the card's name: its type, then its placement. */
const typeLine = (page: Page) => main(page).locator('header p').first()
/** One group of the Related cards block, by its heading ('Conjurations', 'Unique cards', ...). */
const relatedGroup = (page: Page, title: string): Locator =>
  page
    .getByRole('region', { name: 'Related cards' })
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
/** A card fact (Attack, Life, Battlefield, ...): the value beside its label. */
const fact = (page: Page, label: string) =>
  main(page)
    .getByRole('definition')
    .filter({
      has: page.locator(`xpath=preceding-sibling::dt[1][normalize-space(.)="${label}"]`),
    })

test("a card's page: type and placement, costs in order, the dice it needs, its preconstructed deck", async ({
  page,
}) => {
  await page.goto('/cards/hammer-knight/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hammer Knight')
  await expect(typeLine(page)).toHaveText('Ally · Battlefield')

  // Each cost step on its own line, in the card's order: [[main]], 1 ceremonial power, ...
  const costs = main(page)
    .getByRole('heading', { name: 'Cost', exact: true })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('listitem')
  await expect(costs).toHaveCount(4)
  await expect(costs.nth(0).getByRole('img', { name: 'Main action' })).toBeVisible()
  await expect(costs.nth(1)).toHaveText('1')
  await expect(costs.nth(1).getByRole('img', { name: 'Ceremonial power' })).toBeVisible()
  await expect(costs.nth(2).getByRole('img', { name: 'Natural class' })).toBeVisible()
  await expect(costs.nth(3).getByRole('img', { name: 'Basic magic' })).toBeVisible()

  await expect(fact(page, 'Attack')).toHaveText('3')
  await expect(fact(page, 'Life')).toHaveText('4')
  await expect(fact(page, 'Recover')).toHaveText('2')
  await expect(fact(page, 'Battlefield')).toHaveCount(0)

  // "Needs:" names the card's dice, basic magic left out.
  const needed = main(page)
    .locator('p')
    .filter({ hasText: /^Needs:/ })
    .getByRole('img')
  await expect(needed).toHaveCount(2)
  await expect(needed.nth(0)).toHaveAccessibleName('Ceremonial power')
  await expect(needed.nth(1)).toHaveAccessibleName('Natural power')

  // The Master Set's deck is not called "Master Set": the release is plain text, the deck listed.
  await expect(main(page).getByText('Release: Master Set', { exact: true })).toBeVisible()
  await main(page)
    .locator('p')
    .filter({ hasText: /^Deck:/ })
    .getByRole('link', { name: 'The Iron Men' })
    .click()
  await expect(page).toHaveURL(/\/decks\/\d+\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Iron Men')
})

test('a card of a deck box links its release to that box’s deck, and needs no dice but basic', async ({
  page,
}) => {
  await page.goto('/cards/ancestral-army/')
  await expect(typeLine(page)).toHaveText('Ally · Battlefield')
  await expect(main(page).getByText('Needs:')).toHaveCount(0)
  await expect(
    main(page)
      .locator('p')
      .filter({ hasText: /^Deck:/ }),
  ).toHaveCount(0)
  const release = main(page)
    .locator('p')
    .filter({ hasText: /^Release:/ })
  await release.getByRole('link', { name: 'The Ghost Guardian' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Ghost Guardian')
})

test("a Phoenixborn's page: battlefield, life and spellboard, and its cards as related cards", async ({
  page,
}) => {
  await page.goto('/cards/coal-roarkwin/')
  await expect(typeLine(page)).toHaveText('Phoenixborn')
  await expect(fact(page, 'Battlefield')).toHaveText('6')
  await expect(fact(page, 'Life')).toHaveText('15')
  await expect(fact(page, 'Spellboard')).toHaveText('4')
  await expect(fact(page, 'Attack')).toHaveCount(0)
  await expect(relatedGroup(page, 'Unique cards').getByRole('link')).toHaveText([
    'Final Stand',
    'One Hundred Blades',
  ])
  await relatedGroup(page, 'Unique cards').getByRole('link', { name: 'One Hundred Blades' }).click()
  await expect(page).toHaveURL(/\/cards\/one-hundred-blades\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('One Hundred Blades')
})

test('a summon and its conjuration name each other as related cards', async ({ page }) => {
  await page.goto('/cards/summon-iron-rhino/')
  await expect(typeLine(page)).toHaveText('Ready Spell · Spellboard')
  await relatedGroup(page, 'Conjurations').getByRole('link', { name: 'Iron Rhino' }).click()
  await expect(page).toHaveURL(/\/cards\/iron-rhino\/$/)
  await expect(typeLine(page)).toHaveText('Conjuration · Battlefield')
  await expect(relatedGroup(page, 'Summoned by').getByRole('link')).toHaveText([
    'Summon Iron Rhino',
  ])
})

test('/cards/legacy/{stub}/ shows the first-edition card and its first-edition deck', async ({
  page,
}) => {
  await page.goto('/cards/legacy/hammer-knight/')
  await expect(page).toHaveTitle('Hammer Knight - Ashes Deckbuilder')
  await expect(typeLine(page)).toHaveText('Ally · Battlefield · Legacy')
  // The first edition's numbers, not the current card's (3 attack, 4 life, 2 recover).
  await expect(fact(page, 'Attack')).toHaveText('4')
  await expect(fact(page, 'Life')).toHaveText('3')
  await expect(fact(page, 'Recover')).toHaveText('1')
  await expect(main(page).getByText('Release: Core Set', { exact: true })).toBeVisible()
  await main(page)
    .locator('p')
    .filter({ hasText: /^Deck:/ })
    .getByRole('link', { name: 'The Iron Men' })
    .click()
  await expect(page.getByText(/legacy first-edition deck/)).toBeVisible()
})

test('with the builder open, a card page sets its copies; a Phoenixborn page swaps; legacy cards have none', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Collector')
  const id = await saveTwoCardDeck(request, player, 'Card page deck')
  await logInAs(page, player)

  // The builder closed, a card page offers no buttons.
  await page.goto('/cards/hypnotize/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hypnotize')
  await expect(page.getByRole('group', { name: 'Copies of Hypnotize' })).toHaveCount(0)

  await page.goto(`/decks/mine/${id}/`)
  await page.getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(pane(page)).toBeVisible()

  await page.goto('/cards/hypnotize/')
  const copies = main(page).getByRole('group', { name: 'Copies of Hypnotize' })
  await expect(copies.getByRole('button', { name: '1 copy of Hypnotize' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await copies.getByRole('button', { name: '3 copies of Hypnotize' }).click()
  await expect(copies.getByRole('button', { name: '3 copies of Hypnotize' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // The builder's deck holds what the card page set.
  const inPane = pane(page).getByRole('group', { name: 'Copies of Hypnotize' })
  await expect(inPane.getByRole('button', { name: '3 copies of Hypnotize' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await copies.getByRole('button', { name: '0 copies of Hypnotize' }).click()
  await expect(inPane).toHaveCount(0)
  await expect(pane(page).getByRole('group', { name: 'Copies of Captivate' })).toBeVisible()

  await page.goto('/cards/coal-roarkwin/')
  await main(page).getByRole('button', { name: 'Swap Coal Roarkwin as your Phoenixborn' }).click()
  await expect(main(page).getByRole('button', { name: 'Coal Roarkwin is in use' })).toBeDisabled()

  await page.goto('/cards/legacy/hammer-knight/')
  await expect(typeLine(page)).toHaveText('Ally · Battlefield · Legacy')
  await expect(main(page).getByRole('group', { name: /^Copies of/ })).toHaveCount(0)
})
