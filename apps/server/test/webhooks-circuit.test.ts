// An app whose receiver keeps failing (issue 48 item 5): after WEBHOOK_BREAKER_FAILURES failures in
// a row its circuit opens, and its deliveries wait without a request until the back-off ends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { deleteEmptyDeck } from './support/decks.ts'
import { eventually } from './support/eventually.ts'
import { grantedApp } from './support/granted-apps.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { receiversClosedAfterEach, TEST_WEBHOOKS } from './support/webhook-receiver.ts'

const { fast: fastReceiver, slow: slowReceiver } = receiversClosedAfterEach()

describe('a receiver that keeps timing out', () => {
  /**
   * A database of its own, with attempts cut off after 0.2 s: the receiver's timeouts come fast,
   * two in a row open the app's circuit, and a failed delivery's own retry waits a minute.
   */
  let s: TestApp
  let owner: TestPlayer
  const TRIPPING: Config['webhooks'] = {
    ...TEST_WEBHOOKS,
    timeoutMs: 200,
    retryBaseMs: 60_000,
    breakerFailures: 2,
  }
  beforeAll(async () => {
    s = await startTestApp({ config: { webhooks: TRIPPING } })
    owner = await createPlayer(s)
  })
  afterAll(() => s.close())

  const deleteDeck = (player: TestPlayer) => deleteEmptyDeck(s, player)

  it("after timeouts in a row an app's next deliveries wait without a request, and go once its receiver is back", async () => {
    const slow = await slowReceiver()
    const fast = await fastReceiver()
    const player = await createPlayer(s)
    const hung = await grantedApp(s, owner, player, {
      scopes: ['decks:read'],
      webhookUrl: slow.url,
    })
    await grantedApp(s, owner, player, { scopes: ['decks:read'], webhookUrl: fast.url })
    const listed = async () =>
      (await s.get(`/v2/apps/${hung.clientId}/webhook-deliveries`, { token: owner.token })).body
        .deliveries as {
        event_id: string
        state: string
        next_attempt: string
        attempts: { error: string }[]
      }[]

    await deleteDeck(player)
    await deleteDeck(player)
    const timedOut = async () => (await listed()).map((d) => d.attempts[0]?.error ?? '')
    const errors = await eventually(timedOut, [
      'No answer within 200 ms.',
      'No answer within 200 ms.',
    ])
    expect(errors).toEqual(['No answer within 200 ms.', 'No answer within 200 ms.'])
    expect(slow.state.requests).toBe(2)

    // The next event reaches the other app; the timing-out one is not even asked.
    await deleteDeck(player)
    await deleteDeck(player)
    expect(await eventually(async () => fast.received.length, 4)).toBe(4)
    const held = (await listed()).slice(0, 2)
    expect(held.map((d) => [d.state, d.attempts.length])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ])
    expect(slow.state.requests).toBe(2)
    // Their next attempt, as the developer reads it, is when the circuit's wait (a minute) ends.
    for (const delivery of held)
      expect(Date.parse(delivery.next_attempt)).toBeGreaterThan(Date.now() + 30_000)

    // Back up, it is asked again once the circuit's wait is over (ended here rather than waited
    // for): one delivery first, then the rest.
    slow.recover()
    await s.db.query('UPDATE webhook_circuit SET open_until = now() WHERE client_id = $1', [
      hung.clientId,
    ])
    await s.db.query("SELECT pg_notify('webhook_due', '')")
    expect(await eventually(async () => slow.state.answered.length, 2)).toBe(2)
    const answered = slow.state.answered.map((body) => JSON.parse(body).id)
    expect(answered).toEqual(held.map((d) => d.event_id).reverse())
    const states = async () => (await listed()).slice(0, 2).map((d) => d.state)
    expect(await eventually(states, ['delivered', 'delivered'])).toEqual(['delivered', 'delivered'])
  })
})
