import { expect, test } from '@playwright/test'
import { pane, status } from './support/builder.ts'
import { createPlayer, logInAs } from './support/players.ts'

const stubs = [
  'anchornaut',
  'hammer-knight',
  'iron-worker',
  'expand-energy',
  'summon-iron-rhino',
  'chant-of-revenge',
  'strengthen',
  'one-hundred-blades',
]
const chosen = ['Anchornaut', 'Hammer Knight', 'Expand Energy', 'Strengthen', 'Summon Iron Rhino']

test('choose the First Five in the builder; after a reload the deck page shows their odds and the draw odds', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Opener')
  const saved = await request.put('/v2/decks', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: {
      title: 'Iron opening',
      phoenixborn: 'coal-roarkwin',
      cards: stubs.map((stub) => ({ stub, count: 3 })),
      dice: [
        { name: 'ceremonial', count: 5 },
        { name: 'natural', count: 5 },
      ],
    },
  })
  expect(saved.ok()).toBe(true)
  const id = (await saved.json()).id
  await logInAs(page, player)
  await page.goto(`/decks/mine/${id}/`)
  const main = page.getByRole('main')
  // Deck pages load the section once its place is near the viewport, as a reader scrolls to it.
  await main.getByTestId('first-five-slot').scrollIntoViewIfNeeded()
  await expect(main.getByText('No First Five chosen.')).toBeVisible()
  await main.getByRole('button', { name: 'Edit', exact: true }).click()

  await pane(page).getByRole('button', { name: 'First Five (0/5)' }).click()
  const dialog = page.getByRole('dialog', { name: 'First Five' })
  for (const name of chosen) await dialog.getByRole('checkbox', { name, exact: true }).check()
  await expect(dialog.getByRole('checkbox', { name: 'Iron Worker', exact: true })).toBeDisabled()
  // Summon Iron Rhino's effect cost (6 basic) is marked to be paid in round 1.
  await dialog.getByRole('checkbox', { name: /Pay its effect cost/ }).check()
  await dialog.getByRole('button', { name: 'Done' }).click()
  await expect(pane(page).getByRole('button', { name: 'First Five (5/5)' })).toBeVisible()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')

  await pane(page).getByRole('button', { name: 'Exit builder' }).click()
  await page.reload()
  await main.getByTestId('first-five-slot').scrollIntoViewIfNeeded()
  const firstFive = main.getByRole('region', { name: 'First Five' })
  const row = (name: string) => firstFive.getByRole('listitem').filter({ hasText: name })
  await expect(firstFive.getByRole('listitem')).toHaveCount(5)
  // one ceremonial power face in five dice, and one natural class-or-power face in five:
  // (1 - (5/6)^5) · (1 - (1/2)^5) = 0.5794
  await expect(row('Hammer Knight').getByTestId('first-five-odds')).toHaveText('57.9%')
  await expect(row('Strengthen').getByTestId('first-five-odds')).toHaveText('93.8%')
  await expect(row('Anchornaut').getByTestId('first-five-odds')).toHaveText('100%')
  await expect(row('Summon Iron Rhino')).toContainText('With its effect cost')
  await expect(firstFive.getByTestId('first-five-together')).toBeVisible()

  // Iron Worker, 3 copies among the 19 cards left: 1 - C(16,5)/C(19,5), 1 - C(16,10)/C(19,10)
  const draws = main.getByRole('region', { name: 'Draw odds' })
  await expect(draws.getByRole('row', { name: /3× Iron Worker/ })).toHaveText(
    /0%\s*62\.4%\s*91\.3%/,
  )
  await expect(draws.getByRole('row', { name: /3× Anchornaut/ })).toHaveText(/100%\s*100%\s*100%/)
})
