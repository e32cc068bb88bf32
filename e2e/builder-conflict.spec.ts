import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test'
import { pane, savedDeck, status } from './support/builder.ts'
import { saveTwoCardDeck } from './support/decks.ts'
import { createPlayer, type E2ePlayer, logInAs } from './support/players.ts'

// Issue 24 item 1: one deck edited in two tabs, or on two devices, loses no edit silently.

const CONFLICT = 'This deck was changed elsewhere'
const NOT_SAVED = 'Not saved: changed elsewhere'

/** Deck `id` open in the builder of `page`, from its page's Edit button. */
async function openInBuilder(page: Page, player: E2ePlayer, id: number) {
  await logInAs(page, player)
  await page.goto(`/decks/mine/${id}/`)
  await page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(pane(page)).toBeVisible()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
}

const copies = (page: Page, n: number, card: string) =>
  pane(page).getByRole('button', { name: `${n} copies of ${card}` })

async function setCopies(page: Page, n: number, card: string) {
  await copies(page, n, card).click()
  await expect(copies(page, n, card)).toHaveAttribute('aria-pressed', 'true')
}

/** The server's counts of the deck's cards, by name. */
async function serverCounts(request: APIRequestContext, player: E2ePlayer, id: number) {
  const deck = await savedDeck(request, player, id)
  return Object.fromEntries(
    deck.cards.map((card: { name: string; count: number }) => [card.name, card.count]),
  )
}

async function secondDevice(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('on two devices, a save over a changed deck is refused, the change kept, and applied on top or discarded', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(60_000)
  const player = await createPlayer(request, 'TwoDevices')
  const id = await saveTwoCardDeck(request, player, 'Two tabs')
  const other = await secondDevice(browser)
  const second = other.page
  await openInBuilder(second, player, id)
  await openInBuilder(page, player, id)

  await setCopies(page, 2, 'Hypnotize')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await setCopies(second, 2, 'Captivate')
  const dialog = second.getByRole('dialog', { name: CONFLICT })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('list', { name: 'Your change:' })).toHaveText('Captivate: 2 copies')
  // What the first device saved meanwhile is said too (issue 50 item 13).
  await expect(dialog.getByRole('list', { name: 'Changed elsewhere:' })).toHaveText(
    'Hypnotize: 2 copies',
  )
  await expect(status(second)).toHaveAccessibleName(NOT_SAVED)
  // The first device's save stands; the second's change is kept in its builder, unsaved.
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 2, Captivate: 1 })
  await expect(copies(second, 2, 'Captivate')).toHaveAttribute('aria-pressed', 'true')
  for (const [name, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await second.setViewportSize({ width, height })
    for (const colorScheme of ['light', 'dark'] as const) {
      await second.emulateMedia({ colorScheme })
      await second.screenshot({ path: testInfo.outputPath(`conflict-${name}-${colorScheme}.png`) })
    }
  }

  await dialog.getByRole('button', { name: 'Apply my change on top' }).click()
  await expect(dialog).toBeHidden()
  await expect(status(second)).toHaveAccessibleName('Deck is saved!')
  await expect(copies(second, 2, 'Hypnotize')).toHaveAttribute('aria-pressed', 'true')
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 2, Captivate: 2 })

  // The first device, still on its own save, changes Hypnotize again: refused in turn; it
  // discards its change and takes the deck as the second device left it.
  await setCopies(page, 3, 'Hypnotize')
  const first = page.getByRole('dialog', { name: CONFLICT })
  await expect(first).toContainText('Hypnotize: 3 copies')
  await first.getByRole('button', { name: 'Discard my change' }).click()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await expect(copies(page, 2, 'Hypnotize')).toHaveAttribute('aria-pressed', 'true')
  await expect(copies(page, 2, 'Captivate')).toHaveAttribute('aria-pressed', 'true')
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 2, Captivate: 2 })
  await other.context.close()
})

test("two tabs of one browser see each other's saves at once, and a change made meanwhile is kept as a conflict", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const player = await createPlayer(request, 'TwoTabs')
  const id = await saveTwoCardDeck(request, player, 'Two tabs')
  const second = await context.newPage()
  await openInBuilder(second, player, id)
  // A tab opened while the builder is open finds it open on the same deck (stored in the browser).
  await page.goto(`/decks/mine/${id}/`)
  await expect(pane(page)).toBeVisible()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')

  // Tab 1's save reaches tab 2 (no unsaved change there): tab 2 builds on it.
  await setCopies(page, 2, 'Hypnotize')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await expect(copies(second, 2, 'Hypnotize')).toHaveAttribute('aria-pressed', 'true')
  await setCopies(second, 2, 'Captivate')
  await expect(status(second)).toHaveAccessibleName('Deck is saved!')
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 2, Captivate: 2 })
  await expect(copies(page, 2, 'Captivate')).toHaveAttribute('aria-pressed', 'true')

  // Tab 2's next save is held on its way while tab 1 saves: tab 2 learns of it at once.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const sent = new Promise<void>((resolve) => {
    void second.route('**/v2/decks', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue()
      resolve()
      await held
      return route.continue()
    })
  })
  await copies(second, 3, 'Captivate').click()
  await sent
  await setCopies(page, 3, 'Hypnotize')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  const dialog = second.getByRole('dialog', { name: CONFLICT })
  await expect(dialog).toContainText('Captivate: 3 copies')
  release()
  await expect(status(second)).toHaveAccessibleName(NOT_SAVED)
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 3, Captivate: 2 })

  await dialog.getByRole('button', { name: 'Discard my change' }).click()
  await expect(status(second)).toHaveAccessibleName('Deck is saved!')
  await expect(copies(second, 3, 'Hypnotize')).toHaveAttribute('aria-pressed', 'true')
  await expect(copies(second, 2, 'Captivate')).toHaveAttribute('aria-pressed', 'true')
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 3, Captivate: 2 })
})

test('a browser holding an older copy of the deck opens the builder on the newest revision (issue 50 item 4)', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'ComesBack')
  const id = await saveTwoCardDeck(request, player, 'Left open')
  await openInBuilder(page, player, id)
  // Another device saves a change while this browser keeps the builder it left.
  const deck = await savedDeck(request, player, id)
  const saved = await request.put('/v2/decks', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: {
      id,
      title: deck.title,
      phoenixborn: deck.phoenixborn.stub,
      dice: deck.dice,
      cards: [
        { stub: 'hypnotize', count: 2 },
        { stub: 'captivate', count: 1 },
      ],
    },
  })
  expect(saved.ok()).toBe(true)

  await page.goto(`/decks/mine/${id}/`)
  await expect(pane(page)).toBeVisible()
  await expect(copies(page, 2, 'Hypnotize')).toHaveAttribute('aria-pressed', 'true')
  await setCopies(page, 2, 'Captivate')
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  await expect(page.getByRole('dialog', { name: CONFLICT })).toHaveCount(0)
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 2, Captivate: 2 })
})
