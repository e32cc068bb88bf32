import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { deleteEmptyDeck, saveDeck } from './support/decks.ts'
import { eventually } from './support/eventually.ts'
import { grantedApp } from './support/granted-apps.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { receiversClosedAfterEach, TEST_WEBHOOKS } from './support/webhook-receiver.ts'

// One app's receiver that never answers must not hold back the deliveries to other apps (issue
// 48 item 5): deliveries used to go out ten at a time, each ten waiting for the slowest, so 40
// saves to a hanging app delayed another app's delivery by 40 s. Here an attempt's time limit is
// a minute, far longer than a test waits (five seconds, `eventually`): a fast delivery that
// arrives while the slow receiver still holds requests it never timed out went past them.
const HANGING: Config['webhooks'] = { ...TEST_WEBHOOKS, timeoutMs: 60_000 }

let t: TestApp
let developer: TestPlayer
const { fast: fastReceiver, slow: slowReceiver } = receiversClosedAfterEach()

beforeAll(async () => {
  t = await startTestApp({ cardData: true, config: { webhooks: HANGING } })
  developer = await createPlayer(t)
})
afterAll(() => t.close())

const pendingOf = async (clientId: string) => {
  const [row] = await t.db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM webhook_delivery
     WHERE client_id = $1 AND delivered IS NULL AND gave_up IS NULL`,
    [clientId],
  )
  return row?.count
}

describe('webhooks to a receiver that hangs', () => {
  it("a delivery to a fast app arrives while another app's receiver holds its 40 deliveries unanswered", async () => {
    const slow = await slowReceiver()
    const fast = await fastReceiver()
    const player = await createPlayer(t)
    const other = await createPlayer(t)
    const hung = await grantedApp(t, developer, player, {
      scopes: ['decks:read'],
      webhookUrl: slow.url,
    })
    await grantedApp(t, developer, other, { scopes: ['decks:read'], webhookUrl: fast.url })
    // Forty autosaves of one deck, each announced to the hanging app.
    const deck = await saveDeck(t, player.token)
    for (let save = 1; save < 40; save += 1)
      await saveDeck(t, player.token, { id: deck.id, title: `Save ${save}` })
    expect(await eventually(async () => slow.state.open > 0, true)).toBe(true)

    await saveDeck(t, other.token)
    expect(await eventually(async () => fast.received.length, 1)).toBe(1)
    // No attempt of the slow app's reached its time limit: the fast one did not wait for any.
    expect(slow.state.cutOff).toBe(0)
    expect(slow.state.open).toBeGreaterThan(0)
    // An app holds a few connections at most, not the whole claim.
    expect(slow.state.requests).toBeLessThanOrEqual(HANGING.perApp)
    expect(await pendingOf(hung.clientId)).toBe(40)
  })

  it('19 fast apps get every delivery while the 20th hangs on its own', async () => {
    const slow = await slowReceiver()
    const fast = await Promise.all(Array.from({ length: 19 }, () => fastReceiver()))
    const player = await createPlayer(t)
    const hung = await grantedApp(t, developer, player, {
      scopes: ['decks:read'],
      webhookUrl: slow.url,
    })
    for (const receiver of fast)
      await grantedApp(t, developer, player, { scopes: ['decks:read'], webhookUrl: receiver.url })
    const deck = await saveDeck(t, player.token)
    for (let save = 1; save < 5; save += 1)
      await saveDeck(t, player.token, { id: deck.id, title: `Save ${save}` })

    const counts = () => Promise.resolve(fast.map((receiver) => receiver.received.length))
    expect(
      await eventually(
        counts,
        fast.map(() => 5),
      ),
    ).toEqual(fast.map(() => 5))
    expect(slow.state.cutOff).toBe(0)
    expect(slow.state.open).toBeGreaterThan(0)
    expect(await pendingOf(hung.clientId)).toBe(5)
  })
})

describe('more receivers hanging than a server sends to at once', () => {
  /** A database of its own, and a server that sends two attempts at once. */
  let s: TestApp
  beforeAll(async () => {
    s = await startTestApp({ config: { webhooks: { ...HANGING, concurrency: 2 } } })
  })
  afterAll(() => s.close())

  it("a fast app's delivery still goes while three apps' receivers hold every attempt sent them", async () => {
    const owner = await createPlayer(s)
    const player = await createPlayer(s)
    const slow = await Promise.all([slowReceiver(), slowReceiver(), slowReceiver()])
    for (const receiver of slow)
      await grantedApp(s, owner, player, { scopes: ['decks:read'], webhookUrl: receiver.url })
    for (let event = 0; event < 3; event += 1) await deleteEmptyDeck(s, player)
    const holding = async () => slow.every((receiver) => receiver.state.open > 0)
    expect(await eventually(holding, true)).toBe(true)

    const other = await createPlayer(s)
    const fast = await fastReceiver()
    await grantedApp(s, owner, other, { scopes: ['decks:read'], webhookUrl: fast.url })
    await deleteEmptyDeck(s, other)
    expect(await eventually(async () => fast.received.length, 1)).toBe(1)
    expect(slow.map((receiver) => receiver.state.cutOff)).toEqual([0, 0, 0])
  })
})

describe("one player's many apps whose receivers hang", () => {
  /**
   * A database of its own, and a server that sends two attempts at once. Apps that answered their
   * ping and then hang look like working apps to a claim until their attempts fail: one player
   * linking many of them queued a wave of deliveries ahead of everyone else's, each wave holding
   * the server's room for half a second (issue 48 item 5, the edge left in session 29).
   */
  let s: TestApp
  beforeAll(async () => {
    s = await startTestApp({ config: { webhooks: { ...HANGING, concurrency: 2 } } })
  })
  afterAll(() => s.close())

  it("another player's delivery is claimed before the rest of that player's queue", async () => {
    const owner = await createPlayer(s)
    const player = await createPlayer(s)
    const other = await createPlayer(s)
    const fast = await fastReceiver()
    const app = await grantedApp(s, owner, other, { scopes: ['decks:read'], webhookUrl: fast.url })
    const slow = await Promise.all(Array.from({ length: 16 }, () => slowReceiver()))
    for (const receiver of slow)
      await grantedApp(s, owner, player, { scopes: ['decks:read'], webhookUrl: receiver.url })
    await deleteEmptyDeck(s, player)
    // Two are under way; fourteen of the player's deliveries wait, two more each half second.
    const held = async () => slow.reduce((sum, receiver) => sum + receiver.state.open, 0)
    expect(await eventually(async () => (await held()) >= 2, true)).toBe(true)

    await deleteEmptyDeck(s, other)
    expect(await eventually(async () => fast.received.length, 1)).toBe(1)
    // A claim sets its rows' lease to its now() plus the lease (two minutes). Of the first
    // player's deliveries still waiting when the other's was queued, those claimed before it was
    // delivered: at most the claim that took it (two at once), not every one.
    const [claimed] = await s.db.query<{ meanwhile: number; waiting: number }>(
      `SELECT count(*) FILTER (WHERE d.locked_until - interval '2 minutes' < mine.delivered)::int
           AS meanwhile,
         count(*)::int AS waiting
       FROM webhook_delivery d, webhook_delivery mine
       WHERE mine.client_id = $1 AND d.client_id <> $1
         AND (d.locked_until IS NULL OR d.locked_until - interval '2 minutes' > mine.created)`,
      [app.clientId],
    )
    expect(claimed?.waiting).toBeGreaterThan(2)
    expect(claimed?.meanwhile).toBeLessThanOrEqual(2)
  })
})

describe('hanging receivers holding every connection a server keeps', () => {
  /**
   * A database of its own; one attempt at once, so at most 16 connections (16 times
   * `concurrency`, worker.ts), one per app, and retries a minute away. Seventeen apps' receivers
   * hang on two events each: more attempts than the server keeps connections for.
   */
  let s: TestApp
  const FULL: Config['webhooks'] = { ...HANGING, concurrency: 1, perApp: 1, retryBaseMs: 60_000 }
  beforeAll(async () => {
    s = await startTestApp({ config: { webhooks: FULL } })
  })
  afterAll(() => s.close())

  it("a fast app's delivery still goes: the longest-held attempt is cut off for it", async () => {
    const owner = await createPlayer(s)
    const player = await createPlayer(s)
    const slow = await Promise.all(Array.from({ length: 17 }, () => slowReceiver()))
    for (const receiver of slow)
      await grantedApp(s, owner, player, { scopes: ['decks:read'], webhookUrl: receiver.url })
    await deleteEmptyDeck(s, player)
    await deleteEmptyDeck(s, player)
    // Attempts go one at a time, each making room after half a second: 16 held take 8 s (the
    // wait allows 40, for a loaded machine).
    const held = async () => slow.reduce((sum, receiver) => sum + receiver.state.open, 0)
    for (let polls = 0; polls < 800 && (await held()) < 16; polls += 1)
      await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await held()).toBe(16)

    const other = await createPlayer(s)
    const fast = await fastReceiver()
    await grantedApp(s, owner, other, { scopes: ['decks:read'], webhookUrl: fast.url })
    await deleteEmptyDeck(s, other)
    expect(await eventually(async () => fast.received.length, 1)).toBe(1)
    // No attempt reached its time limit (a minute): the fast delivery waited for none of them.
    const [limits] = await s.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM webhook_attempt WHERE error LIKE 'No answer within%'",
    )
    expect(limits?.count).toBe(0)
    expect(await held()).toBeLessThanOrEqual(16)
  }, 90_000)
})
