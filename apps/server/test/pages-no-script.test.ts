import { HOME_ACTIONS, HOME_LINK_PANELS, HOME_WELCOME } from '@ashes/site'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeHtml } from '../src/modules/pages/html.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

// Issue 24 item 20: without JavaScript, / and /cards/ were blank and deck pages flattened lists
// and quotes. Every page with content of its own carries it in the HTML, under the header's
// navigation, and user text keeps its structure, escaped.
const DESCRIPTION = [
  'Plan:',
  '',
  '* Mist first',
  '* Then [[Root Armor]]',
  '',
  '1. Draw',
  '2. Win',
  '',
  '> Water wins <img src=x onerror=alert(1)>',
].join('\n')

let t: TestApp
let owner: TestPlayer
let deckId: number
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist: await appBuild() } })
  owner = await createPlayer(t)
  deckId = (await publishedDeck(t, owner.token, { description: DESCRIPTION })).deck.id
  await t.request('PATCH', '/v2/players/me', {
    token: owner.token,
    body: { description: '* Likes mist\n* Plays Aradel\n\n> A quote' },
  })
})
afterAll(async () => {
  await t.close()
})

interface ListedDecks {
  count: number
  results: { id: number; source_id: number | null; title: string; user: { username: string } }[]
}

/** The HTML inside the app's root element, as a browser without JavaScript shows it. */
async function root(path: string) {
  const response = await fetch(`${t.url}${path}`)
  const html = await response.text()
  expect(response.status, path).toBe(200)
  return { html, root: /<div id="root">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '' }
}

/** The header's navigation, as the app's own header renders it. */
const NAVIGATION = [
  /<nav aria-label="Main"/,
  /<img src="\/favicon.svg" alt="" width="28" height="28" class="shrink-0 ?"[^>]*>Ashes Deckbuilder<\/a>/,
  /<a [^>]*href="\/decks\/">Decks<\/a>/,
  /<a [^>]*href="\/cards\/">Cards<\/a>/,
]

describe('pages read without JavaScript', () => {
  it("the home page: the header's navigation, the welcome and the ways into the site", async () => {
    const { root: home } = await root('/')
    for (const part of NAVIGATION) expect(home).toMatch(part)
    expect(home).toMatch(/<h1 [^>]*>(<img [^>]*>)?Ashes Deckbuilder<\/h1>/)
    expect(home).toContain('Welcome! Look up any card of Ashes Reborn')
    for (const path of ['/cards/', '/decks/', '/decks/red-rains/', '/cards/legacy/']) {
      expect(home).toContain(`href="${path}"`)
    }
  })

  it("the home page's words are @ashes/site's, as the app draws them", async () => {
    const { root: home } = await root('/')
    expect(home).toContain(`${escapeHtml(HOME_WELCOME)}</p>`)
    const { cards, decks, signUp } = HOME_ACTIONS
    const buttons = [...home.matchAll(/<a class="btn[^"]*" href="([^"]+)">([^<]+)<\/a>/g)]
    expect(buttons.map(([, path, label]) => [path, label])).toEqual([cards, decks, signUp])
    for (const { title, links } of Object.values(HOME_LINK_PANELS)) {
      expect(home).toContain(`>${escapeHtml(title)}</h2>`)
      for (const [path, label, note] of links) {
        expect(home).toContain(`<a class="link" href="${path}">${escapeHtml(label)}</a>`)
        if (note) expect(home).toContain(escapeHtml(note))
      }
    }
  })

  // Issue 50 item 8: /decks/ was blank without JavaScript, with the default title and no preview
  // tags. It has them now, and the newest public decks, 30 a page as the web app lists them.
  it('the deck list: its title, preview tags and the newest public decks, 30 a page', async () => {
    const listed = async (offset: number) => {
      const list: ListedDecks = (await t.get(`/v2/decks?limit=30&offset=${offset}`)).body
      return list
    }
    for (let n = 0; (await listed(0)).count <= 30; n += 1) {
      await publishedDeck(t, owner.token, { title: `Deck ${n}` })
    }
    const listing = await listed(0)
    const pages = Math.ceil(listing.count / 30)
    const { html, root: list } = await root('/decks/')
    for (const part of NAVIGATION) expect(list).toMatch(part)
    expect(html).toContain('<title>Decks - Ashes Deckbuilder</title>')
    expect(html).toContain('<meta property="og:title" content="Decks - Ashes Deckbuilder">')
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/decks\/">/)
    expect(html).toMatch(/<meta property="og:url" content="[^"]*\/decks\/">/)
    expect(list).toContain('Browse decks</h1>')
    // Linked as the web app's listing links them: by source id, the latest publication.
    const sourceIds = (decks: { id: number; source_id: number | null }[]) =>
      decks.map((deck) => deck.source_id ?? deck.id)
    const ids = (page: string) =>
      [...page.matchAll(/<h[23] [^>]*><a [^>]*href="\/decks\/(\d+)\/">/g)].map((match) =>
        Number(match[1]),
      )
    expect(ids(list)).toEqual(sourceIds(listing.results))
    expect(list).toContain(`>${listing.results[0]?.title}</a>`)
    const user = listing.results[0]?.user
    expect(list).toContain(`<bdi>${escapeHtml(user?.username ?? '')}</bdi>`)
    const pageOf = (n: number) => `Page <!-- -->${n}<!-- --> of <!-- -->${pages}`
    expect(list).toContain(pageOf(1))

    // The page the address names (?offset=), as the app reads it.
    const second = await root('/decks/?offset=30')
    expect(ids(second.root)).toEqual(sourceIds((await listed(30)).results))
    expect(second.root).toContain(pageOf(2))
  })

  it('a deck description keeps its lists, numbered list and quote, its markup escaped', async () => {
    const { root: deck } = await root(`/decks/${deckId}/`)
    for (const part of NAVIGATION) expect(deck).toMatch(part)
    expect(deck).toContain(
      '<ul class="list-disc pl-6"><li>Mist first</li><li>Then <a class="link" href="/cards/root-armor/">Root Armor</a></li></ul>',
    )
    expect(deck).toMatch(/<ol [^>]*class="list-decimal pl-6"><li>Draw<\/li><li>Win<\/li><\/ol>/)
    expect(deck).toMatch(
      /<blockquote class="border-l-4 border-accent-line bg-info-tint px-3 py-1"><p[^>]*>Water wins &lt;img src=x onerror=alert\(1\)&gt;<\/p><\/blockquote>/,
    )
    expect(deck).not.toContain('<img src=x') // the description's tag stays text; the header's mark is an image of its own
  })

  it("a player's description keeps its structure too", async () => {
    const { root: profile } = await root(`/players/${owner.badge}/`)
    expect(profile).toContain(
      '<ul class="list-disc pl-6"><li>Likes mist</li><li>Plays Aradel</li></ul>',
    )
    expect(profile).toContain('<blockquote')
  })

  // Issue 50 items 6 and 10: a long word in user text wraps; a name is isolated from its badge.
  it('user text wraps anywhere, and the profile isolates the name from its badge', async () => {
    const { root: profile } = await root(`/players/${owner.badge}/`)
    expect(profile).toMatch(/<h1 class="[^"]*"><bdi>[^<]+<\/bdi><span class="text-stone-500">#/)
    expect(profile).toMatch(/<div class="[^"]*\bwrap-anywhere\b[^"]*"><ul/)
    const { root: deck } = await root(`/decks/${deckId}/`)
    expect(deck).toMatch(/<div class="[^"]*\bwrap-anywhere\b[^"]*"><p[^>]*>Plan:/)
  })
})
