import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'
import { publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

// Issue 53: every public page the server renders with the app's own components is rendered once.
// Each screen declares the data it shows (its route module's `screenData`), fetched before the
// render; a query only the render finds costs a whole second render (entry-server.tsx).

interface ServerBuild {
  renderPage(
    url: string,
    options?: { missing?: boolean },
  ): Promise<{ html: string; passes: number }>
  sendRequestsWith(send: typeof fetch): void
}

let t: TestApp
let build: ServerBuild
const pages: string[] = []

beforeAll(async () => {
  const webDist = await appBuild()
  t = await startTestApp({ cardData: true, config: { webDist } })
  // The server's own copy of the app render is not reachable from here: this is another instance
  // of the same build, asking this server over HTTP as an anonymous visitor.
  const file = pathToFileURL(join(webDist, 'ssr', 'entry-server.js')).href
  build = (await import(`${file}?render-once`)) as ServerBuild
  build.sendRequestsWith((input, init) => fetch(new URL(String(input), t.url), init))

  const player = await createPlayer(t)
  const { deck, snapshotId } = await publishedDeck(t, player.token, { title: 'Once' })
  const saved = await saveDeck(t, player.token, { title: 'Shared once' })
  const legacy = (await t.get('/v2/cards?show_legacy=true&limit=1')).body.results[0].stub
  pages.push(
    ...['/', '/policies/', '/phoenix/', '/cards/', '/cards/legacy/', '/cards/syntax/'],
    '/cards/summon-mist-spirit/',
    `/cards/legacy/${legacy}/`,
    ...['/decks/', '/decks/red-rains/', '/decks/unrestricted/', '/decks/legacy/'],
    '/decks/?card=summon-mist-spirit',
    '/decks/enemy/',
    `/decks/${snapshotId}/`,
    `/decks/${deck.id}/history/`,
    `/decks/share/${saved.direct_share_uuid}/`,
    '/meta/',
    `/players/${player.badge}/`,
    '/no-such-page/',
  )
})
afterAll(async () => {
  await t?.close()
})

it('renders every server-rendered public page in one pass, its data fetched first', async () => {
  const passes: Record<string, number> = {}
  for (const url of pages) passes[url] = (await build.renderPage(url)).passes
  expect(passes).toEqual(Object.fromEntries(pages.map((url) => [url, 1])))
})

it('renders the page of a deck, card or player that does not exist in one pass too', async () => {
  const missing = ['/decks/999999/', '/cards/no-such-card/', '/players/nobody-here/']
  const passes: Record<string, number> = {}
  for (const url of missing) passes[url] = (await build.renderPage(url, { missing: true })).passes
  expect(passes).toEqual(Object.fromEntries(missing.map((url) => [url, 1])))
})
