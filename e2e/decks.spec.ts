import { randomInt } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { publish, saveDeck } from './support/decks.ts'
import { hydrated } from './support/hydrated.ts'
import { createPlayer, logInAs } from './support/players.ts'

/** Title words must be letters: the title search drops everything else. */
const uniqueTitle = (prefix: string) =>
  `${prefix} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`

const stub = (page: Page, title: string) => page.getByTestId('deck-stub').filter({ hasText: title })

test('find a published deck by Phoenixborn and card, reload keeping the filters, export it', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Builder')
  const title = uniqueTitle('Glacier')
  await publish(request, player, await saveDeck(request, player, title))

  await page.goto('/decks/?card=hammer-knight')
  await expect(page.getByText('Decks including:')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Remove Hammer Knight' })).toBeVisible()
  await hydrated(page)
  await page.getByLabel('Filter by Phoenixborn').selectOption('coal-roarkwin')
  await expect(page).toHaveURL(/\/decks\/\?phoenixborn=coal-roarkwin&card=hammer-knight$/)
  await expect(stub(page, title)).toBeVisible()
  await expect(stub(page, title)).toContainText('Builder#')
  await expect(stub(page, title)).toContainText(/Last updated: \d+ seconds? ago/)
  await expect(stub(page, title).getByTestId('deck-card-count')).toHaveText('30 / 30')
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Filter by Phoenixborn')).toHaveValue('coal-roarkwin')
  await expect(page.getByRole('button', { name: 'Remove Hammer Knight' })).toBeVisible()
  await expect(stub(page, title)).toBeVisible()
  await hydrated(page)

  // Only the preconstructed deck is left, then back/forward restores the filters.
  await page.getByLabel('Preconstructed Only').check()
  await expect(page).toHaveURL(/preconstructed=true$/)
  await expect(stub(page, 'The Iron Men')).toBeVisible()
  await expect(stub(page, title)).toHaveCount(0)
  await page.goBack()
  await expect(page.getByLabel('Preconstructed Only')).not.toBeChecked()
  await expect(stub(page, title)).toBeVisible()

  await page.getByLabel('Filter by title').fill(title)
  await expect(page).toHaveURL(/q=Glacier/)
  await expect(page.getByTestId('deck-stub')).toHaveCount(1)
  await stub(page, title).getByRole('link', { name: title }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(`${title} - Ashes Deckbuilder`)
  await expect(page.getByRole('heading', { name: 'Coal Roarkwin' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Allies' })).toContainText('3x Hammer Knight')
  await expect(page.getByRole('region', { name: 'Description' })).toContainText('Hits hard.')

  // The cards by release, as a binder; both choices are remembered on the device.
  await page.getByLabel('Sort by', { exact: true }).selectOption('release')
  await expect(page.getByRole('region', { name: 'Master Set' })).toContainText('3x Hammer Knight')
  await page.getByRole('button', { name: 'Binder' }).click()
  const tile = page.getByTestId('deck-card-tile').filter({ hasText: 'Hammer Knight' })
  await expect(tile).toContainText('3x Hammer Knight')
  await page.reload()
  await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('release')
  await expect(page.getByRole('button', { name: 'Binder' })).toHaveAttribute('aria-pressed', 'true')
  await expect(tile).toContainText('3x Hammer Knight')

  await page.getByRole('button', { name: 'Share...' }).click()
  const text = page.getByRole('textbox', { name: 'Deck as text' })
  await expect(text).toHaveValue(new RegExp(`^${title}\\n\\nPhoenixborn: Coal Roarkwin\\n`))
  await expect(text).toHaveValue(/Dice:\n5x Natural\n5x Ceremonial\n\nCards \(30 \/ 30\):/)
  await expect(text).toHaveValue(/Allies \(9\):\n3x Anchornaut\n3x Hammer Knight\n3x Iron Worker/)
  await page.getByRole('checkbox', { name: 'Card counts' }).uncheck()
  await page.getByRole('checkbox', { name: 'Sort by type' }).uncheck()
  await expect(text).toHaveValue(/Cards:\n3x Anchornaut\n3x Chant of Revenge\n/)
  await expect(text).toHaveValue(/Conjuration Pile:\n\dx Iron Rhino/)

  // The options are remembered on the device.
  await page.reload()
  await hydrated(page)
  await page.getByRole('button', { name: 'Share...' }).click()
  await expect(page.getByRole('checkbox', { name: 'Card counts' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Sort by type' })).not.toBeChecked()
  await expect(page.getByRole('checkbox', { name: 'Attribution' })).toBeChecked()
  await page.getByRole('button', { name: 'Close' }).click()

  // The author's profile lists the deck.
  await page.getByRole('link', { name: /^Builder#/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Builder#${player.badge}`)
  await expect(stub(page, title)).toBeVisible()
})

test('copy the share URL and open it logged out; history; the private route redirects', async ({
  page,
  browser,
  request,
}) => {
  const player = await createPlayer(request, 'Sharer')
  const title = uniqueTitle('Ember')
  const id = await saveDeck(request, player, title)
  const snapshotId = await publish(request, player, id)
  await logInAs(page, player)

  await page.goto(`/decks/${id}/`)
  await hydrated(page, player.username)
  await page.getByRole('button', { name: 'Share...' }).click()
  const url = await page.getByRole('textbox', { name: 'Share URL' }).inputValue()
  expect(url).toMatch(/\/decks\/share\/[0-9a-f-]{36}\/$/)
  await page.getByRole('button', { name: 'Copy' }).click()
  await expect(page.getByText('Share URL copied!')).toBeVisible()
  await page.getByRole('button', { name: 'Close' }).click()

  const visitor = await browser.newPage()
  await visitor.goto(url)
  await expect(visitor.getByText(/This deck has been shared with you by Sharer#/)).toBeVisible()
  await expect(visitor.getByText('Please do not post this link publicly.')).toHaveCount(0)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title)
  // Cloning needs an account.
  await expect(visitor.getByRole('button', { name: 'Clone & Edit' })).toHaveCount(0)
  await visitor.goto('/decks/share/00000000-0000-4000-8000-000000000000/')
  await expect(visitor).toHaveURL(/\/$/)
  await expect(visitor.getByText(/No such deck; it might have been deleted/)).toBeVisible()
  await visitor.close()

  await page.getByRole('link', { name: 'History' }).click()
  await expect(page).toHaveURL(new RegExp(`/decks/${id}/history/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`History for: ${title}`)
  await expect(page.getByTestId('deck-stub')).toHaveCount(1)
  await expect(page.getByTestId('deck-stub')).toContainText('Public')

  // A published snapshot opened on the private route goes to its public address.
  await page.goto(`/decks/mine/${snapshotId}/`)
  await expect(page).toHaveURL(new RegExp(`/decks/${snapshotId}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)

  // The latest save's private view: its banner, the published link, its own share link.
  await page.goto(`/decks/mine/${id}/`)
  await expect(page.getByTestId('private-banner')).toContainText(
    'You are viewing your latest private save for this deck.',
  )
  await expect(page.getByRole('link', { name: 'View latest published URL.' })).toHaveAttribute(
    'href',
    `/decks/${id}/`,
  )
  await page.getByRole('link', { name: 'Private History' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Private history for: ${title}`)
  await expect(page.getByTestId('deck-stub').first()).toContainText('Latest')
  await expect(page.getByTestId('deck-stub').nth(1)).toContainText('Public')
})

test('delete a deck after confirming', async ({ page, request }) => {
  const player = await createPlayer(request, 'Deleter')
  const title = uniqueTitle('Ash')
  const id = await saveDeck(request, player, title)
  await logInAs(page, player)

  await page.goto('/decks/mine/')
  await expect(stub(page, title)).toContainText('Latest')
  await stub(page, title).getByRole('link', { name: title }).click()
  await expect(page).toHaveURL(new RegExp(`/decks/mine/${id}/$`))
  await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Confirm?' })).toBeVisible()
  // Left alone, the button disarms after 3 seconds.
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible({
    timeout: 5000,
  })
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  // The confirm takes clicks once it has settled: the second click of a double click deletes nothing.
  const confirm = page.getByRole('button', { name: 'Confirm?' })
  await expect(confirm).not.toHaveAttribute('aria-disabled', 'true')
  await confirm.click()
  await expect(page.getByText(`Your deck "${title}" has been deleted!`)).toBeVisible()
  await expect(page).toHaveURL(/\/decks\/mine\/$/)
  await expect(page.getByText('You have not created any competitive decks yet!')).toBeVisible()

  await page.goto(`/decks/mine/${id}/`)
  await expect(page.getByRole('heading', { name: 'No deck found' })).toBeVisible()
  await expect(page.getByText('Sorry, this does not appear to be a valid deck!')).toBeVisible()
})

test('empty listings say so', async ({ page, request }) => {
  const player = await createPlayer(request, 'Newcomer')
  await logInAs(page, player)

  await page.goto(`/players/${player.badge}/`)
  await expect(page.getByText('No Decks found')).toBeVisible()

  await page.goto('/decks/mine/red-rains/')
  await expect(page.getByText('You have not created any Red Rains decks yet!')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Create your first Red Rains deck' })).toBeVisible()
  await page.goto('/decks/mine/legacy/')
  await expect(page.getByText('Legacy decks are read-only.')).toBeVisible()

  await page.goto('/decks/unrestricted/?q=nosuchdecktitlewhatsoever')
  await expect(page.getByLabel('Filter by Phoenixborn')).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'No decks found' })).toBeVisible()
  await hydrated(page, player.username)
  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).toHaveURL(/\/decks\/unrestricted\/$/)
  await expect(page.getByLabel('Filter by title')).toHaveValue('')

  await page.goto('/decks/preconstructed/')
  await expect(page).toHaveURL(/\/decks\/\?preconstructed=true$/)
  await expect(page.getByLabel('Preconstructed Only')).toBeChecked()
  await expect(stub(page, 'The Iron Men')).toBeVisible()
})

test('the owner edits a snapshot’s title and description, and only those', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Editor')
  const title = uniqueTitle('Forge')
  const id = await saveDeck(request, player, title)
  const snapshotId = await publish(request, player, id)
  await logInAs(page, player)

  await page.goto(`/decks/${snapshotId}/`)
  await page.getByRole('button', { name: 'Edit Snapshot' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit snapshot' })
  await expect(dialog.getByLabel('Title')).toHaveValue(title)
  const renamed = uniqueTitle('Renamed')
  await dialog.getByLabel('Title').fill(renamed)
  await dialog.getByLabel('Description').fill('Now with *more* rhinos.')
  await dialog.getByRole('button', { name: 'Save snapshot' }).click()
  await expect(page.getByText('Your snapshot has been updated!')).toBeVisible()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed)
  await expect(page.getByText('Now with more rhinos.')).toBeVisible()

  // The latest save keeps its own title: editing a snapshot never touches the deck.
  await page.goto(`/decks/mine/${id}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page.getByRole('button', { name: 'Edit Snapshot' })).toHaveCount(0)
})
