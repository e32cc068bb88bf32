import { randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { auth, IRON_MEN, publish, saveDeck } from './support/decks.ts'
import { hydrated } from './support/hydrated.ts'
import { createPlayer } from './support/players.ts'

const uniqueTitle = (prefix: string) =>
  `${prefix} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`

test('filter the public decks by a die type and see only the decks whose pool matches', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Dicer')
  const ironTitle = uniqueTitle('Iron')
  await publish(request, player, await saveDeck(request, player, ironTitle))
  const timeTitle = uniqueTitle('Clockwork')
  const saved = await request.put('/v2/decks', {
    data: { ...IRON_MEN, title: timeTitle, dice: [{ name: 'time', count: 10 }] },
    headers: auth(player),
  })
  expect(saved.status()).toBe(200)
  await publish(request, player, (await saved.json()).id)

  await page.goto(`/decks/?player=${player.badge}`)
  const stubs = page.getByTestId('deck-stub')
  await expect(stubs).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Basic magic' })).toHaveCount(0)
  await hydrated(page)

  await page.getByRole('button', { name: 'Time magic' }).click()
  await expect(page).toHaveURL(/[?&]dice=time(&|$)/)
  await expect(stubs).toHaveCount(1)
  await expect(stubs).toContainText(timeTitle)

  // 'Only' Time and Natural still leaves the Natural and Ceremonial deck out; 'Incl.' lets it in.
  await page.getByRole('button', { name: 'Natural magic' }).click()
  await expect(page).toHaveURL(/dice=time&dice=natural/)
  await expect(stubs).toHaveCount(1)
  await page.getByRole('button', { name: /^Dice logic: only/ }).click()
  await expect(page).toHaveURL(/dice_logic=includes/)
  await expect(stubs).toHaveCount(2)

  // The filter comes back from the URL.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Time magic' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page.getByRole('button', { name: /^Dice logic: includes/ })).toBeVisible()
  await expect(stubs).toHaveCount(2)
  await hydrated(page)
  await page.getByRole('button', { name: 'Time magic' }).click()
  await page.getByRole('button', { name: /^Dice logic: includes/ }).click()
  await expect(stubs).toHaveCount(0)
  await expect(page.getByText('No decks found')).toBeVisible()
})
