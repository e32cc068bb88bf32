import { HOME_ACTIONS, HOME_LINK_PANELS, HOME_WELCOME } from '@ashes/site'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { escapeHtml } from '../src/modules/pages/html.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { webShell } from './support/web-shell.ts'

// Issue 24 item 20: without JavaScript, / and /cards/ were blank and deck pages flattened lists
// and quotes. Every page with content of its own carries it in the HTML, under the header's
// navigation, and user text keeps its structure, escaped.
const SHELL =
  '<!doctype html><html lang="en"><head><title>Ashes Deckbuilder</title>' +
  '<meta name="description" content="Card database and deckbuilder for the Ashes card game" />' +
  '<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>'
const web = webShell(SHELL)
const webDist = web.dir

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
  t = await startTestApp({ cardData: true, config: { webDist } })
  owner = await createPlayer(t)
  deckId = (await publishedDeck(t, owner.token, { description: DESCRIPTION })).deck.id
  await t.request('PATCH', '/v2/players/me', {
    token: owner.token,
    body: { description: '* Likes mist\n* Plays Aradel\n\n> A quote' },
  })
})
afterAll(async () => {
  await t.close()
  web.remove()
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
  return { html, root: /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '' }
}

const NAVIGATION = [
  '<nav aria-label="Main"',
  'tracking-tight"><img src="/favicon.svg" alt="" width="28" height="28" class="shrink-0">Ashes Deckbuilder</a>',
  'href="/decks/" class="rounded px-2 py-1 hover:bg-white/10">Decks</a>',
  'href="/cards/" class="rounded px-2 py-1 hover:bg-white/10">Cards</a>',
]

describe('pages read without JavaScript', () => {
  it("the home page: the header's navigation, the welcome and the ways into the site", async () => {
    const { root: home } = await root('/')
    for (const part of NAVIGATION) expect(home).toContain(part)
    expect(home).toContain('<h1 class="text-3xl font-bold">Ashes Deckbuilder</h1>')
    expect(home).toContain('Welcome! Look up any card of Ashes Reborn')
    for (const path of ['/cards/', '/decks/', '/decks/red-rains/', '/cards/legacy/']) {
      expect(home).toContain(`href="${path}"`)
    }
  })

  it("the home page's words are the web app's: both write them from @ashes/api", async () => {
    const { root: home } = await root('/')
    expect(home).toContain(`<p class="max-w-prose text-lg">${escapeHtml(HOME_WELCOME)}</p>`)
    const { cards, decks, signUp } = HOME_ACTIONS
    const buttons = [...home.matchAll(/<a class="btn[^"]*" href="([^"]+)">([^<]+)<\/a>/g)]
    expect(buttons.map(([, path, label]) => [path, label])).toEqual([cards, decks, signUp])
    for (const { title, links } of Object.values(HOME_LINK_PANELS)) {
      const items = links.map(
        ([path, label, note]) =>
          `<li><a class="link" href="${path}">${escapeHtml(label)}</a>` +
          (note ? `<span class="text-stone-600"> ${escapeHtml(note)}</span>` : '') +
          '</li>',
      )
      expect(home).toContain(
        `<h2 class="text-xl font-bold">${escapeHtml(title)}</h2><ul class="list-disc space-y-1 pl-5">${items.join('')}</ul>`,
      )
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
    for (const part of NAVIGATION) expect(list).toContain(part)
    expect(html).toContain('<title>Decks - Ashes Deckbuilder</title>')
    expect(html).toContain('<meta property="og:title" content="Decks - Ashes Deckbuilder">')
    expect(html).toContain(
      `<meta name="description" content="Browse decks: ${listing.count} public decks of Ashes Reborn, newest first, with their Phoenixborn, author and card count.">`,
    )
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/decks\/">/)
    expect(html).toMatch(/<meta property="og:url" content="[^"]*\/decks\/">/)
    expect(list).toContain('<h1 class="text-2xl font-bold">Browse decks</h1>')
    // Linked as the web app's listing links them: by source id, the latest publication.
    const sourceIds = (decks: { id: number; source_id: number | null }[]) =>
      decks.map((deck) => deck.source_id ?? deck.id)
    const ids = (page: string) =>
      [...page.matchAll(/<a class="link font-semibold" href="\/decks\/(\d+)\/">/g)].map((match) =>
        Number(match[1]),
      )
    expect(ids(list)).toEqual(sourceIds(listing.results))
    expect(list).toContain(`>${listing.results[0]?.title}</a>`)
    const user = listing.results[0]?.user
    expect(list).toContain(`<bdi>${escapeHtml(user?.username ?? '')}</bdi>#${owner.badge}`)
    expect(list).toContain(`Page 1 of ${pages}`)
    expect(list).toContain('<a class="btn" href="/decks/?offset=30">More decks</a>')

    const second = await root('/decks/?offset=30')
    expect(ids(second.root)).toEqual(sourceIds((await listed(30)).results))
    expect(second.html).toMatch(/<link rel="canonical" href="[^"]*\/decks\/\?offset=30">/)
    expect(second.root).toContain('<a class="btn" href="/decks/">Previous decks</a>')
    expect(second.root).toContain(`Page 2 of ${pages}`)
    expect((await root('/decks/?offset=x')).root).toBe(list)
    expect((await root('/decks/?offset=31')).root).toBe(second.root)
    const last = await root('/decks/?offset=99999')
    expect(last.root).toContain(`Page ${pages} of ${pages}`)
    expect(last.root).not.toContain('More decks')
  })

  it('a deck description keeps its lists, numbered list and quote, its markup escaped', async () => {
    const { root: deck } = await root(`/decks/${deckId}/`)
    for (const part of NAVIGATION) expect(deck).toContain(part)
    expect(deck).toContain(
      '<ul class="list-disc pl-6"><li>Mist first</li><li>Then <a class="link" href="/cards/root-armor/">Root Armor</a></li></ul>',
    )
    expect(deck).toContain('<ol class="list-decimal pl-6"><li>Draw</li><li>Win</li></ol>')
    expect(deck).toContain(
      '<blockquote class="border-l-4 border-accent-line bg-info-tint px-3 py-1"><p>Water wins &lt;img src=x onerror=alert(1)&gt;</p></blockquote>',
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
    expect(profile).toContain('<div class="min-w-0 space-y-2 wrap-anywhere"><ul')
    const { root: deck } = await root(`/decks/${deckId}/`)
    expect(deck).toContain('<section class="min-w-0 space-y-2 wrap-anywhere"><h2')
  })
})
