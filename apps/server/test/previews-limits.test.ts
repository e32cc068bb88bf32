import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderCount } from '../src/modules/previews/render.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { currentCards } from './support/card-data.ts'
import { closedPort } from './support/smtp.ts'

// 150-300 anonymous clients asking for link previews at once took the server from 309 MB to
// 1.33 GB, each waiting over 60 s, while the proxies answered 503 (issue 49 item 2): previews are
// drawn by the same bounded pool, and a kept image answers without a drawing.
let t: TestApp

beforeAll(async () => {
  t = await startTestApp({
    cardData: true,
    config: {
      mediaUrl: `http://127.0.0.1:${await closedPort()}`,
      // One drawing at a time, and one more may wait.
      previewRenders: { concurrency: 1, waiting: 1, heapMb: 256 },
    },
  })
})
afterAll(() => t.close())

async function image(path: string) {
  const response = await fetch(`${t.url}${path}`)
  return { path, response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** Stubs of cards no test here has drawn yet. */
let nextCard = 0
function freshCards(count: number) {
  const stubs = currentCards()
    .slice(nextCard, nextCard + count)
    .map((card) => card.stub)
  nextCard += count
  return stubs
}

describe('link previews are drawn a few at a time', () => {
  it('past the drawing and the queue, a new preview is answered 503 with Retry-After', async () => {
    const answers = await Promise.all(freshCards(16).map((stub) => image(`/og/cards/${stub}.png`)))
    const statuses = answers.map((answer) => answer.response.status)
    // Whatever the timing, the first drawing and the one queued behind it are served.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2)
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([])
    const busy = answers.filter((answer) => answer.response.status === 503)
    expect(busy.length).toBeGreaterThan(0)
    for (const answer of busy) {
      expect(answer.response.headers.get('retry-after')).toBe('5')
      // Nothing a client or a shared cache may keep.
      expect(answer.response.headers.get('cache-control')).toBeNull()
      expect(answer.response.headers.get('etag')).toBeNull()
      expect(JSON.parse(answer.bytes.toString())).toEqual({
        detail: 'Too many link previews are being drawn; try again shortly.',
      })
    }
    // A refused preview is not remembered as refused: asked again once the pool is free, drawn.
    expect((await image(busy[0]?.path ?? '')).response.status).toBe(200)
    // The 5xx log has the refusals, and nothing else.
    const failures = t.serverErrors.map((line) => JSON.parse(line).status)
    expect(failures.filter((status) => status !== 503)).toEqual([])
  })

  it('many clients asking for the same new preview at once share one drawing, never refused', async () => {
    const [stub] = freshCards(1)
    const before = renderCount.value
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => image(`/og/cards/${stub}.png?v=${n}`)),
    )
    expect(answers.map((answer) => answer.response.status)).toEqual(answers.map(() => 200))
    expect(renderCount.value - before).toBe(1)
    const first = answers[0]?.bytes ?? Buffer.of()
    for (const answer of answers) expect(answer.bytes.equals(first)).toBe(true)
  })

  it('a kept preview answers while the drawers are full, with its ETag and no drawing', async () => {
    const [kept] = freshCards(1)
    const first = await image(`/og/cards/${kept}.png`)
    expect(first.response.status).toBe(200)
    const before = renderCount.value
    const busy = freshCards(8).map((stub) => image(`/og/cards/${stub}.png`))
    const again = await image(`/og/cards/${kept}.png`)
    expect(again.response.status).toBe(200)
    expect(again.response.headers.get('etag')).toBe(first.response.headers.get('etag'))
    expect(again.bytes.equals(first.bytes)).toBe(true)
    // Each new card that was served was drawn once; the kept one never again.
    const served = (await Promise.all(busy)).filter((answer) => answer.response.status === 200)
    expect(renderCount.value - before).toBe(served.length)
  })
})
