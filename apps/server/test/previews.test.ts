import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Resvg } from '@resvg/resvg-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderCount } from '../src/modules/previews/render.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { legacyCards } from './support/card-data.ts'
import { publishedDeck, saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { closedPort } from './support/smtp.ts'

// Link-preview images (issue 19 item 1): GET /og/...png, drawn on the server and kept.

interface Image {
  status: number
  headers: Headers
  bytes: Buffer
}

async function image(app: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${app.url}${path}`, { headers })
  const bytes = Buffer.from(await response.arrayBuffer())
  return { status: response.status, headers: response.headers, bytes } satisfies Image
}

/** The PNG's signature and the width and height its IHDR chunk states. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]))
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

function expectPreview(answer: Image) {
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toBe('image/png')
  expect(answer.headers.get('cache-control')).toBe('public, max-age=86400')
  expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/)
  expect(pngSize(answer.bytes)).toEqual({ width: 1200, height: 630 })
}

let t: TestApp
let alice: TestPlayer
let mediaDown: string

beforeAll(async () => {
  mediaDown = `http://127.0.0.1:${await closedPort()}`
  t = await startTestApp({ cardData: true, config: { mediaUrl: mediaDown } })
  alice = await createPlayer(t)
})
afterAll(() => t.close())

describe('deck previews', () => {
  it('draw a published deck as a 1200x630 PNG, by its snapshot and by its source deck', async () => {
    const { deck, snapshotId } = await publishedDeck(t, alice.token, { title: 'Preview deck' })
    expectPreview(await image(t, `/og/decks/${snapshotId}.png`))
    const bySource = await image(t, `/og/decks/${deck.id}.png?v=2026-11-24T09:00:00`)
    expectPreview(bySource)
  })

  it('answer 404 in the error envelope for a deck an anonymous visitor cannot see', async () => {
    const saved = await saveDeck(t, alice.token, { title: 'Never published' })
    const privateSnapshot = await snapshotDeck(t, alice.token, saved.id, { is_public: false })
    for (const path of [
      `/og/decks/${saved.id}.png`,
      `/og/decks/${privateSnapshot}.png`,
      '/og/decks/2147483647.png',
      '/og/decks/0.png',
      '/og/decks/abc.png',
      '/og/decks/99999999999999999999.png',
    ]) {
      const answer = await t.get(path)
      expect(answer.status, path).toBe(404)
      expect(answer.body, path).toEqual({ detail: expect.any(String) })
    }
    expect((await t.get(`/og/decks/${saved.id}.jpg`)).status).toBe(404)
  })

  it('draw the deck behind a share link, and 404 for an unknown link', async () => {
    const saved = await saveDeck(t, alice.token, { title: 'Shared only' })
    const own = await t.get(`/v2/decks/${saved.id}?show_saved=true`, { token: alice.token })
    const uuid = own.body.deck.direct_share_uuid
    expectPreview(await image(t, `/og/decks/share/${uuid}.png`))
    const unknown = await t.get('/og/decks/share/6f1c2b1e-8a4d-4c4b-9a55-3f2e1d0c9b8a.png')
    expect(unknown).toMatchObject({ status: 404, body: { detail: expect.any(String) } })
    expect((await t.get('/og/decks/share/not-a-uuid.png')).status).toBe(404)
  })

  it('answer 304 to a client that holds the current ETag', async () => {
    const { snapshotId } = await publishedDeck(t, alice.token, { title: 'Cached by clients' })
    const first = await image(t, `/og/decks/${snapshotId}.png`)
    const etag = first.headers.get('etag') ?? ''
    const again = await image(t, `/og/decks/${snapshotId}.png`, { 'if-none-match': etag })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect(again.headers.get('etag')).toBe(etag)
    const stale = await image(t, `/og/decks/${snapshotId}.png`, { 'if-none-match': '"other"' })
    expect(stale.status).toBe(200)
  })

  it('are drawn once per version: asked again, or by many at once, the kept image answers', async () => {
    const { snapshotId } = await publishedDeck(t, alice.token, { title: 'Drawn once' })
    const before = renderCount.value
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => image(t, `/og/decks/${snapshotId}.png?v=${n}`)),
    )
    expect(renderCount.value - before).toBe(1)
    const later = await image(t, `/og/decks/${snapshotId}.png`)
    expect(renderCount.value - before).toBe(1)
    for (const answer of [...answers, later]) expect(answer.bytes.equals(later.bytes)).toBe(true)
  })

  it('change when the deck changes: a new version, drawn afresh', async () => {
    const { snapshotId } = await publishedDeck(t, alice.token, { title: 'Before the edit' })
    const before = await image(t, `/og/decks/${snapshotId}.png`)
    const patched = await t.request('PATCH', `/v2/decks/snapshots/${snapshotId}`, {
      token: alice.token,
      body: { title: 'After the edit' },
    })
    expect(patched.status).toBe(200)
    const count = renderCount.value
    const after = await image(t, `/og/decks/${snapshotId}.png`)
    expectPreview(after)
    expect(renderCount.value - count).toBe(1)
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
    expect(after.bytes.equals(before.bytes)).toBe(false)
  })

  it("draw the Phoenixborn's stand-in when the media host is down", async () => {
    // This server's MEDIA_URL is a closed port.
    const { snapshotId } = await publishedDeck(t, alice.token, { title: 'Host down' })
    expectPreview(await image(t, `/og/decks/${snapshotId}.png`))
    expect(t.serverErrors).toEqual([])
  })
})

/** A media host answering `body` for Aradel's card and 404 for anything else; what it was asked. */
async function mediaHost(body: Buffer) {
  const asked: string[] = []
  const server = createServer((request, response) => {
    asked.push(request.url ?? '')
    if (request.url === '/images/cards/aradel-summergaard.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(body)
    } else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { asked, url, close: () => new Promise((resolve) => server.close(resolve)) }
}

describe('deck previews with the media host up', () => {
  // A real PNG in the card's proportions, as the host would serve the Phoenixborn's card.
  const art = new Resvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="420"><rect width="300" height="420" fill="#0a7"/></svg>',
  )
    .render()
    .asPng()
  let hosts: Awaited<ReturnType<typeof mediaHost>>[] = []
  const apps: TestApp[] = []
  afterAll(async () => {
    for (const app of apps) await app.close()
    for (const host of hosts) await host.close()
    hosts = []
  })
  async function appWithHost(body: Buffer) {
    const host = await mediaHost(body)
    hosts.push(host)
    const app = await startTestApp({ sameDatabaseAs: t, config: { mediaUrl: host.url } })
    apps.push(app)
    return { host, app }
  }

  it("show the Phoenixborn's art, asked of the host once, and differ from the drawn stand-in", async () => {
    const { host, app } = await appWithHost(art)
    const { snapshotId } = await publishedDeck(t, alice.token, { title: 'With art' })
    const drawn = await image(t, `/og/decks/${snapshotId}.png`)
    const shown = await image(app, `/og/decks/${snapshotId}.png`)
    expectPreview(shown)
    expect(shown.headers.get('etag')).not.toBe(drawn.headers.get('etag'))
    expect(shown.bytes.equals(drawn.bytes)).toBe(false)
    const { snapshotId: second } = await publishedDeck(t, alice.token, { title: 'Same art' })
    expectPreview(await image(app, `/og/decks/${second}.png`))
    expect(host.asked).toEqual(['/images/cards/aradel-summergaard.jpg'])
  })

  it('draw the stand-in when the host sends a broken image', async () => {
    const broken = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8])
    const { app } = await appWithHost(broken)
    const { snapshotId } = await publishedDeck(t, alice.token, { title: 'Broken art' })
    const answer = await image(app, `/og/decks/${snapshotId}.png`)
    expectPreview(answer)
    expect(answer.bytes.equals((await image(t, `/og/decks/${snapshotId}.png`)).bytes)).toBe(true)
    expect(app.serverErrors).toEqual([])
  })
})

describe('card previews', () => {
  it('draw a current card and a legacy card as 1200x630 PNGs', async () => {
    expectPreview(await image(t, '/og/cards/hammer-knight.png'))
    const legacy = legacyCards()[0] as { stub: string }
    expectPreview(await image(t, `/og/cards/legacy/${legacy.stub}.png?v=1`))
  })

  it('answer 404 in the error envelope for an unknown card', async () => {
    for (const path of ['/og/cards/no-such-card.png', '/og/cards/legacy/no-such-card.png']) {
      expect(await t.get(path)).toMatchObject({ status: 404, body: { detail: 'Card not found.' } })
    }
    expect((await t.get('/og/cards/hammer-knight.gif')).status).toBe(404)
  })

  it('change when the card changes', async () => {
    const admin = await createPlayer(t, { admin: true })
    const before = await image(t, '/og/cards/molten-gold.png')
    const patched = await t.request('PATCH', '/v2/cards/molten-gold', {
      token: admin.token,
      body: { text: 'Place 4 wound tokens on a target unit an opponent controls.' },
    })
    expect(patched.status).toBe(200)
    const after = await image(t, '/og/cards/molten-gold.png')
    expectPreview(after)
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
  })
})

describe('the site preview', () => {
  it('is a 1200x630 PNG that answers 304 to its ETag', async () => {
    const first = await image(t, '/og/site.png')
    expectPreview(first)
    const again = await image(t, '/og/site.png', {
      'if-none-match': first.headers.get('etag') ?? '',
    })
    expect(again.status).toBe(304)
    const head = await fetch(`${t.url}/og/site.png`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('etag')).toBe(first.headers.get('etag'))
  })
})
