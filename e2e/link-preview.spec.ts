import { expect, test } from '@playwright/test'
import { publish, saveDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

const metaOf = (html: string, key: string) => {
  const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)
  return found ? decode(found[1] ?? '') : undefined
}

// Issue 19 items 1 and 2: a deck link read by a client that runs no JavaScript (a link unfurler,
// a crawler) shows the deck's title, description and image; a browser gets the React app as
// before, which replaces the static content.
test('a deck link unfurls without JavaScript, and the app takes over in a browser', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, 'Unfurler')
  const title = `Iron "Men" <b>preview</b> ${Date.now()}`
  const id = await saveDeck(request, player, title)
  await publish(request, player, id)

  // The unfurler: one GET of the page, HTML only.
  const response = await request.get(`/decks/${id}/`)
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(
    `${title} - Ashes Deckbuilder`,
  )
  expect(metaOf(html, 'og:title')).toBe(`${title} - Ashes Deckbuilder`)
  expect(metaOf(html, 'og:description')).toBe(
    'Coal Roarkwin deck by Unfurler, 30 cards. Hits hard.',
  )
  expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
  const image = metaOf(html, 'og:image') ?? ''
  expect(image).toMatch(new RegExp(`/og/decks/${id}\\.png\\?v=[0-9a-z]+$`))
  // Its main content is in the HTML too: title, Phoenixborn, the card list by type.
  expect(html).not.toContain('<b>preview</b>')
  // (The app's own deck page, rendered on the server: issue 53.)
  expect(html).toMatch(/<a [^>]*href="\/cards\/coal-roarkwin\/"[^>]*>Coal Roarkwin<\/a>/)
  expect(html).toMatch(
    /<li>3(?:<!-- -->)?x <a [^>]*href="\/cards\/hammer-knight\/"[^>]*>Hammer Knight<\/a>/,
  )

  // The preview image (helper "og"'s route) is a 1200x630 PNG.
  const picture = await request.get(new URL(image).pathname + new URL(image).search)
  expect.soft(picture.status()).toBe(200)
  expect.soft(picture.headers()['content-type']).toBe('image/png')
  const png = await picture.body()
  expect.soft(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect.soft([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])

  // The browser: the app starts and draws the deck page itself; no static copy is left.
  await page.goto(`/decks/${id}/`)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page).toHaveTitle(`${title} - Ashes Deckbuilder`)
  await expect(page.getByRole('main')).toHaveCount(1)
  await expect(page.locator('#root > main')).toHaveCount(0)
})

test('a card page reads without JavaScript: name, type, cost and text in words', async ({
  request,
}) => {
  const html = await (await request.get('/cards/summon-iron-rhino/')).text()
  expect(metaOf(html, 'og:title')).toBe('Summon Iron Rhino - Ashes Deckbuilder')
  expect(metaOf(html, 'description')).toContain('Cost: Main action, 1 Natural class.')
  expect(html).toMatch(/<h1 [^>]*>Summon Iron Rhino(?:<!-- -->)? ?<\/h1>/)
  // The text as read, not its markup: the page's data block (for the app) aside.
  expect(html.replace(/<script type="application\/json"[^>]*>.*?<\/script>/s, '')).not.toContain(
    '[[',
  )
})
