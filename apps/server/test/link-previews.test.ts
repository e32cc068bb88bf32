import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// The server writes each page's head (title, description, preview tags) from the anonymous API
// answer, and its content is the web app's own screen, rendered from the real build.
const PUBLIC_URL = 'https://ashes.example'

const HOSTILE_TITLE = `</title><script>alert("x")</script> & 'quoted' "deck"`

let t: TestApp
let owner: TestPlayer
let sourceId: number
let snapshotId: number
let privateId: number
let privateShareUuid: string
let hostileId: number
beforeAll(async () => {
  const webDist = await appBuild()
  t = await startTestApp({ cardData: true, config: { webDist, publicUrl: PUBLIC_URL } })
  owner = await createPlayer(t)
  const published = await publishedDeck(t, owner.token)
  sourceId = published.deck.id
  snapshotId = published.snapshotId
  const secret = await saveDeck(t, owner.token, { title: 'Secret plans', description: 'Hidden.' })
  privateId = secret.id
  privateShareUuid = secret.direct_share_uuid
  hostileId = (await publishedDeck(t, owner.token, { title: HOSTILE_TITLE })).deck.id
})
afterAll(async () => {
  await t.close()
})

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

/**
 * A page as a link reader sees it, no script run: the HTML, its title and its meta tags (decoded),
 * and the screen in its root element (before the data the app hydrates with), React's text
 * separators (`<!-- -->`) left out.
 */
async function read(path: string) {
  const response = await fetch(`${t.url}${path}`)
  const html = await response.text()
  const meta = (key: string) => {
    const tags = [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)]
    const values = tags.filter((tag) => tag[1] === key).map((tag) => decode(tag[2] ?? ''))
    if (values.length > 1) throw new Error(`${key} given ${values.length} times`)
    return values[0]
  }
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? ''))
  const start = html.indexOf('<div id="root">')
  const end = html.indexOf('<script type="application/json"', start)
  const root = html
    .slice(start + '<div id="root">'.length, end < 0 ? html.indexOf('</body>') : end)
    .replaceAll('<!-- -->', '')
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]
  return {
    status: response.status,
    html,
    titles,
    meta,
    root,
    canonical: canonical && decode(canonical),
  }
}

/**
 * The Not Found page of deck 999999 as that of deck `id`: the same page, the id only in the
 * failed query it carries for the app (apps/web/src/lib/query-failures.ts).
 */
const missingDeck = (html: string, id: number) =>
  html.replace('["decks","details","999999"', `["decks","details","${id}"`)

describe('deck pages carry their title, description, preview image and contents', () => {
  it('a public deck: title as the app sets it, summary, versioned image, canonical URL', async () => {
    const page = await read(`/decks/${sourceId}/`)
    expect(page.status).toBe(200)
    expect(page.titles).toEqual(['Mist Guardian - Ashes Deckbuilder'])
    const description = `Aradel Summergaard deck by Player ${owner.badge}, 30 cards. Water and mist.`
    expect(page.meta('description')).toBe(description)
    expect(page.meta('og:description')).toBe(description)
    expect(page.meta('og:title')).toBe('Mist Guardian - Ashes Deckbuilder')
    expect(page.meta('og:type')).toBe('article')
    expect(page.meta('og:site_name')).toBe('Ashes Deckbuilder')
    expect(page.meta('og:url')).toBe(`${PUBLIC_URL}/decks/${sourceId}/`)
    expect(page.canonical).toBe(`${PUBLIC_URL}/decks/${sourceId}/`)
    expect(page.meta('og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/og/decks/${sourceId}\\.png\\?v=[0-9a-z]+$`),
    )
    expect(page.meta('og:image:width')).toBe('1200')
    expect(page.meta('og:image:height')).toBe('630')
    expect(page.meta('og:image:alt')).toContain('Mist Guardian')
    expect(page.meta('twitter:card')).toBe('summary_large_image')
    expect(page.meta('robots')).toBeUndefined()
    // The shell's own description and title are replaced, its scripts kept.
    expect(page.html).not.toContain('Card database and deckbuilder')
    expect(page.html).toContain('document.documentElement.dataset.theme=')
    expect(page.html).toMatch(
      /<script type="module" crossorigin src="\/assets\/[^"]+\.js"><\/script>/,
    )
  })

  it('its main content is in the HTML: title, Phoenixborn, author, dice, cards by type with counts', async () => {
    const { root } = await read(`/decks/${sourceId}/`)
    expect(root).toMatch(/<h1 [^>]*>Mist Guardian<\/h1>/)
    expect(root).toContain(
      '<a class="link" href="/cards/aradel-summergaard/">Aradel Summergaard</a>',
    )
    expect(root).toContain(`href="/players/${owner.badge}/"><bdi>Player ${owner.badge}</bdi>`)
    expect(root).toContain('aria-label="5 Natural dice, 5 Illusion dice"')
    expect(root).toMatch(/>Ready Spells <span[^>]*>\(\d+\)<\/span>/)
    expect(root).toContain(
      '<li>3x <a class="link" href="/cards/massive-growth/">Massive Growth</a>',
    )
    expect(root).toMatch(/<section aria-label="Conjurations">/)
    const listed = [...root.matchAll(/<li>(\d+)x <a /g)].map((m) => Number(m[1]))
    expect(listed.length).toBeGreaterThan(10)
    expect(root).toContain('Water and mist.')
  })

  it('a snapshot asked for by its own id is its own canonical page', async () => {
    const page = await read(`/decks/${snapshotId}/`)
    expect(page.canonical).toBe(`${PUBLIC_URL}/decks/${snapshotId}/`)
    expect(page.meta('og:image')).toContain(`/og/decks/${snapshotId}.png?v=`)
  })

  it('a deck published again gets a new image URL', async () => {
    const before = (await read(`/decks/${sourceId}/`)).meta('og:image')
    await saveDeck(t, owner.token, { id: sourceId, title: 'Mist Guardian' })
    await new Promise((go) => setTimeout(go, 5))
    await snapshotDeck(t, owner.token, sourceId)
    const after = (await read(`/decks/${sourceId}/`)).meta('og:image')
    expect(after).not.toBe(before)
    expect(after).toContain(`/og/decks/${sourceId}.png?v=`)
  })

  it('a deck page seen once follows the deck: gone from it once its snapshot is deleted', async () => {
    const { deck, snapshotId: snapshot } = await publishedDeck(t, owner.token, { title: 'Brief' })
    expect((await read(`/decks/${deck.id}/`)).titles).toEqual(['Brief - Ashes Deckbuilder'])
    const deleted = await t.request('DELETE', `/v2/decks/${snapshot}`, { token: owner.token })
    expect(deleted.status).toBe(204)
    const page = await read(`/decks/${deck.id}/`)
    expect(page.status).toBe(404)
    expect(page.html).not.toContain('Brief')
    expect(page.html).toBe(missingDeck((await read('/decks/999999/')).html, deck.id))
  })

  it('a title with markup and quotes is text everywhere, never markup', async () => {
    const page = await read(`/decks/${hostileId}/`)
    expect(page.html).not.toContain('<script>alert')
    expect(page.titles).toEqual([`${HOSTILE_TITLE} - Ashes Deckbuilder`])
    expect(page.meta('og:title')).toBe(`${HOSTILE_TITLE} - Ashes Deckbuilder`)
    expect(page.meta('og:image:alt')).toContain(HOSTILE_TITLE)
    expect(page.root).toContain(
      '&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#x27;quoted&#x27; &quot;deck&quot;',
    )
  })

  it('a private deck is the plain Not Found page: nothing of it in the HTML', async () => {
    const page = await read(`/decks/${privateId}/`)
    expect(page.status).toBe(404)
    expect(page.html).not.toContain('Secret')
    expect(page.html).toBe(missingDeck((await read('/decks/999999/')).html, privateId))
  })

  it('a share link previews the deck, even a private one, and keeps out of search engines', async () => {
    const page = await read(`/decks/share/${privateShareUuid}/`)
    expect(page.status).toBe(200)
    expect(page.titles).toEqual(['Shared: Secret plans - Ashes Deckbuilder'])
    expect(page.meta('robots')).toBe('noindex')
    expect(page.meta('description')).toBe(
      `Aradel Summergaard deck by Player ${owner.badge}, 30 cards. Hidden.`,
    )
    expect(page.meta('og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/og/decks/share/${privateShareUuid}\\.png\\?v=[0-9a-z]+$`),
    )
    expect(page.canonical).toBe(`${PUBLIC_URL}/decks/share/${privateShareUuid}/`)
    expect(page.root).toMatch(/<h1 [^>]*>Secret plans<\/h1>/)
    expect(page.root).toContain('This deck has been shared with you by')
  })
})

describe('card and player pages', () => {
  it('a card: name, type, cost and text in words, its image', async () => {
    const page = await read('/cards/hammer-knight/')
    expect(page.status).toBe(200)
    expect(page.titles).toEqual(['Hammer Knight - Ashes Deckbuilder'])
    const description = page.meta('description') ?? ''
    expect(description).toMatch(/^Hammer Knight: Ally · Battlefield\. /)
    expect(description).toContain(
      'Cost: Main action, 1 Ceremonial power, 1 Natural class, 1 Basic magic.',
    )
    expect(description).toContain('Attack 3, Life 4, Recover 2.')
    expect(description).toContain('Aftershock 1: After this unit destroys')
    expect(page.meta('og:image')).toMatch(
      new RegExp(`^${PUBLIC_URL}/og/cards/hammer-knight\\.png\\?v=\\d+$`),
    )
    expect(page.canonical).toBe(`${PUBLIC_URL}/cards/hammer-knight/`)
    expect(page.root).toMatch(/<h1 [^>]*>Hammer Knight\s*<\/h1>/)
    // The cost as the app shows it: each step a symbol named in words, with its count.
    const cost = /<h2[^>]*>Cost<\/h2><ul[^>]*>(.*?)<\/ul>/.exec(page.root)?.[1] ?? ''
    const steps = [...cost.matchAll(/<li>(\d+ )?<span [^>]*aria-label="([^"]+)"/g)]
    expect(steps.map(([, count, name]) => `${count ?? ''}${name}`).join(', ')).toBe(
      'Main action, 1 Ceremonial power, 1 Natural class, 1 Basic magic',
    )
  })

  it('card text tokens read as words: no [[…]] codes left, card names linked', async () => {
    const page = await read('/cards/summon-iron-rhino/')
    expect(page.root).not.toContain('[[')
    expect(page.meta('description')).toContain(
      'Main action - Exhaust - 6 Basic magic: Place an Iron Rhino conjuration',
    )
    expect(page.root).toContain('<a class="link" href="/cards/iron-rhino/">Iron Rhino</a>')
  })

  it('a legacy card has its own image and canonical path', async () => {
    const stub = (await t.get('/v2/cards?show_legacy=true&limit=1')).body.results[0].stub
    const page = await read(`/cards/legacy/${stub}/`)
    expect(page.status).toBe(200)
    expect(page.canonical).toBe(`${PUBLIC_URL}/cards/legacy/${stub}/`)
    expect(page.meta('og:image')).toContain(`/og/cards/legacy/${stub}.png?v=`)
    expect(page.meta('description')).toContain('· Legacy.')
  })

  it("a player: name with badge, how many public decks, the site's image", async () => {
    const page = await read(`/players/${owner.badge}/`)
    expect(page.titles).toEqual([`Player ${owner.badge}#${owner.badge} - Ashes Deckbuilder`])
    expect(page.meta('description')).toBe(
      `Player ${owner.badge} on Ashes Deckbuilder. 2 public decks.`,
    )
    expect(page.meta('og:type')).toBe('profile')
    expect(page.meta('og:image')).toBe(`${PUBLIC_URL}/og/site.png`)
    // Both public decks are listed on the page, by their source ids.
    expect(page.root).toContain(`href="/decks/${sourceId}/">Mist Guardian</a>`)
    expect(page.root).toContain(`href="/decks/${hostileId}/">`)
  })

  it("other pages keep the shell's description under their own title, and the site's image", async () => {
    // The lists have content of their own (pages-no-script.test.ts, pages-card-list.test.ts).
    for (const [path, title] of [
      ['/', 'Home'],
      ['/decks/', 'Decks'],
    ] as const) {
      const page = await read(path)
      expect(page.titles, path).toEqual([`${title} - Ashes Deckbuilder`])
      expect(page.meta('description'), path).toBe(
        'Card database and deckbuilder for the Ashes card game',
      )
      expect(page.meta('og:image'), path).toBe(`${PUBLIC_URL}/og/site.png`)
      expect(page.meta('twitter:card'), path).toBe('summary_large_image')
      expect(page.canonical, path).toBe(`${PUBLIC_URL}${path}`)
    }
  })
})

describe('a page reads what it shows once', () => {
  it('the deck or player its status was read from is not asked of the API again by its render', async () => {
    const fresh = (await publishedDeck(t, owner.token, { title: 'Asked once' })).deck.id
    const inject = vi.spyOn(t.app, 'inject')
    try {
      for (const [path, lookup] of [
        [`/decks/${fresh}/`, `/v2/decks/${fresh}`],
        [`/players/${owner.badge}/`, `/v2/players/${owner.badge}`],
      ]) {
        inject.mockClear()
        expect((await fetch(`${t.url}${path}`)).status).toBe(200)
        const asked = inject.mock.calls.map(
          (call) => (call as unknown[] as [{ url: string }])[0].url,
        )
        expect(asked.filter((url) => url === lookup)).toHaveLength(1)
      }
    } finally {
      inject.mockRestore()
    }
  })
})
