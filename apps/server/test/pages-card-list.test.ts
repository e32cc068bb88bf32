import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'

// Issue 53: the card lists are the app's own list, rendered by the server from the real build
// (no hand-written copy); without JavaScript they go on by a link to the page the address names.

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist: await appBuild() } })
})
afterAll(async () => {
  await t.close()
})

async function page(path: string) {
  const response = await fetch(`${t.url}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/** The card each row of the list is about, in order: the row's first card link. */
function rowStubs(html: string, base: string): string[] {
  return html
    .split('data-card-row="')
    .slice(1)
    .map((row) => new RegExp(`href="${base}([^/"]+)/"`).exec(row)?.[1] ?? '')
}

describe('the card list, rendered by the app on the server', () => {
  it('lists the default listing, 50 a page, and links the next page by the address', async () => {
    const listing = (await t.get('/v2/cards?limit=100')).body
    const expected = listing.results.map((card: { stub: string }) => card.stub)
    const first = await page('/cards/')
    expect(first).toContain('<title>Browse cards - Ashes Deckbuilder</title>')
    expect(first).toMatch(/<meta property="og:image" content="[^"]*\/og\/site\.png">/)
    expect(first).toMatch(/<link rel="canonical" href="[^"]*\/cards\/">/)
    expect(first).toContain('Browse cards</h1>')
    expect(rowStubs(first, '/cards/')).toEqual(expected.slice(0, 50))
    expect(first).toMatch(/<a class="btn" href="\?page=2">More cards<\/a>/)
    const second = await page('/cards/?page=2')
    expect(rowStubs(second, '/cards/')).toEqual(expected.slice(50, 100))
    expect(second).toMatch(/href="\?page=3">More cards<\/a>/)
  })

  it('keeps the address filters in the link to the next page', async () => {
    const listing = (await t.get('/v2/cards?limit=100&types=ally')).body
    const html = await page('/cards/?types=ally&page=2')
    expect(rowStubs(html, '/cards/')).toEqual(
      listing.results.slice(50, 100).map((card: { stub: string }) => card.stub),
    )
    if (listing.count > 100) expect(html).toContain('href="?types=ally&amp;page=3"')
  })

  it('lists legacy cards, linked to their legacy pages', async () => {
    const html = await page('/cards/legacy/')
    expect(html).toContain('Browse legacy cards</h1>')
    expect(rowStubs(html, '/cards/legacy/').filter(Boolean)).toHaveLength(50)
  })
})
