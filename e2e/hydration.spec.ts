import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { pane, startDeck } from './support/builder.ts'
import { publish, saveDeck } from './support/decks.ts'
import { hydrated } from './support/hydrated.ts'
import { watch } from './support/page-watch.ts'
import { createPlayer, logInAs } from './support/players.ts'

/** The screens every hydration is checked on: a desktop and a phone. */
const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const

/** A new player on a screen of `viewport`, a deck of theirs open in the builder. */
async function buildingAt(
  page: Page,
  request: APIRequestContext,
  viewport: (typeof SIZES)[number][1],
) {
  const player = await createPlayer(request)
  await page.setViewportSize(viewport)
  await startDeck(page, player)
  return player
}

// Issue 53: the server renders public pages with the web app's own components and the app
// hydrates that HTML. Any difference between the two is a hydration error React reports on the
// console (and then draws the page again): a page must load with no console error at all, in
// either theme, on a desktop and on a phone, and with no second request for the data it carried.

const PAGES: [path: string, heading: string | RegExp][] = [
  ['/', 'Ashes Deckbuilder'],
  ['/policies/', 'Content policies'],
  ['/phoenix/', /Phoenix/],
  ['/cards/syntax/', /search syntax/i],
  ['/no/such/page/', 'No page found'],
]

for (const theme of ['light', 'dark'] as const) {
  for (const [name, viewport] of SIZES) {
    test(`server-rendered pages hydrate without an error (${theme}, ${name})`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.emulateMedia({ colorScheme: theme })
      const seen = watch(page)
      for (const [path, heading] of PAGES) {
        seen.reads.length = 0
        const response = await page.goto(path)
        // The server's HTML already holds the screen, before any script ran.
        expect(await response?.text(), path).toContain('id="query-state"')
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
        await hydrated(page)
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
        expect(seen.errors, path).toEqual([])
        // The home page's print-and-play decks came with the page: not asked for again.
        if (path === '/')
          expect(seen.reads.filter((read) => read.startsWith('/ /v2/decks'))).toEqual([])
      }
    })
  }
}

// The server renders for a visitor without a log-in or options of their own: a player's page
// hydrates as rendered, then shows their own (My decks rather than Sign up).
test('a logged-in player with stored options hydrates the same pages without an error', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  await logInAs(page, player)
  await page.addInitScript(() =>
    localStorage.setItem('deckbuilder.options', JSON.stringify({ galleryStyle: 'binder' })),
  )
  const seen = watch(page)
  for (const [path, heading] of PAGES) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    // The account menu names the player once the app has taken over the page.
    await expect(page.getByRole('button', { name: player.username })).toBeVisible()
    if (path === '/')
      await expect(page.getByRole('link', { name: 'My decks', exact: true })).toBeVisible()
    expect(seen.errors, path).toEqual([])
  }
})

// Pages of data: the lists, a card, a deck, its history, its player, the meta. The server answers
// their queries itself; the app hydrates them without asking again.
test('pages of cards, decks and players hydrate without an error or a second fetch', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request)
  const id = await saveDeck(request, player, 'Hydrated Iron')
  const snapshot = await publish(request, player, id)
  // Each page, its heading, and the reads of the data it carries (panels further down that load
  // as they come near, such as a deck's insight, ask for data of their own).
  const pages: [string, string | RegExp, string][] = [
    ['/cards/hammer-knight/', 'Hammer Knight', '/v2/cards/hammer-knight'],
    ['/decks/', 'Decks', '/v2/decks?'],
    ['/decks/red-rains/', /Red Rains/, '/v2/decks?'],
    // A later page, or past the last one, as the links of Previous and Next name it.
    ['/decks/?offset=30', 'Decks', '/v2/decks?'],
    [`/decks/?player=${encodeURIComponent(player.badge)}&offset=30`, 'Decks', '/v2/decks?'],
    ['/decks/enemy/', /Enemy/, '/v2/releases'],
    [`/decks/${snapshot}/`, 'Hydrated Iron', `/v2/decks/${snapshot}`],
    [`/decks/${id}/history/`, /Hydrated Iron/, `/v2/decks/${id}`],
    [`/players/${player.badge}/`, new RegExp(player.username), `/v2/players/${player.badge}`],
    ['/meta/', /meta/i, '/v2/discovery/meta'],
  ]
  await page.setViewportSize({ width: 390, height: 844 })
  const seen = watch(page)
  for (const [path, heading, carried] of pages) {
    seen.reads.length = 0
    const response = await page.goto(path)
    expect(await response?.text(), path).toContain('id="query-state"')
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible()
    await hydrated(page)
    expect(seen.errors, path).toEqual([])
    // Reads are filed under the page's path, without its query string.
    const from = new URL(path, 'http://host').pathname
    expect(
      seen.reads.filter((read) => read.startsWith(`${from} ${carried}`)),
      path,
    ).toEqual([])
  }
})

// The server renders without the builder a player keeps in the browser: a page with a deck open
// in the builder (its pane shown, or hidden) hydrates as rendered, then shows the builder.
for (const [name, viewport] of SIZES) {
  test(`a player with a deck open in the builder hydrates pages without an error (${name})`, async ({
    page,
    request,
  }) => {
    const player = await buildingAt(page, request, viewport)
    const snapshot = await publish(request, player, await saveDeck(request, player, 'Kept Iron'))
    await pane(page).getByRole('textbox', { name: 'Deck title' }).fill('Draft In Progress')
    const stored = () => page.evaluate(() => localStorage.getItem('deckbuilder.builder') ?? '')
    await expect.poll(stored).toContain('Draft In Progress')
    const seen = watch(page)
    for (const [path, heading] of [
      [`/decks/${snapshot}/`, 'Kept Iron'],
      ['/cards/syntax/', /search syntax/i],
    ] as const) {
      // The pane open: the app has the page once its Hide button hides it.
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(pane(page).getByRole('textbox', { name: 'Deck title' })).toHaveValue(
        'Draft In Progress',
      )
      await pane(page).getByRole('button', { name: 'Hide the deck builder' }).click()
      await expect(pane(page)).toBeHidden()
      expect(seen.errors, `${path} with the pane open`).toEqual([])
      await expect.poll(stored).toContain('"paneOpen":false')
      // The pane hidden: the builder's toggle shows once the app has the page, and opens it
      // again for the next page.
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.locator('button[aria-controls="builder-pane"]:visible').click()
      await expect(pane(page)).toBeVisible()
      expect(seen.errors, `${path} with the pane hidden`).toEqual([])
      await expect.poll(stored).toContain('"paneOpen":true')
    }
  })
}

// The server renders /cards/ as a visitor sees it: the list, no builder. A player in binder view,
// or building a deck in deckbuilder mode, hydrates that and then shows their own: the first page
// the page carried is not asked for again, and the deckbuilder list (other cards) is asked once.
for (const [size, viewport] of SIZES) {
  test(`the card list a page carried is not fetched again in binder view or deckbuilder mode (${size})`, async ({
    page,
    request,
  }) => {
    await buildingAt(page, request, viewport)
    await pane(page).getByRole('button', { name: 'Hide the deck builder' }).click()
    await page.goto('/cards/?types=phoenixborn')
    await page.getByRole('button', { name: 'Use Coal Roarkwin as your Phoenixborn' }).click()
    await page.getByRole('button', { name: 'Deckbuilder mode' }).click()
    await expect(page.getByRole('button', { name: 'Deckbuilder mode' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    const seen = watch(page)
    const found: Record<string, string[]> = {}
    for (const [name, options] of [
      ['binder view', { galleryStyle: 'binder', deckbuilderMode: false }],
      ['deckbuilder mode', { galleryStyle: 'list', deckbuilderMode: true }],
      ['binder view in deckbuilder mode', { galleryStyle: 'binder', deckbuilderMode: true }],
    ] as const) {
      await page.evaluate((stored) => {
        const key = 'deckbuilder.options'
        localStorage.setItem(
          key,
          JSON.stringify({ ...JSON.parse(localStorage.getItem(key) ?? '{}'), ...stored }),
        )
      }, options)
      seen.reads.length = 0
      const response = await page.goto('/cards/')
      expect(await response?.text(), name).toContain('id="query-state"')
      await expect(page.getByRole('heading', { level: 1, name: 'Browse cards' })).toBeVisible()
      // The builder's toggle shows once the app has the page (the server renders no builder).
      await expect(page.getByRole('button', { name: 'Deckbuilder mode' })).toHaveAttribute(
        'aria-pressed',
        String(options.deckbuilderMode),
      )
      const view = options.galleryStyle === 'binder' ? '="grid"' : ''
      await expect(page.locator(`main [data-card-rows${view}] > li`).first()).toBeVisible()
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('main').getByText(/Loading/)).toHaveCount(0)
      expect(seen.errors, name).toEqual([])
      // The list's pages (the builder's Phoenixborn picker reads cards of its own).
      found[name] = seen.reads.filter((read) => /^\/cards\/ \/v2\/cards\?.*limit=50/.test(read))
    }
    // The first page the server's page carried is not asked for again, nor the next one (the
    // list never left the screen); in deckbuilder mode, its own first page once.
    const mode =
      '/cards/ /v2/cards?mode=deckbuilder&include_uniques_for=Coal+Roarkwin&sort=name&order=asc&limit=50'
    expect(found).toEqual({
      'binder view': [],
      'deckbuilder mode': [mode],
      'binder view in deckbuilder mode': [mode],
    })
  })
}
