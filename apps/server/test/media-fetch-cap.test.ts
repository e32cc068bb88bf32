import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BodyTooLargeError, readCappedBody } from '../src/http/capped-body.ts'
import { CardImages } from '../src/modules/proxies/card-images.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { publishedDeck } from './support/decks.ts'
import { type FloodingHost, startFloodingHost } from './support/flooding-host.ts'
import { createPlayer } from './support/players.ts'

// A media host answering a card image as an oversized chunked body (no Content-Length) made
// one link preview grow the server by 500 MB (issue 24 item 8): the cap holds while streaming.

const MB = 1024 * 1024
/** More than any cap here, so a reader that does not stop reads it all. */
const BODY_BYTES = 64 * MB

let flood: FloodingHost
beforeAll(async () => {
  flood = await startFloodingHost({
    path: '/images/cards/aradel-summergaard.jpg',
    contentType: 'image/jpeg',
    start: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    bytes: BODY_BYTES,
  })
})
afterAll(() => flood.close())

describe('a body read from another host is capped while it streams', () => {
  it('readCappedBody gives up once the bytes read pass the cap, with no Content-Length', async () => {
    flood.reset()
    const response = await fetch(`${flood.url}/images/cards/aradel-summergaard.jpg`)
    expect(response.headers.get('content-length')).toBeNull()
    const error = await readCappedBody(response, MB).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(BodyTooLargeError)
    // At most one network read past the cap is ever held.
    expect((error as BodyTooLargeError).read).toBeGreaterThan(MB)
    expect((error as BodyTooLargeError).read).toBeLessThan(MB + 256 * 1024)
  })

  it('a card image past its cap is no image, and the host is cut off long before the end', async () => {
    flood.reset()
    // A timeout far beyond any read: only the cap can stop this download.
    const images = new CardImages(flood.url, { timeoutMs: 120_000, maxImageBytes: 2 * MB })
    const found = await images.images([{ stub: 'aradel-summergaard', legacy: false }])
    expect(found.size).toBe(0)
    await expect.poll(() => flood.host.hungUp).toBe(1)
    expect(flood.host.completed).toBe(false)
    // What the host wrote before it saw the hang-up: the cap plus what socket buffers hold.
    expect(flood.host.sent).toBeLessThan(BODY_BYTES / 2)
  })
})

describe('a link preview whose Phoenixborn image floods', () => {
  let down: TestApp
  let up: TestApp
  beforeAll(async () => {
    down = await startTestApp({ cardData: true, config: { mediaUrl: 'http://127.0.0.1:9' } })
    up = await startTestApp({ sameDatabaseAs: down, config: { mediaUrl: flood.url } })
  })
  afterAll(async () => {
    await up?.close()
    await down?.close()
  })

  it('is drawn with the stand-in, as when the host is down, and the host is cut off', async () => {
    flood.reset()
    const player = await createPlayer(down)
    const { snapshotId } = await publishedDeck(down, player.token, { title: 'Flooded' })
    const png = async (app: TestApp) => {
      const response = await fetch(`${app.url}/og/decks/${snapshotId}.png`)
      expect(response.status).toBe(200)
      return Buffer.from(await response.arrayBuffer())
    }
    const flooded = await png(up)
    expect(flooded.equals(await png(down))).toBe(true)
    expect(flood.host.completed).toBe(false)
    expect(up.serverErrors).toEqual([])
  })
})
