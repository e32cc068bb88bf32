import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { pane, savedDeck, status, toasts } from './support/builder.ts'
import { saveTwoCardDeck } from './support/decks.ts'
import { createPlayer, type E2ePlayer, logInAs } from './support/players.ts'

test.use({ serviceWorkers: 'allow' })
// Installing the worker fetches the whole build (some 100 files) before the network can go.
test.describe.configure({ timeout: 120_000 })

/** Waits until the site's service worker controls the page (it registers after the load). */
async function installed(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (navigator.serviceWorker.controller) return
    await new Promise((resolve) =>
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
    )
  })
}

test('without a network a reload of /cards/ still starts the site, and says it is offline', async ({
  page,
  context,
}) => {
  await page.goto('/cards/')
  await installed(page)
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible()
})

/** Waits until IndexedDB holds a key starting with `prefix` (the site writes after each load). */
async function keptOnDevice(page: Page, prefix: string) {
  await expect
    .poll(() =>
      page.evaluate(
        (wanted) =>
          new Promise((resolve) => {
            const open = indexedDB.open('ashes-offline')
            open.onsuccess = () => {
              const db = open.result
              if (!db.objectStoreNames.contains('kept')) return resolve(false)
              const keys = db.transaction('kept').objectStore('kept').getAllKeys()
              keys.onsuccess = () =>
                resolve(keys.result.some((held) => String(held).startsWith(wanted)))
            }
          }),
        prefix,
      ),
    )
    .toBe(true)
}

test('offline, from the network dropping or a load without it, /cards/ searches its kept copy with the syntax, as the server does, and opens a card', async ({
  page,
  context,
}) => {
  const rows = page.getByTestId('card-row')
  await page.goto('/cards/?q=t%3Aally+d%3Acharm')
  await expect(rows.first()).toBeVisible()
  const online = await rows.allTextContents()
  await installed(page)
  await keptOnDevice(page, 'card-data')

  // The network drops during the visit: the list and a card's page answer from the copy.
  await context.setOffline(true)
  await page.getByLabel('Filter by name or text').fill('d:charm t:ally')
  // The list shows the new search's rows once its address does (until then, the last search's).
  await expect(page).toHaveURL(/q=d%3Acharm\+t%3Aally/)
  await expect(rows).toHaveCount(online.length)
  expect(await rows.allTextContents()).toEqual(online)
  await page.getByRole('link', { name: 'Beast Tamer', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Beast Tamer')
  await expect(page.getByText('Release:')).toBeVisible()

  // A load without a network.
  await page.goto('/cards/')
  await expect(rows).toHaveCount(50)
  await page.getByLabel('Filter by name or text').fill('t:ally d:charm')
  await expect(rows).toHaveCount(online.length)
  expect(await rows.allTextContents()).toEqual(online)

  await page.getByRole('link', { name: 'Beast Tamer', exact: true }).first().click()
  await expect(page).toHaveURL(/\/cards\/beast-tamer\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Beast Tamer')
  await expect(page.getByText('Release:')).toBeVisible()
})

const copies = (page: Page, n: number, card: string) =>
  pane(page).getByRole('button', { name: `${n} copies of ${card}` })

async function serverCounts(request: APIRequestContext, player: E2ePlayer, id: number) {
  const deck = await savedDeck(request, player, id)
  return Object.fromEntries(
    deck.cards.map((card: { name: string; count: number }) => [card.name, card.count]),
  )
}

/**
 * The player's list and a deck page, read with a network so the device keeps them, then the
 * network goes: both read from the copy, marked, and the deck opens in the builder from it.
 */
async function openDeckOffline(
  page: Page,
  context: import('@playwright/test').BrowserContext,
  player: E2ePlayer,
  id: number,
) {
  await logInAs(page, player)
  await page.goto('/decks/mine/')
  await expect(page.getByRole('link', { name: 'On the train' })).toBeVisible()
  await installed(page)
  await keptOnDevice(page, `deck|${player.badge}|/v2/decks/mine?`)
  await page.goto(`/decks/mine/${id}/`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('On the train')
  await keptOnDevice(page, `deck|${player.badge}|/v2/decks/${id}?show_saved=true`)
  await keptOnDevice(page, 'card-data')
  await context.setOffline(true)

  await page.goto('/decks/mine/')
  await expect(page.getByTestId('offline-copy')).toContainText('Offline copy, saved')
  await page.getByRole('link', { name: 'On the train' }).click()
  await expect(page).toHaveURL(new RegExp(`/decks/mine/${id}/$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('On the train')
  await expect(page.getByTestId('offline-copy')).toContainText('Offline copy, saved')
  await page.getByRole('main').getByRole('button', { name: 'Edit', exact: true }).click()
  await expect(pane(page)).toBeVisible()
  // The pane's Phoenixborn come from the kept card data, not "Loading..." for ever.
  await expect(pane(page).getByRole('button', { name: 'Change Phoenixborn' })).toBeVisible()
}

test('the journey of issue 30: offline, the cards search and open, a deck is edited, and its save lands on reconnect', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000)
  const player = await createPlayer(request, 'Traveller')
  const id = await saveTwoCardDeck(request, player, 'On the train')
  await openDeckOffline(page, context, player, id)

  // The card list after a reload without a network, searched with the syntax; a card's page.
  await page.goto('/cards/')
  await page.reload()
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeVisible()
  await page.getByLabel('Filter by name or text').fill('t:ally d:charm')
  await expect.poll(() => page.getByTestId('card-row').count()).toBeLessThan(50)
  await page.getByRole('link', { name: 'Beast Tamer', exact: true }).first().click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Beast Tamer')

  // The builder, open on the deck from the copy, keeps an edit until the network returns.
  await expect(pane(page)).toBeVisible()
  await copies(page, 2, 'Hypnotize').click()
  await expect(copies(page, 2, 'Hypnotize')).toHaveAttribute('aria-pressed', 'true')
  await expect(toasts(page)).toContainText(
    'Your changes are kept and will be saved when you are back online.',
  )
  // What needs the site says so, and does nothing.
  await page.goto(`/decks/mine/${id}/`)
  await page.getByRole('main').getByRole('button', { name: 'Delete', exact: true }).click()
  const confirm = page.getByRole('main').getByRole('button', { name: 'Confirm?', exact: true })
  await expect(confirm).not.toHaveAttribute('aria-disabled', 'true')
  await confirm.click()
  await expect(toasts(page)).toContainText('Deleting needs a network connection')
  await expect(page).toHaveURL(new RegExp(`/decks/mine/${id}/$`))
  await expect(page.getByTestId('offline-copy')).toBeVisible()
  for (const [name, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height })
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme })
      await page.screenshot({
        path: testInfo.outputPath(`offline-deck-${name}-${colorScheme}.png`),
      })
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 })

  await context.setOffline(false)
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 2, Captivate: 1 })
})

test('an edit made offline over a deck saved meanwhile elsewhere goes to the conflict, never over it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const player = await createPlayer(request, 'Commuter')
  const id = await saveTwoCardDeck(request, player, 'On the train')
  await openDeckOffline(page, context, player, id)
  await copies(page, 2, 'Hypnotize').click()
  await expect(copies(page, 2, 'Hypnotize')).toHaveAttribute('aria-pressed', 'true')

  // Another device saves the deck while this one is offline.
  const deck = await savedDeck(request, player, id)
  const other = await request.put('/v2/decks', {
    headers: { Authorization: `Bearer ${player.token}` },
    data: {
      id,
      title: deck.title,
      phoenixborn: 'aradel-summergaard',
      cards: [
        { stub: 'hypnotize', count: 1 },
        { stub: 'captivate', count: 3 },
      ],
      dice: [{ name: 'illusion', count: 10 }],
    },
  })
  expect(other.ok()).toBe(true)

  await context.setOffline(false)
  const dialog = page.getByRole('dialog', { name: 'This deck was changed elsewhere' })
  await expect(dialog).toContainText('Hypnotize: 2 copies')
  await expect(status(page)).toHaveAccessibleName('Not saved: changed elsewhere')
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 1, Captivate: 3 })
  await dialog.getByRole('button', { name: 'Apply my change on top' }).click()
  await expect(status(page)).toHaveAccessibleName('Deck is saved!')
  expect(await serverCounts(request, player, id)).toEqual({ Hypnotize: 2, Captivate: 3 })
})

test('offline, a page never opened says it was not saved for offline use, and an edit waits without an error (issue 50 item 12)', async ({
  page,
  context,
  request,
}, testInfo) => {
  const player = await createPlayer(request, 'Unplugged')
  const id = await saveTwoCardDeck(request, player, 'On the train')
  const never = await saveTwoCardDeck(request, player, 'Left at home')
  await openDeckOffline(page, context, player, id)

  await copies(page, 2, 'Hypnotize').click()
  await expect(toasts(page).getByRole('status')).toContainText(
    'You are offline. Your changes are kept and will be saved when you are back online.',
  )
  await expect(toasts(page).getByRole('alert')).toHaveCount(0)

  await page.goto(`/decks/mine/${never}/`)
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'You are offline; this page was not saved for offline use.',
  )
  await expect(page.getByText('Network Error')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('button', { name: 'Retry' })).toBeVisible()
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await page.screenshot({ path: testInfo.outputPath(`offline-unvisited-${colorScheme}.png`) })
  }
})
