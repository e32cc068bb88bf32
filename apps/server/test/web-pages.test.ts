import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck, saveDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

const SHELL = '<!doctype html><title>shell</title><div id="root"></div>'
const webDist = mkdtempSync(join(tmpdir(), 'ashes-web-pages-'))
writeFileSync(join(webDist, 'index.html'), SHELL)

let t: TestApp
let owner: TestPlayer
let privateDeckId: number
let sourceId: number
let snapshotId: number
let shareUuid: string
let deletedId: number
let legacyStub: string
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist } })
  owner = await createPlayer(t)
  privateDeckId = (await saveDeck(t, owner.token)).id
  const published = await publishedDeck(t, owner.token)
  sourceId = published.deck.id
  snapshotId = published.snapshotId
  shareUuid = published.deck.direct_share_uuid
  deletedId = (await saveDeck(t, owner.token)).id
  await t.request('DELETE', `/v2/decks/${deletedId}`, { token: owner.token })
  legacyStub = (await t.get('/v2/cards?show_legacy=true&limit=1')).body.results[0].stub
})
afterAll(async () => {
  await t.close()
  rmSync(webDist, { recursive: true, force: true })
})

async function page(path: string, method = 'GET') {
  const response = await fetch(`${t.url}${path}`, { method })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: await response.text(),
  }
}

describe('web pages answer 404 where the app shows Not Found, with the same shell', () => {
  it('real pages answer 200 with the shell, in any letter case and without the slash', async () => {
    // Pages of a deck, card or player carry their own head and content (link-previews.test.ts).
    const paths = [
      '/',
      '/cards/',
      '/CARDS',
      '/cards/aradel-summergaard/',
      '/Cards/aradel-summergaard',
      '/cards/syntax/',
      `/cards/legacy/${legacyStub}/`,
      '/decks/',
      '/decks/preconstructed/',
      `/decks/${snapshotId}/`,
      `/decks/${sourceId}/`,
      `/decks/${sourceId}/history/`,
      `/decks/mine/${privateDeckId}/`,
      `/decks/mine/${privateDeckId}/history/`,
      `/decks/share/${shareUuid}/`,
      `/players/${owner.badge}/`,
      '/players/me/',
      '/players/new/',
      '/players/reset/some-token/',
      '/log-in/?next=/decks/',
    ]
    for (const path of paths) {
      const response = await page(path)
      expect(response.status, path).toBe(200)
      expect(response.type, path).toMatch(/^text\/html/)
      expect(response.body, path).toMatch(
        /^<!doctype html><title>[^<]+<\/title><meta .*<div id="root">.*<\/div>$/s,
      )
      expect(response.body, path).toContain('<meta property="og:site_name"')
    }
  })

  // Issue 53: the server no longer writes screens of its own. A build without its server module
  // (app-render.ts) gets each page's head tags and an empty root, which the app fills.
  it("without the app's server build, a page is the shell with its head tags only", async () => {
    const paths = [
      '/',
      '/decks/',
      `/decks/${sourceId}/`,
      `/decks/share/${shareUuid}/`,
      '/cards/aradel-summergaard/',
      `/players/${owner.badge}/`,
    ]
    for (const path of paths) {
      const { body } = await page(path)
      expect(body, path).toMatch(/<div id="root"><\/div>$/)
      expect(body, path).not.toMatch(/<(header|main|nav|h1)\b/)
    }
    const deck = (await page(`/decks/${sourceId}/`)).body
    expect(deck).toContain('<title>Mist Guardian - Ashes Deckbuilder</title>')
    expect(deck).toContain('<meta property="og:title" content="Mist Guardian - Ashes Deckbuilder">')
  })

  it('unknown routes, decks, cards and players answer 404 with the same shell', async () => {
    const paths = [
      '/no/such/page/',
      '/cards/no-such-card/',
      '/cards/legacy/no-such-card/',
      '/cards/%00/', // no card has it (issue 24 item 19)
      '/cards/legacy/%00/',
      '/cards/aradel-summergaard/extra/',
      `/cards/${'x'.repeat(300)}/`,
      '/decks/999999/',
      '/decks/not-a-number/',
      '/decks/99999999999999999999/',
      `/decks/${privateDeckId}/`, // never published: no public page
      `/decks/${deletedId}/`,
      '/decks/999999/history/',
      '/decks/mine/999999/',
      `/decks/mine/${deletedId}/`,
      '/decks/share/not-a-uuid/',
      `/decks/share/${randomUUID()}/`,
      '/players/nobody-here/',
      '/assets/missing-chunk.js',
    ]
    for (const path of paths) {
      const response = await page(path)
      expect(response.status, path).toBe(404)
      expect(response.type, path).toMatch(/^text\/html/)
      expect(response.body, path).toBe(SHELL)
    }
  })

  // Issue 24 item 7: a browser resolves dot segments (and %2e) before it asks; a client that
  // sends them as they are got a 500, the page reading the deck listing as a deck.
  it('paths with dot segments answer the page of the path they resolve to, never a 500', async () => {
    const asIs = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(t.url)
        // Given as options, the path is sent as it is (a URL would have its dots resolved).
        const call = request({ hostname, port, path }, (response) => {
          let body = ''
          response.on('data', (chunk) => (body += chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
        })
        call.on('error', reject)
        call.end()
      })
    const resolved = {
      '/decks/./': '/decks/',
      '/decks/%2e/': '/decks/',
      '/decks/%2E/': '/decks/',
      '/decks/share/../': '/decks/',
      '/cards/./': '/cards/',
      '/cards/legacy/./': '/cards/legacy/',
      '/cards/legacy/%2e%2e/': '/cards/',
      [`/decks/${sourceId}/.`]: `/decks/${sourceId}/`,
      [`/decks/x/../${sourceId}/`]: `/decks/${sourceId}/`,
    }
    for (const [path, target] of Object.entries(resolved)) {
      const response = await asIs(path)
      expect(response.status, path).toBe(200)
      expect(response.body, path).toBe((await page(target)).body)
    }
    expect(t.serverErrors).toEqual([])
  })

  it('HEAD answers as GET does', async () => {
    expect((await page('/cards/aradel-summergaard/', 'HEAD')).status).toBe(200)
    expect((await page('/cards/no-such-card/', 'HEAD')).status).toBe(404)
  })

  it('unknown API paths still answer JSON', async () => {
    expect(await t.get('/v2/no-such-thing')).toMatchObject({
      status: 404,
      body: { detail: 'Not Found' },
    })
  })
})
