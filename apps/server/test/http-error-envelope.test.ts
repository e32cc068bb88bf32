import { connect } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ISSUES } from '../src/http/echo.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'

let t: TestApp
let player: TestPlayer
beforeAll(async () => {
  t = await startTestApp()
  player = await createPlayer(t)
})
afterAll(() => t.close())

interface RawResponse {
  status: number
  headers: string
  body: string
}

/**
 * Sends bytes as they are (fetch would refuse or re-encode them) and reads the whole answer;
 * with `piece`, in writes of that many bytes a few milliseconds apart, as a network delivers a
 * long request (the server mostly reads them one by one; the checks hold either way).
 */
function raw(request: string, piece?: number): Promise<RawResponse> {
  const { port } = new URL(t.url)
  const send = async () => {
    if (!piece) return socket.end(request)
    for (let at = 0; at < request.length && !socket.destroyed; at += piece) {
      socket.write(request.slice(at, at + piece))
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    socket.end()
  }
  const socket = connect(Number(port), '127.0.0.1', () => void send())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    // The server may close while we still write a huge header: what it answered is all we need.
    socket.on('error', () => {})
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
      if (!status) reject(new Error(`no HTTP answer: ${JSON.stringify(text.slice(0, 200))}`))
      else resolve({ status, headers: head.toLowerCase(), body })
    })
  })
}

const get = (target: string, extraHeaders = '') =>
  raw(`GET ${target} HTTP/1.1\r\nHost: example\r\n${extraHeaders}Connection: close\r\n\r\n`)

/** An error answer in the reference's envelope: JSON with a short `detail` text. */
function expectEnvelope(response: RawResponse, status: number) {
  expect(response.status).toBe(status)
  expect(response.headers).toContain('content-type: application/json')
  expect(response.headers).toContain('x-content-type-options: nosniff')
  const body = JSON.parse(response.body)
  expect(Object.keys(body)).toEqual(['detail'])
  expect(typeof body.detail).toBe('string')
  expect(body.detail.length).toBeLessThan(200)
  return body.detail as string
}

describe('every error a client can cause is in the envelope and echoes nothing unbounded', () => {
  it('a path parameter over 100 characters answers 414 with a detail, not the path', async () => {
    const long = 'a'.repeat(5000)
    const detail = expectEnvelope(await get(`/v2/cards/${long}`), 414)
    expect(detail).not.toContain('aaaaaaaaaa')
  })

  it('a badly percent-encoded path answers 400 with a detail, not the URL', async () => {
    const detail = expectEnvelope(await get(`/v2/cards/%zz${'b'.repeat(90)}`), 400)
    expect(detail).not.toContain('bbbbbbbbbb')
  })

  it('headers over the size limit answer 431 with a detail', async () => {
    expectEnvelope(await get('/v2/cards', `X-Large: ${'c'.repeat(40_000)}\r\n`), 431)
  })

  // A HEAD answer never has a body (RFC 9110 9.3.2), this one included (issue 49 item 9).
  it('a URL over the size limit answers 431, with a detail to GET and without a body to HEAD', async () => {
    const target = `/v2/cards/${'u'.repeat(20_000)}`
    const request = (method: string) =>
      `${method} ${target} HTTP/1.1\r\nHost: example\r\nConnection: close\r\n\r\n`
    const detail = expectEnvelope(await raw(request('GET')), 431)
    expect(detail).not.toContain('uuuuuuuuuu')
    const head = await raw(request('HEAD'))
    expect(head.status).toBe(431)
    expect(head.body).toBe('')
    // As to GET, bar the body: its length is the one GET's answer has.
    expect(head.headers).toContain('content-type: application/json')
    expect(head.headers).toContain(
      `content-length: ${Buffer.byteLength(JSON.stringify({ detail }))}`,
    )
    // The request line in one packet and the rest of the URL in others: the method is out of
    // sight when the limit is passed, and the answer has no body then either.
    const split = await raw(request('HEAD'), 1000)
    expect(split.status).toBe(431)
    expect(split.body).toBe('')
  })

  it('a request node cannot parse answers 400 with a detail', async () => {
    expectEnvelope(await raw('NONSENSE\r\n\r\n'), 400)
  })

  it('JSON nested 5,000 deep answers 422 json_invalid without echoing it', async () => {
    for (const body of [
      '['.repeat(5000) + ']'.repeat(5000),
      `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
    ]) {
      const response = await t.request('PUT', '/v2/decks', { token: player.token, body })
      expect(response.status).toBe(422)
      expect(response.body.detail).toHaveLength(1)
      expect(response.body.detail[0]).toMatchObject({
        type: 'json_invalid',
        loc: ['body', expect.any(Number)],
        msg: 'JSON decode error',
        ctx: { error: expect.stringContaining('nested deeper than 200 levels') },
      })
      expect(JSON.stringify(response.body).length).toBeLessThan(500)
    }
  })

  it('a compressed body is read as sent, as the reference reads it: 422 JSON decode error, never inflated', async () => {
    const deck = JSON.stringify({ title: 'x', cards: [] })
    const response = await fetch(`${t.url}/v2/decks`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${player.token}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      body: gzipSync(deck),
    })
    expect(response.status).toBe(422)
    const body = (await response.json()) as { detail: { type: string; msg: string }[] }
    expect(body.detail[0]).toMatchObject({ type: 'json_invalid', msg: 'JSON decode error' })
  })

  it('ordinary nesting within the limit still parses', async () => {
    const nested = { title: 'x', cards: [{ card: 'a', count: 1 }], extra: [[[[[[1]]]]]] }
    const response = await t.request('PUT', '/v2/decks', { token: player.token, body: nested })
    expect(response.body.detail?.[0]?.type).not.toBe('json_invalid')
  })

  it('the depth limit is 200 levels exactly, however many brackets a shallow body holds', async () => {
    const put = (body: string) => t.request('PUT', '/v2/decks', { token: player.token, body })
    const deep = (levels: number) => `{"extra":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`
    expect((await put(deep(200))).body.detail?.[0]?.type).not.toBe('json_invalid')
    const refused = await put(deep(201))
    // At the 201st opening bracket: the brace, then the 200th of the brackets after `{"extra":`.
    const at = '{"extra":'.length + 199
    expect(refused.body.detail[0]).toMatchObject({ type: 'json_invalid', loc: ['body', at] })
    // More than 200 brackets, in strings and out, none deeper than 3 levels.
    const wide = JSON.stringify({ title: '['.repeat(150), extra: Array(150).fill({ a: [1] }) })
    expect((await put(wide)).body.detail?.[0]?.type).not.toBe('json_invalid')
  })

  it('a huge string is echoed in a 422 only by its start', async () => {
    const title = 'x'.repeat(100_000)
    const response = await t.request('PUT', '/v2/decks', { token: player.token, body: { title } })
    expect(response.status).toBe(422)
    const issue = response.body.detail.find((each: { loc: string[] }) => each.loc[1] === 'title')
    expect(issue).toMatchObject({ type: 'string_too_long', loc: ['body', 'title'] })
    expect(String(issue.input).length).toBeLessThanOrEqual(201)
    expect(JSON.stringify(response.body).length).toBeLessThan(2000)
  })

  it('a missing field in a huge body does not echo the body', async () => {
    const body = { filler: Array.from({ length: 5000 }, (_, i) => `item ${i}`) }
    const response = await t.request('POST', '/v2/players/new', { body })
    expect(response.status).toBe(422)
    expect(response.body.detail[0]).toMatchObject({ type: 'missing', loc: ['body', 'email'] })
    expect(JSON.stringify(response.body).length).toBeLessThan(2000)
  })

  it('a list of thousands of bad items answers a bounded number of issues', async () => {
    const cards = Array.from({ length: 5000 }, (_, i) => i)
    const response = await t.request('PUT', '/v2/decks', { token: player.token, body: { cards } })
    expect(response.status).toBe(422)
    expect(response.body.detail).toHaveLength(MAX_ISSUES)
    expect(response.body.detail[0]).toMatchObject({ type: 'dict_type', loc: ['body', 'cards', 0] })
  })

  it('small inputs are still echoed whole, as the reference does', async () => {
    const response = await t.request('PUT', '/v2/decks', {
      token: player.token,
      body: { title: 5 },
    })
    expect(response.body.detail[0]).toMatchObject({ loc: ['body', 'title'], input: 5 })
  })

  it('an unsupported content type answers 415 with a detail that does not echo it', async () => {
    const type = `application/x-${'d'.repeat(5000)}`
    const response = await t.request('PUT', '/v2/decks', {
      token: player.token,
      body: 'hello',
      headers: { 'content-type': type },
    })
    expect(response.status).toBe(415)
    expect(typeof response.body.detail).toBe('string')
    expect(response.body.detail).not.toContain('dddddddddd')
  })
})
