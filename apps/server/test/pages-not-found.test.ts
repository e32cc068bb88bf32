import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'
import { saveDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

// Issue 53's leftover: the page of a deck, card or player that does not exist answered 404 with
// the bare app shell. With JavaScript the app then showed its "No deck found"; a reader without
// it (a crawler, a link unfurler, a slow phone) saw an empty page. The server renders the app's
// own not-found screen, and carries the failed answer so the browser hydrates that same screen.

let t: TestApp
let privateDeckId: number
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist: await appBuild() } })
  const owner = await createPlayer(t)
  privateDeckId = (await saveDeck(t, owner.token, { title: 'Secret plans' })).id
})
afterAll(async () => {
  await t?.close()
})

/** A page as a reader without JavaScript gets it: status, title, root element, data blocks. */
async function read(path: string) {
  const response = await fetch(`${t.url}${path}`)
  const html = await response.text()
  return {
    status: response.status,
    html,
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    robots: /<meta name="robots" content="([^"]*)">/.exec(html)?.[1],
    canonical: html.includes('rel="canonical"'),
    root: /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '',
    failures: JSON.parse(
      /<script type="application\/json" id="query-failures">([^<]*)<\/script>/.exec(html)?.[1] ??
        'null',
    ) as [unknown[], number, unknown][] | null,
  }
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

const MISSING: [kind: string, paths: string[], title: string, sentence: string][] = [
  [
    'deck',
    ['/decks/999999/', '/decks/not-a-number/', '/decks/99999999999999999999/'],
    'No deck found',
    'a valid deck!',
  ],
  [
    'card',
    [
      '/cards/no-such-card/',
      '/cards/legacy/no-such-card/',
      '/cards/%00/',
      `/cards/${'x'.repeat(300)}/`,
    ],
    'No card found',
    'a valid card!',
  ],
  [
    'player',
    ['/players/nobody-here/', `/players/${'x'.repeat(300)}/`],
    'No player found',
    'a valid player!',
  ],
]

describe("a missing deck, card or player's page shows the app's not-found screen without JavaScript", () => {
  for (const [kind, paths, title, sentence] of MISSING) {
    it(`a ${kind} that does not exist: 404, "${title}" in the page and its title`, async () => {
      for (const path of paths) {
        const page = await read(path)
        expect(page.status, path).toBe(404)
        // The app's own screen, under the header's navigation: not an empty root.
        expect(page.root, path).toMatch(/<nav aria-label="Main"/)
        expect(page.root, path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`))
        expect(text(page.root), path).toContain(`Sorry, this does not appear to be ${sentence}`)
        expect(page.titles, path).toEqual([`${title} - Ashes Deckbuilder`])
        // Nothing to index, and no canonical address of its own.
        expect(page.robots, path).toBe('noindex')
        expect(page.canonical, path).toBe(false)
        // The failed answer the screen was rendered from, for the browser to hydrate the same.
        expect(page.failures, path).toHaveLength(1)
        expect([404, 414, 422], path).toContain(page.failures?.[0]?.[1])
      }
    })
  }

  it('a private deck reads as one that does not exist: nothing of it in the page', async () => {
    const page = await read(`/decks/${privateDeckId}/`)
    expect(page.status).toBe(404)
    expect(page.html).not.toContain('Secret')
    expect(page.root).toBe((await read('/decks/999999/')).root)
  })

  it("a page that exists carries no failed queries, and the app's not-found pages none either", async () => {
    for (const path of ['/decks/', '/cards/aradel-summergaard/', '/no/such/page/']) {
      const page = await read(path)
      expect(page.failures, path).toBeNull()
    }
  })
})
