import { randomInt } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { auth, IRON_MEN, publish, saveDeck } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

const uniqueTitle = (prefix: string) =>
  `${prefix} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`

// Two Anchornaut out, two Molten Gold in, a die moved, a new title and a First Five chosen.
const changed = (title: string) => ({
  title,
  description: '',
  phoenixborn: IRON_MEN.phoenixborn,
  dice: [
    { name: 'natural', count: 6 },
    { name: 'ceremonial', count: 4 },
  ],
  cards: [
    ...IRON_MEN.cards.map((card) => (card.stub === 'anchornaut' ? { ...card, count: 1 } : card)),
    { stub: 'molten-gold', count: 2 },
  ],
  first_five: ['hammer-knight', 'iron-worker', 'cover', 'strengthen', 'expand-energy'],
})

const changes = (page: Page, name: RegExp) => page.getByRole('region', { name })

test('history says what changed between two snapshots; compare any two; the owner compares the current save', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Differ')
  const title = uniqueTitle('Iron')
  const id = await saveDeck(request, player, title)
  await publish(request, player, id)
  const saved = await request.put('/v2/decks', {
    data: { id, ...changed(`${title} two`) },
    headers: auth(player),
  })
  expect(saved.status()).toBe(200)
  // A public snapshot keeps the First Five only when asked to.
  const second = await request.post(`/v2/decks/${id}/snapshot`, {
    data: { is_public: true, include_first_five: true },
    headers: auth(player),
  })
  expect(second.status()).toBe(201)

  await page.goto(`/decks/${id}/history/`)
  const newest = changes(page, new RegExp(`^What changed: ${title} two, `))
  await expect(newest).toContainText('Added: +2 Molten Gold')
  await expect(newest).toContainText('Removed: −2 Anchornaut')
  await expect(newest).toContainText('Dice: Ceremonial 5 → 4, Natural 5 → 6')
  await expect(newest).toContainText(`Title: “${title}” → “${title} two”`)
  // The First Five comes from each snapshot's own page, fetched as it scrolls into view.
  await expect(newest).toContainText(
    'First Five: in Hammer Knight, Iron Worker, Cover, Strengthen, Expand Energy',
  )
  await expect(changes(page, new RegExp(`^What changed: ${title}, `))).toContainText(
    'The first version: nothing before it.',
  )

  const compare = page.getByRole('region', { name: 'Compare versions' })
  await compare.getByLabel('Older version').selectOption({ index: 1 })
  await compare.getByLabel('Newer version').selectOption({ index: 0 })
  await compare.getByRole('button', { name: 'Compare' }).click()
  const comparison = compare.getByRole('region', { name: 'Comparison' })
  await expect(comparison).toContainText('Added: +2 Molten Gold')
  await expect(comparison).toContainText('Removed: −2 Anchornaut')

  // The owner's latest save drops the Molten Gold again: compared with the first snapshot, only
  // the dice, title and First Five still differ.
  const again = await request.put('/v2/decks', {
    data: { id, ...changed(`${title} three`), cards: IRON_MEN.cards },
    headers: auth(player),
  })
  expect(again.status()).toBe(200)
  await logInAs(page, player)
  await page.goto(`/decks/mine/${id}/history/`)
  const current = changes(page, /^What changed: Current save: /)
  await expect(current).toContainText('Removed: −2 Molten Gold')
  await expect(current).toContainText('Added: +2 Anchornaut')
  await compare.getByLabel('Older version').selectOption({ index: 2 })
  await compare.getByLabel('Newer version').selectOption({ index: 0 })
  await compare.getByRole('button', { name: 'Compare' }).click()
  await expect(comparison).toContainText('Dice: Ceremonial 5 → 4, Natural 5 → 6')
  await expect(comparison).not.toContainText('Added')
  await expect(comparison).not.toContainText('Removed')
})
