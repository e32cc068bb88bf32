import { expect, type Page, test } from '@playwright/test'
import { createPlayer, logInAs } from './support/players.ts'

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

/** Console errors and page errors from now on, and the API reads the page made. */
function watch(page: Page) {
  const errors: string[] = []
  const reads: string[] = []
  page.on('console', (message) => {
    // The browser's own notes of failed loads are not the app's: the Not Found page's status,
    // and the card image host, out of reach of the test machine.
    const load = message.text().startsWith('Failed to load resource')
    if (message.type() === 'error' && !load) errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/v2/')) reads.push(url.pathname + url.search)
  })
  return { errors, reads }
}

/** Waits until the app has taken over the page: its account menu answers clicks. */
async function hydrated(page: Page) {
  const menu = page.getByRole('button', { name: 'My Account' })
  await expect(async () => {
    await menu.click()
    await expect(menu).toHaveAttribute('aria-expanded', 'true', { timeout: 500 })
  }).toPass()
  await menu.click()
}

for (const theme of ['light', 'dark'] as const) {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
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
          expect(seen.reads.filter((read) => read.startsWith('/v2/decks'))).toEqual([])
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
