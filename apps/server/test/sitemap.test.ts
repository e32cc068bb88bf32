// robots.txt and the sitemap: what crawlers are told to read, and every public page listed once.
import { PAGE_PATHS } from '@ashes/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRIVATE_PAGES } from '../src/modules/pages/sitemap.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'
import { webShell } from './support/web-shell.ts'

const PUBLIC_URL = 'https://ashes.example'
// The card pages the sitemap lists are pages of the built web app.
const web = webShell()

let t: TestApp
let sourceId: number
let secondId: number
let privateId: number
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist: web.dir, publicUrl: PUBLIC_URL } })
  const owner = await createPlayer(t)
  sourceId = (await publishedDeck(t, owner.token)).deck.id
  secondId = (await publishedDeck(t, owner.token, { title: 'Second' })).deck.id
  privateId = (await saveDeck(t, owner.token, { title: 'Secret plans' })).id
})
afterAll(async () => {
  await t.close()
  web.remove()
})

describe('robots.txt and the sitemap', () => {
  it('robots.txt allows the public pages, keeps out the API and private pages, names the sitemap', async () => {
    const response = await fetch(`${t.url}/robots.txt`)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    expect(lines).toContain('Disallow: /v2/')
    for (const path of ['/decks/mine/', '/players/me/', '/log-in/']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
    // A share link is for unfurlers to read (its page says noindex to search engines).
    expect(lines.filter((line) => line.includes('/decks/share/'))).toEqual([])
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
    // Each private prefix names pages of the web app, and no public page is under one.
    for (const prefix of PRIVATE_PAGES) {
      expect(
        PAGE_PATHS.some((path) => path.startsWith(prefix)),
        prefix,
      ).toBe(true)
    }
    for (const path of ['/decks/:id/', '/cards/:stub/', '/players/:badge/', '/decks/']) {
      expect(
        PRIVATE_PAGES.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false)
    }
  })

  const LOC = '<loc>https://ashes\\.example/[^<>&"\']*</loc>'
  const LASTMOD = '<lastmod>\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ</lastmod>'
  const XML = '<\\?xml version="1\\.0" encoding="UTF-8"\\?>\\n'
  const NS = 'xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9"'

  async function xml(path: string, root: 'sitemapindex' | 'urlset', item: string) {
    const response = await fetch(`${t.url}${path}`)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('content-type'), path).toMatch(/^application\/xml/)
    const body = await response.text()
    // The whole document matches the protocol's grammar, entry by entry.
    expect(body, path).toMatch(
      new RegExp(
        `^${XML}<${root} ${NS}>\\n(<${item}>${LOC}(${LASTMOD})?</${item}>\\n)*</${root}>\\n$`,
      ),
    )
    return [...body.matchAll(new RegExp(`<loc>${PUBLIC_URL}([^<]*)</loc>`, 'g'))].map((m) => m[1])
  }

  it('the index points to the cards file and to the decks files, with their lastmod', async () => {
    const files = await xml('/sitemap.xml', 'sitemapindex', 'sitemap')
    expect(files).toEqual(['/sitemaps/cards.xml', '/sitemaps/decks-0.xml'])
  })

  it('the cards file lists every current and legacy card page of a public release', async () => {
    const pages = await xml('/sitemaps/cards.xml', 'urlset', 'url')
    const current = (await t.get('/v2/cards?limit=1')).body.count
    const legacy = (await t.get('/v2/cards?show_legacy=true&limit=1')).body.count
    expect(pages.filter((path) => path?.startsWith('/cards/legacy/'))).toHaveLength(legacy)
    expect(pages).toHaveLength(current + legacy)
    expect(pages).toContain('/cards/hammer-knight/')
    for (const path of pages.slice(0, 20)) {
      expect((await fetch(`${t.url}${path}`)).status, path).toBe(200)
    }
  })

  it('a decks file lists each public deck once, at its public address, and no private deck', async () => {
    const pages = await xml('/sitemaps/decks-0.xml', 'urlset', 'url')
    expect(pages).toContain(`/decks/${sourceId}/`)
    expect(pages).toContain(`/decks/${secondId}/`)
    expect(pages).not.toContain(`/decks/${privateId}/`)
    expect(new Set(pages).size).toBe(pages.length)
    const listed = (await t.get('/v2/decks?show_legacy=true&limit=1')).body.count
    expect(pages.length).toBeGreaterThanOrEqual(listed)
  })

  it('a decks file past the last deck, or any other name, is not found', async () => {
    for (const path of [
      '/sitemaps/decks-1.xml',
      '/sitemaps/decks-99999.xml',
      '/sitemaps/decks-x.xml',
      '/sitemaps/other.xml',
    ]) {
      const response = await t.get(path)
      expect(response.status, path).toBe(404)
      expect(response.body, path).toEqual({ detail: 'No such sitemap.' })
    }
  })
})
