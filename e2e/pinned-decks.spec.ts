import { randomInt } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { pane } from './support/builder.ts'
import { auth, IRON_MEN, preconstructed, publish, saveDeck } from './support/decks.ts'
import { createPlayer, logInAs } from './support/players.ts'

// The deck pages' rows of SPEC §2 "Deck details", "Deck history", "Shared deck" and "Deck
// listings" that no other journey reads.

/** Title words must be letters: the title search drops everything else. */
const uniqueTitle = (prefix: string) =>
  `${prefix} ${Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(26))).join('')}`

const stub = (page: Page, title: string) => page.getByTestId('deck-stub').filter({ hasText: title })
/** The value of one line of the deck's facts (Author:, Updated:, Requires:). */
const meta = (page: Page, label: string) =>
  page.locator('dt').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]')

test('a deck page names its author, its last update and the releases it requires, each linked to its deck', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Requirer')
  const title = uniqueTitle('Ancestors')
  // Rimea's own ally comes in The Ghost Guardian's box, the Iron Men's cards (less Coal's own) in
  // the Master Set: each release links a preconstructed deck of its own (api-decks 4.4).
  const saved = await request.put('/v2/decks', {
    headers: auth(player),
    data: {
      title,
      phoenixborn: 'rimea-careworn',
      cards: [
        { stub: 'ancestral-army', count: 3 },
        ...IRON_MEN.cards.filter((card) => card.stub !== 'one-hundred-blades'),
      ],
      dice: IRON_MEN.dice,
    },
  })
  expect(saved.status()).toBe(200)
  const id = (await saved.json()).id as number
  await publish(request, player, id)

  await page.goto(`/decks/${id}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  const author = meta(page, 'Author:').getByRole('link', { name: `Requirer#${player.badge}` })
  await expect(author).toHaveAttribute('href', `/players/${player.badge}/`)
  await expect(meta(page, 'Updated:')).toHaveText(/^\d+ seconds? ago$/)
  const requires = meta(page, 'Requires:')
  await expect(requires.getByRole('link')).toHaveText(['Master Set', 'The Ghost Guardian'])
  await requires.getByRole('link', { name: 'The Ghost Guardian' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Ghost Guardian')
})

test('a private snapshot says so, links the published deck once there is one; history shares each snapshot', async ({
  page,
  browser,
  request,
}) => {
  const player = await createPlayer(request, 'Snapper')
  const title = uniqueTitle('Vault')
  const id = await saveDeck(request, player, title)
  const snapshot = await request.post(`/v2/decks/${id}/snapshot`, {
    data: { is_public: false, title: `${title} draft` },
    headers: auth(player),
  })
  expect(snapshot.status()).toBe(201)
  const snapshotId = (await snapshot.json()).snapshot_id as number
  await logInAs(page, player)

  await page.goto(`/decks/mine/${snapshotId}/`)
  const banner = page.getByTestId('private-banner')
  await expect(banner).toHaveText('You are viewing a private snapshot for this deck.')
  await expect(banner.getByRole('link')).toHaveCount(0)

  await publish(request, player, id)
  await page.reload()
  await expect(banner).toContainText('You are viewing a private snapshot for this deck.')
  await expect(banner.getByRole('link', { name: 'View latest published URL.' })).toHaveAttribute(
    'href',
    `/decks/${id}/`,
  )

  // Each snapshot in the history has a share link of its own, the private one too.
  await page.getByRole('link', { name: 'Private History' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Private history for: ${title}`)
  const privateOne = stub(page, `${title} draft`)
  await expect(privateOne).toContainText('Private')
  await expect(
    stub(page, title).filter({ hasText: 'Public' }).getByRole('link', { name: 'Share link' }),
  ).toBeVisible()
  const shareLink = privateOne.getByRole('link', { name: 'Share link' })
  await expect(shareLink).toHaveAttribute('href', /^\/decks\/share\/[0-9a-f-]{36}\/$/)
  const href = (await shareLink.getAttribute('href')) ?? ''

  const visitor = await browser.newPage()
  await visitor.goto(href)
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`${title} draft`)
  await expect(visitor.getByText(/This deck has been shared with you by Snapper#/)).toBeVisible()
  await expect(visitor.getByText('Please do not post this link publicly.')).toBeVisible()
  // Share links are the owner's to hand out (api-decks 4.7): a visitor's public history has none.
  await visitor.goto(`/decks/${id}/history/`)
  await expect(visitor.getByTestId('deck-stub')).toHaveCount(1)
  await expect(visitor.getByRole('link', { name: 'Share link' })).toHaveCount(0)
  await visitor.close()

  await page.goto(`/decks/${id}/history/`)
  await page.getByTestId('deck-stub').getByRole('link', { name: 'Share link' }).click()
  await expect(page.getByText(/This deck has been shared with you by Snapper#/)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('Clone & Edit on a deck page and on a shared page opens a copy of my own in the builder', async ({
  page,
  request,
}) => {
  const author = await createPlayer(request, 'Original')
  const title = uniqueTitle('Borrowed')
  const id = await saveDeck(request, author, title)
  await publish(request, author, id)
  const latest = await request.get(`/v2/decks/${id}?show_saved=true`, { headers: auth(author) })
  const shareUuid = (await latest.json()).deck.direct_share_uuid as string
  const cloner = await createPlayer(request, 'Cloner')
  await logInAs(page, cloner)

  await page.goto(`/decks/${id}/`)
  await page.getByRole('button', { name: 'Clone & Edit' }).click()
  await expect(page).toHaveURL(/\/decks\/mine\/(\d+)\/$/)
  const cloneId = Number(/\/decks\/mine\/(\d+)\//.exec(page.url())?.[1])
  expect(cloneId).not.toBe(id)
  await expect(pane(page)).toBeVisible()
  await expect(pane(page).getByRole('group', { name: 'Copies of Hammer Knight' })).toBeVisible()
  await expect(page.getByRole('main').getByText(/^Cloner#/)).toBeVisible()

  await page.goto(`/decks/share/${shareUuid}/`)
  await expect(page.getByText(/This deck has been shared with you by Original#/)).toBeVisible()
  await page.getByRole('button', { name: 'Clone & Edit' }).click()
  await expect(page).toHaveURL(/\/decks\/mine\/\d+\/$/)
  const secondId = Number(/\/decks\/mine\/(\d+)\//.exec(page.url())?.[1])
  expect([id, cloneId]).not.toContain(secondId)
  await page.goto('/decks/mine/')
  await expect(stub(page, title)).toHaveCount(2)
})

test('legacy decks: listed at /decks/legacy/, warned of, and never cloned or edited, even by their author', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Archivist')
  const current = await preconstructed(request, 'The Iron Men')
  // The preconstructed decks' author is the site's own account: a browser that takes its badge
  // for its own is shown the owner's buttons wherever the deck is not legacy (the server still
  // refuses the edits). That makes the author of both decks below.
  const { badge } = (await (await request.get(`/v2/decks/${current}`)).json()).deck.user
  await logInAs(page, { ...player, badge })

  await page.goto(`/decks/${current}/`)
  await expect(page.getByRole('button', { name: 'Clone & Edit' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toBeVisible()

  await page.goto('/decks/')
  await page.getByRole('link', { name: 'Legacy decks' }).click()
  await expect(page).toHaveURL(/\/decks\/legacy\/$/)
  await expect(page).toHaveTitle('Legacy decks - Ashes Deckbuilder')
  await expect(page.getByRole('link', { name: 'Legacy decks' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  await page.getByLabel('Filter by title').fill('The Mad Doctor')
  await stub(page, 'The Mad Doctor').getByRole('link', { name: 'The Mad Doctor' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Mad Doctor')
  await expect(
    page.getByText(/This is a legacy first-edition deck\. It cannot be played/),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Share...' })).toBeVisible()
  for (const name of [
    'Clone & Edit',
    'Clone as PvE',
    'Edit Latest Save',
    'Edit Snapshot',
    'Delete',
  ]) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0)
  }
})

test('the listing tabs: Competitive, Red Rains, Unrestricted and the Legacy link, public and mine', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Lister')
  const competitive = uniqueTitle('Standard')
  await saveDeck(request, player, competitive)
  const list = uniqueTitle('Anything')
  const saved = await request.put('/v2/decks', {
    headers: auth(player),
    data: { title: list, is_unrestricted: true, dice: IRON_MEN.dice, cards: IRON_MEN.cards },
  })
  expect(saved.status()).toBe(200)
  await logInAs(page, player)

  const tabs = page.getByRole('navigation', { name: 'Deck types' })
  const current = tabs.locator('[aria-current="page"]')
  await page.goto('/decks/')
  await expect(tabs.getByRole('link')).toHaveText([
    'Competitive',
    'Red Rains',
    'Unrestricted',
    'Legacy decks',
  ])
  await expect(current).toHaveText('Competitive')
  await tabs.getByRole('link', { name: 'Red Rains' }).click()
  await expect(page).toHaveURL(/\/decks\/red-rains\/$/)
  await expect(current).toHaveText('Red Rains')
  await expect(page.getByRole('heading', { name: 'Browse Red Rains decks' })).toBeVisible()
  await tabs.getByRole('link', { name: 'Unrestricted' }).click()
  await expect(page).toHaveURL(/\/decks\/unrestricted\/$/)
  await expect(current).toHaveText('Unrestricted')

  // Mine: the same tabs lead to my own lists.
  await page.goto('/decks/mine/')
  await expect(stub(page, competitive)).toBeVisible()
  await expect(stub(page, list)).toHaveCount(0)
  await tabs.getByRole('link', { name: 'Unrestricted' }).click()
  await expect(page).toHaveURL(/\/decks\/mine\/unrestricted\/$/)
  await expect(page).toHaveTitle('My unrestricted decks - Ashes Deckbuilder')
  await expect(stub(page, list)).toBeVisible()
  await expect(stub(page, list).getByTestId('deck-card-count')).toHaveText('30 / 100')
  await expect(stub(page, competitive)).toHaveCount(0)
  await expect(page.getByLabel('Filter by Phoenixborn')).toHaveCount(0)
  await tabs.getByRole('link', { name: 'Legacy decks' }).click()
  await expect(page).toHaveURL(/\/decks\/mine\/legacy\/$/)
  await expect(page.getByText('Legacy decks are read-only.')).toBeVisible()
  await tabs.getByRole('link', { name: 'Competitive' }).click()
  await expect(page).toHaveURL(/\/decks\/mine\/$/)
})
