import { expect, test } from '@playwright/test'
import { pane, savedDeck, startDeck, status, storedDeckId } from './support/builder.ts'
import { hydrated } from './support/hydrated.ts'
import { createPlayer } from './support/players.ts'

test('the keyboard alone: list the shortcuts, search, and build from the card rows', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1280, height: 800 })
  const player = await createPlayer(request, 'Typist')
  await startDeck(page, player)
  await page.goto('/cards/?types=phoenixborn')
  await page.getByRole('button', { name: 'Use Aradel Summergaard as your Phoenixborn' }).click()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  const id = await storedDeckId(page)

  await page.goto('/cards/?types=ready_spell')
  const rows = page.getByTestId('card-row')
  await expect(rows.first()).toBeVisible()
  // The app listens for the keys once it has the page (the server's rows come first).
  await hydrated(page, player.username)

  // ? lists the shortcuts; Escape closes the list.
  await page.keyboard.press('?')
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(list.getByRole('cell', { name: 'Focus the card search' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)

  // / focuses the search; there keys are typed, not run; Escape clears it, then leaves it.
  const search = page.getByRole('searchbox', { name: 'Filter by name or text' })
  await page.keyboard.press('/')
  await expect(search).toBeFocused()
  await page.keyboard.type('jaguar?')
  await expect(search).toHaveValue('jaguar?')
  await expect(list).toHaveCount(0)
  await expect(rows.first()).toContainText(/jaguar/i)
  await page.keyboard.press('Escape')
  await expect(search).toHaveValue('')
  await expect(search).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(search).not.toBeFocused()
  // The listing of the emptied search (every ready spell, not the one jaguar) is back.
  await expect(rows.nth(1)).toBeVisible()

  // + and - on the focused row, arrows to the next row; the pane follows.
  const total = pane(page).getByTestId('pane-total')
  const first = rows.nth(0).getByRole('link').first()
  const second = rows.nth(1).getByRole('link').first()
  const firstName = (await first.textContent()) ?? ''
  const secondName = (await second.textContent()) ?? ''
  // The quantity buttons load on demand: the keys step a row's count through them.
  await expect(rows.nth(1).getByRole('group', { name: `Copies of ${secondName}` })).toBeVisible()
  await first.focus()
  await page.keyboard.press('+')
  await page.keyboard.press('+')
  await expect(total).toHaveText('2 / 30')
  await expect(
    rows.nth(0).getByRole('button', { name: `2 copies of ${firstName}` }),
  ).toHaveAttribute('aria-pressed', 'true')
  // Focus lands on the next row's current count, not its link, whose preview would cover rows.
  await page.keyboard.press('ArrowDown')
  await expect(rows.nth(1).getByRole('button', { name: `0 copies of ${secondName}` })).toBeFocused()
  for (let n = 0; n < 4; n++) await page.keyboard.press('+')
  await expect(total).toHaveText('5 / 30')
  await page.keyboard.press('ArrowUp')
  await expect(rows.nth(0).getByRole('button', { name: `2 copies of ${firstName}` })).toBeFocused()
  await page.keyboard.press('-')
  await expect(total).toHaveText('4 / 30')

  // The pane's rows take the same keys.
  const paneRow = pane(page).locator('[data-card-row]', { hasText: secondName })
  await paneRow.getByRole('link').focus()
  await page.keyboard.press('-')
  await expect(paneRow.getByTestId('pane-count')).toHaveText('2×')
  await page.keyboard.press('ArrowUp')
  await expect(pane(page).getByRole('button', { name: `1 copy of ${firstName}` })).toBeFocused()

  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await expect
    .poll(async () =>
      (await savedDeck(request, player, id)).cards
        .map((card: { name: string; count: number }) => `${card.count} ${card.name}`)
        .sort(),
    )
    .toEqual([`1 ${firstName}`, `2 ${secondName}`].sort())
})

test('in the binder, the arrow keys move as the tiles lie: down to the tile below, right to the next', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const player = await createPlayer(request, 'Gridwalker')
  await startDeck(page, player)
  await page.goto('/cards/?types=ready_spell')
  await hydrated(page, player.username)
  await page.getByRole('button', { name: 'Binder' }).click()
  const tiles = page.getByTestId('card-tile')
  await expect(tiles.first()).toBeVisible()
  // The tiles of the first line share its top edge; the tile below the first starts the second.
  const tops = await tiles.evaluateAll((all) => all.map((tile) => tile.getBoundingClientRect().top))
  const columns = tops.filter((top) => top === tops[0]).length
  expect(columns).toBeGreaterThan(1)
  const copies = (index: number) => tiles.nth(index).getByRole('button', { name: /^0 copies of / })

  await expect(copies(columns + 1)).toBeVisible()
  await copies(0).focus()
  await page.keyboard.press('ArrowDown')
  await expect(copies(columns)).toBeFocused()
  await page.keyboard.press('ArrowRight')
  await expect(copies(columns + 1)).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(copies(1)).toBeFocused()
  await page.keyboard.press('ArrowLeft')
  await expect(copies(0)).toBeFocused()
})

test('on a phone, Escape closes the shortcut list over the builder pane, then the pane', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const player = await createPlayer(request, 'Thumbs')
  await startDeck(page, player)
  await page.keyboard.press('?')
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(list).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toHaveCount(0)
  // Reopened, the list proves the first Escape has run its course: the pane is still open.
  await page.keyboard.press('?')
  await expect(list).toBeVisible()
  await expect(page.getByRole('button', { name: 'Show deck builder' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Show deck builder' })).toBeVisible()
})
