import { get } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp({ cardData: true })
})
afterAll(() => t.close())

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
