import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { saveDeck, snapshotDeck } from './support/decks.ts'
import { createPlayer } from './support/players.ts'

let t: TestApp

beforeAll(async () => {
  // The app is built as `npm start` builds it without LOG_REQUESTS: no request logger.
  t = await startTestApp({ cardData: true })
})
afterAll(() => t.close())

describe('Server errors', () => {
  it('are logged, each as one line of JSON with request id, method, route, URL, status and stack', async () => {
    const player = await createPlayer(t)
    const deck = await saveDeck(t, player.token, { title: 'Lost to a broken schema' })
    const snapshotId = await snapshotDeck(t, player.token, deck.id)
    t.serverErrors.length = 0
    // A real fault: a column a deck page reads is gone.
    await t.db.exec('ALTER TABLE deck RENAME COLUMN cards_text TO cards_text_gone')
    try {
      const response = await t.get(`/v2/decks/${snapshotId}?from=log-test`)
      expect({ status: response.status, body: response.body }).toEqual({
        status: 500,
        body: { detail: 'Internal Server Error' },
      })
    } finally {
      await t.db.exec('ALTER TABLE deck RENAME COLUMN cards_text_gone TO cards_text')
    }
    expect(t.serverErrors).toHaveLength(1)
    const line = t.serverErrors[0] ?? ''
    expect(line.endsWith('\n')).toBe(true)
    expect(line.trimEnd()).not.toContain('\n')
    expect(JSON.parse(line)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'error',
      msg: 'request failed',
      reqId: expect.any(String),
      method: 'GET',
      route: '/v2/decks/:id',
      url: `/v2/decks/${snapshotId}?from=log-test`,
      status: 500,
      error: expect.objectContaining({
        message: expect.stringContaining('cards_text'),
        stack: expect.stringMatching(/cards_text[\s\S]*\n\s+at /),
      }),
    })
  })

  it('are the only answers logged: client errors and successes leave no line', async () => {
    t.serverErrors.length = 0
    expect((await t.get('/v2/decks/999999999')).status).toBe(404)
    expect((await t.get('/health-check')).status).toBe(200)
    expect(t.serverErrors).toEqual([])
  })
})
