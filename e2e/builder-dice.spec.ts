import { expect, test } from '@playwright/test'
import { pane, savedDeck, status, storedDeckId } from './support/builder.ts'
import { preconstructed } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// Ascendancy's precons hold dice the Reborn decks never do (issue 50 item 1): a player who
// clones The Sentinels of Skies must be able to change its ten astral dice in the builder.
test('clone an Ascendancy precon and trade two of its astral dice for artifice', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Stargazer')
  const id = await preconstructed(request, 'The Sentinels of Skies')
  await logInAs(page, player)
  await page.goto(`/decks/${id}/`)
  await page.getByRole('button', { name: 'Clone & Edit' }).click()
  await expect(page).toHaveURL(/\/decks\/mine\/\d+\/$/)
  const cloneId = await storedDeckId(page)

  const astral = pane(page).getByRole('spinbutton', { name: 'Astral dice' })
  await expect(astral).toHaveValue('10')
  await expect(pane(page).getByRole('spinbutton', { name: 'Artifice dice' })).toHaveValue('0')
  await pane(page).getByRole('button', { name: 'Remove an Astral die' }).click()
  await pane(page).getByRole('button', { name: 'Remove an Astral die' }).click()
  await pane(page).getByRole('button', { name: 'Add an Artifice die' }).click()
  await pane(page).getByRole('button', { name: 'Add an Artifice die' }).click()
  await expect(astral).toHaveValue('8')
  await expect(pane(page).getByRole('heading', { name: /Dice/ })).toContainText('10 / 10')

  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await expect
    .poll(async () => (await savedDeck(request, player, cloneId)).dice)
    .toEqual(
      expect.arrayContaining([
        { name: 'astral', count: 8 },
        { name: 'artifice', count: 2 },
      ]),
    )
})
