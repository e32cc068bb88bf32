import { expect, test } from '@playwright/test'
import { auth, IRON_MEN, publish, saveDeck } from './support/decks.ts'
import { hydrated } from './support/hydrated.ts'
import { watch } from './support/page-watch.ts'
import { createPlayer } from './support/players.ts'

// Without JavaScript (issue 24 item 20): / and /cards/ were blank and a deck's description ran
// its list and quote together. Each page carries its content and the header's navigation.
test.use({ javaScriptEnabled: false })

const DESCRIPTION = 'How it plays:\n\n* Rush early\n* Hold a Cover\n\n> Hit hard, hit first'

for (const [name, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`home, card list, card and deck pages read and link without JavaScript (${name})`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize(viewport)
    const player = await createPlayer(request)
    const saved = await request.put('/v2/decks', {
      data: { title: 'Plain Iron', description: DESCRIPTION, ...IRON_MEN },
      headers: auth(player),
    })
    const id = (await saved.json()).id as number
    await publish(request, player, id)
    const shot = (what: string) =>
      page.screenshot({ path: testInfo.outputPath(`${what}-${name}.png`), fullPage: true })

    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Ashes Deckbuilder' })).toBeVisible()
    await expect(page.getByText(/^Welcome! Look up any card/)).toBeVisible()
    await shot('home')

    const main = page.getByRole('navigation', { name: 'Main' })
    await main.getByRole('link', { name: 'Cards' }).click()
    await expect(page).toHaveURL(/\/cards\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Browse cards' })).toBeVisible()
    // The app's own list (its rows' container), drawn by the server: no copy of it by hand.
    await expect(page.locator('main [data-card-rows] > li')).toHaveCount(50)
    await shot('cards')
    const firstOfPage1 = await page.locator('main li a').first().textContent()
    await page.getByRole('link', { name: 'More cards' }).click()
    await expect(page).toHaveURL(/\/cards\/\?page=2$/)
    // The next 50 cards: page 2 starts where page 1 ended, not again at its first card.
    await expect(page.locator('main li')).toHaveCount(50)
    await expect(page.locator('main li a').first()).not.toHaveText(firstOfPage1 ?? '')
    await page.locator('main li a').first().click()
    await expect(page).toHaveURL(/\/cards\/[^/?]+\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    await page.goto(`/decks/${id}/`)
    await expect(page.getByRole('heading', { level: 1, name: 'Plain Iron' })).toBeVisible()
    const description = page.locator('section', { has: page.getByText('Description') })
    const item = description.getByRole('listitem').filter({ hasText: 'Rush early' })
    await expect(item).toBeVisible()
    // The list keeps its bullets and the quote its bar: the style sheet resets both.
    expect(
      await item.evaluate((li) => getComputedStyle(li.parentElement as Element).listStyleType),
    ).toBe('disc')
    const quote = description.locator('blockquote')
    await expect(quote).toHaveText('Hit hard, hit first')
    expect(await quote.evaluate((q) => getComputedStyle(q).borderLeftWidth)).toBe('4px')
    await shot('deck')
    await main.getByRole('link', { name: 'Decks' }).click()
    await expect(page).toHaveURL(/\/decks\/$/)
  })
}

// Issue 53: a deck listing's Previous and Next are links (`?offset=N`, its filters kept), so a
// reader without JavaScript, or a crawler, reaches every page the server renders.
test("a player's deck listing reads page by page without JavaScript", async ({ page, request }) => {
  const player = await createPlayer(request)
  // 31 public decks: two pages of 30, the newest first.
  for (let n = 1; n <= 31; n++) {
    await publish(request, player, await saveDeck(request, player, `Paged Iron ${n}`))
  }
  const listing = `/decks/?${new URLSearchParams({ player: player.badge })}`
  const pages = page.getByRole('navigation', { name: 'Pages' })
  const stubs = page.getByRole('main').getByRole('link', { name: /^Paged Iron/ })
  await page.goto(listing)
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  await expect(stubs).toHaveCount(30)
  await expect(stubs.first()).toHaveText('Paged Iron 31')
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0)

  await pages.getByRole('link', { name: 'Next' }).click()
  await expect(page).toHaveURL(`${listing}&offset=30`)
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(stubs).toHaveText(['Paged Iron 1'])
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0)

  await pages.getByRole('link', { name: 'Previous' }).click()
  await expect(page).toHaveURL(listing)
  await expect(page.getByText('Page 1 of 2')).toBeVisible()
  await expect(stubs.first()).toHaveText('Paged Iron 31')

  // An address past the last page links back to it.
  await page.goto(`${listing}&offset=90`)
  await expect(page.getByRole('heading', { name: 'No decks found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to the last page' }).click()
  await expect(page.getByText('Page 2 of 2')).toBeVisible()
  await expect(stubs).toHaveText(['Paged Iron 1'])
})

// Issue 53's leftover: the page of a deck, card or player that does not exist was the bare shell
// (404), empty without JavaScript. The server renders the app's own not-found screen.
const MISSING = [
  ['/decks/999999/', 'No deck found', 'Sorry, this does not appear to be a valid deck!'],
  ['/cards/no-such-card/', 'No card found', 'Sorry, this does not appear to be a valid card!'],
  ['/players/nobody-here/', 'No player found', 'Sorry, this does not appear to be a valid player!'],
] as const

test('a deck, card or player that does not exist says so without JavaScript', async ({ page }) => {
  for (const [path, heading, text] of MISSING) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText(text)).toBeVisible()
    await expect(page).toHaveTitle(`${heading} - Ashes Deckbuilder`)
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
  }
})

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true })

  // The failed answer comes with the page: the app hydrates the same "No deck found" (React
  // reports any difference as a console error), and asks for none of it again.
  test('a missing deck, card or player hydrates its not-found page without asking again', async ({
    page,
  }) => {
    const { errors, reads } = watch(page)
    for (const [path, heading, text] of MISSING) {
      reads.length = 0
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await hydrated(page)
      await expect(page.getByText(text)).toBeVisible()
      await expect(page).toHaveTitle(`${heading} - Ashes Deckbuilder`)
      expect(errors, path).toEqual([])
      // The deck, card or player is not asked for by the app: the page carried its answer.
      const item = path.split('/')[2] ?? ''
      expect(
        reads.filter((read) => read.split(' ')[1]?.includes(item)),
        path,
      ).toEqual([])
    }
  })

  // The app draws over the server's content once its first screen's code is there: rendering at
  // once put the "Loading..." fallback between the server's content and the same content.
  test('the app replaces the served content without a Loading... flash', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { seenInRoot: seen })
      new MutationObserver(() => {
        const text = document.getElementById('root')?.textContent ?? ''
        if (text.trim() === 'Loading...') seen.push(text)
      }).observe(document, { childList: true, subtree: true, characterData: true })
    })
    for (const [path, heading] of [
      ['/', 'Ashes Deckbuilder'],
      ['/cards/hammer-knight/', 'Hammer Knight'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      // The app's own account menu shows it is the app's page now, not the server's.
      await expect(page.getByRole('button', { name: 'My Account' })).toBeVisible()
      expect(
        await page.evaluate(() => (window as unknown as { seenInRoot: string[] }).seenInRoot),
      ).toEqual([])
    }
  })
})
