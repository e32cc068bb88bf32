import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageEncoding } from '../src/http/page-compression.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { appBuild } from './support/app-build.ts'
import { publishedDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

// The web app's real build: its pages are rendered by the app's components, as served.
let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webDist: await appBuild() } })
})
afterAll(async () => {
  await t.close()
})

/** The raw answer (no decoding), as a phone's browser receives it over the wire. */
function raw(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
      get(`${t.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        )
      }).on('error', reject)
    },
  )
}

describe('compressed answers', () => {
  it('sends a card listing brotli- or gzip-compressed to a client that accepts it, the same JSON', async () => {
    const plain = await raw('/v2/cards?limit=50')
    expect(plain.headers['content-encoding']).toBeUndefined()
    const listing = JSON.parse(plain.body.toString('utf8'))
    expect(listing.results).toHaveLength(50)

    const br = await raw('/v2/cards?limit=50', 'gzip, deflate, br')
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.body.length).toBeLessThan(plain.body.length / 3)
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(listing)

    const gzip = await raw('/v2/cards?limit=50', 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(listing)
  })

  it('leaves small answers plain: compressing a few bytes costs more than it saves', async () => {
    const health = await raw('/health-check', 'br')
    expect(health.status).toBe(200)
    expect(health.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(health.body.toString('utf8'))).toMatchObject({ status: 'okay' })
  })

  it('compresses errors in the envelope as well as successes, and keeps their status', async () => {
    const missing = await raw(`/v2/cards/${'x'.repeat(40)}`, 'gzip')
    expect(missing.status).toBe(404)
    const body =
      missing.headers['content-encoding'] === 'gzip' ? gunzipSync(missing.body) : missing.body
    expect(JSON.parse(body.toString('utf8'))).toHaveProperty('detail')
  })
})

describe('compressed pages', () => {
  // Pages other than / are answered by the not-found handler, which @fastify/compress's route
  // hooks never reach: /cards/ went out as 169 KB of plain HTML (issue 24 item 4 of the follow-up).
  let deckPath: string
  beforeAll(async () => {
    const player = await createPlayer(t)
    const description = 'Mist and roots, then water. '.repeat(200)
    const { snapshotId } = await publishedDeck(t, player.token, { description })
    deckPath = `/decks/${snapshotId}/`
  })

  it.each([
    ['the card list', () => '/cards/'],
    ['a card page', () => '/cards/root-armor/'],
    ['a deck page', () => deckPath],
    ['the home page', () => '/'],
  ])('sends %s brotli- or gzip-compressed, the same HTML', async (_name, path) => {
    const plain = await raw(path())
    expect(plain.status).toBe(200)
    expect(plain.headers['content-type']).toMatch(/^text\/html/)
    expect(plain.headers['content-encoding']).toBeUndefined()
    const html = plain.body.toString('utf8')

    const br = await raw(path(), 'gzip, deflate, br')
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(html)
    expect(br.body.length).toBeLessThan(plain.body.length / 2)

    const gzip = await raw(path(), 'gzip')
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.body).toString('utf8')).toBe(html)
  })

  it('keeps the status of a page that is not found', async () => {
    const missing = await raw('/cards/no-such-card/', 'br')
    expect(missing.status).toBe(404)
    expect(missing.headers['content-type']).toMatch(/^text\/html/)
    const body =
      missing.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(missing.body)
        : missing.body
    expect(body.toString('utf8')).toContain('<div id="root">')
  })

  it('sends a page plain to a client that accepts no encoding, or only identity', async () => {
    for (const accept of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const page = await raw('/cards/', accept)
      expect(page.headers['content-encoding'], String(accept)).toBeUndefined()
      expect(page.body.toString('utf8')).toContain('href="/cards/')
    }
  })
})

describe('the encoding of a page', () => {
  it('is what the client prefers of brotli and gzip, brotli on a tie, none when it accepts neither', () => {
    expect(pageEncoding('gzip, deflate, br')).toBe('br')
    expect(pageEncoding('br;q=0.5, gzip')).toBe('gzip')
    expect(pageEncoding('x-gzip')).toBe('gzip')
    expect(pageEncoding('*')).toBe('br')
    expect(pageEncoding('*;q=0.2, br;q=0')).toBe('gzip')
    expect(pageEncoding('identity;q=1, br;q=0.5')).toBeUndefined()
    expect(pageEncoding('deflate')).toBeUndefined()
    expect(pageEncoding(undefined)).toBeUndefined()
  })
})
