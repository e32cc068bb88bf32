import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from './support/app.ts'
import { MIST_GUARDIAN, saveDeck, snapshotDeck } from './support/decks.ts'
import { eventually } from './support/eventually.ts'
import { grantedApp } from './support/granted-apps.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { remoteDeck, startFakeSource } from './support/transfer.ts'
import {
  receiversClosedAfterEach,
  signatureValid,
  TEST_WEBHOOKS,
} from './support/webhook-receiver.ts'

/** The server tests talk to; the restart test replaces it with another on the same database. */
let t: TestApp
let first: TestApp
let developer: TestPlayer
const { fast: receiver } = receiversClosedAfterEach()

beforeAll(async () => {
  first = t = await startTestApp({ cardData: true, config: { webhooks: TEST_WEBHOOKS } })
  developer = await createPlayer(t)
})
afterAll(async () => {
  await t.app.close()
  await first.testDb.dispose()
})

const deliveries = (app: TestApp, clientId: string) =>
  app.get(`/v2/apps/${clientId}/webhook-deliveries`, { token: developer.token })

describe('webhooks', () => {
  it('a saved deck reaches the app its owner granted decks:read, signed; failed twice (500, a redirect not followed), it is delivered once', async () => {
    const hooks = await receiver([500, 302])
    const player = await createPlayer(t)
    const app = await grantedApp(t, developer, player, {
      scopes: ['decks:read'],
      webhookUrl: hooks.url,
    })
    const deck = await saveDeck(t, player.token)
    expect(await eventually(async () => hooks.received.length, 3)).toBe(3)
    for (const delivery of hooks.received) {
      expect(delivery.path).toBe('/hooks')
      expect(signatureValid(delivery, app.webhookSecret)).toBe(true)
      expect(signatureValid(delivery, 'another secret')).toBe(false)
    }
    const ids = new Set(hooks.received.map((delivery) => delivery.headers['ashes-webhook-id']))
    expect(ids.size).toBe(1)
    const event = JSON.parse(hooks.received[0]?.body ?? '')
    expect(event).toMatchObject({
      id: [...ids][0],
      type: 'deck.saved',
      player: { badge: player.badge },
      data: { deck: { id: deck.id, is_snapshot: false, is_public: false } },
    })
    expect(hooks.received.map((delivery) => delivery.answered)).toEqual([500, 302, 200])

    const listed = await eventually(
      async () => (await deliveries(t, app.clientId)).body.deliveries[0]?.state,
      'delivered',
    )
    expect(listed).toBe('delivered')
    const { body } = await deliveries(t, app.clientId)
    expect(body.deliveries).toHaveLength(1)
    expect(body.deliveries[0].event_id).toBe(event.id)
    expect(body.deliveries[0].attempts.map((a: { status: number }) => a.status)).toEqual([
      500, 302, 200,
    ])

    // The next event is delivered after it, and the first one is not sent again.
    await saveDeck(t, player.token, { id: deck.id, title: 'Renamed' })
    expect(await eventually(async () => hooks.received.length, 4)).toBe(4)
    const first = hooks.received.filter((d) => d.headers['ashes-webhook-id'] === event.id)
    expect(first.filter((d) => d.answered === 200)).toHaveLength(1)
    expect(first).toHaveLength(3)
  })

  it('publishing and deleting are announced as deck.published and deck.deleted', async () => {
    const hooks = await receiver()
    const player = await createPlayer(t)
    await grantedApp(t, developer, player, { scopes: ['decks:read'], webhookUrl: hooks.url })
    const deck = await saveDeck(t, player.token)
    const snapshotId = await snapshotDeck(t, player.token, deck.id)
    expect(
      (await t.request('DELETE', `/v2/decks/${snapshotId}`, { token: player.token })).status,
    ).toBe(204)
    await eventually(async () => hooks.received.length, 3)
    const events = hooks.received.map((delivery) => JSON.parse(delivery.body))
    // Deliveries are sent side by side, in no promised order.
    expect(Object.fromEntries(events.map((event) => [event.type, event.data.deck.id]))).toEqual({
      'deck.saved': deck.id,
      'deck.published': snapshotId,
      'deck.deleted': snapshotId,
    })
  })

  it("every deck event carries the deck's revision, the one its ETag names", async () => {
    const hooks = await receiver()
    const player = await createPlayer(t)
    await grantedApp(t, developer, player, { scopes: ['decks:read'], webhookUrl: hooks.url })
    const save = (body: object) => t.request('PUT', '/v2/decks', { token: player.token, body })
    const first = await save(MIST_GUARDIAN)
    const id = first.body.id
    const renamed = await save({ ...MIST_GUARDIAN, id, title: 'Renamed' })
    const snapshotId = await snapshotDeck(t, player.token, id)
    const retitled = await t.request('PATCH', `/v2/decks/snapshots/${snapshotId}`, {
      token: player.token,
      body: { title: 'Retitled' },
    })
    expect(retitled.status).toBe(200)
    await t.request('DELETE', `/v2/decks/${snapshotId}`, { token: player.token })
    await eventually(async () => hooks.received.length, 5)
    const revisionOf = async (deckId: number) =>
      (
        await t.db.query<{ revision: number }>('SELECT revision FROM deck WHERE id = $1', [deckId])
      )[0]?.revision
    const snapshotRevision = (await revisionOf(snapshotId)) ?? 0
    const inEtag = (etag: string | null) => Number(/\.(\d+)"$/.exec(etag ?? '')?.[1])
    const announced = hooks.received
      .map((delivery) => JSON.parse(delivery.body))
      .map((event) => [event.type, event.data.deck.id, event.data.deck.revision])
    // The snapshot is published at its first revision; its new title is its second.
    expect(new Set(announced)).toEqual(
      new Set([
        ['deck.saved', id, inEtag(first.headers.get('etag'))],
        ['deck.saved', id, inEtag(renamed.headers.get('etag'))],
        ['deck.published', snapshotId, snapshotRevision - 1],
        ['deck.saved', snapshotId, snapshotRevision],
        ['deck.deleted', snapshotId, snapshotRevision],
      ]),
    )
    expect(inEtag(renamed.headers.get('etag'))).toBe(inEtag(first.headers.get('etag')) + 1)
  })

  it('a deck an import stores is announced as deck.saved', async () => {
    const hooks = await receiver()
    const player = await createPlayer(t)
    await grantedApp(t, developer, player, { scopes: ['decks:read'], webhookUrl: hooks.url })
    const source = await startFakeSource()
    const importing = await startTestApp({
      sameDatabaseAs: t,
      config: { importApiUrl: source.url, webhooks: TEST_WEBHOOKS },
    })
    try {
      const deck = remoteDeck('Imported', [{ name: 'Root Armor', stub: 'root-armor', count: 3 }])
      source.answer = {
        status: 200,
        body: JSON.stringify({ total: 1, next_page_from_date: null, decks: [deck] }),
      }
      const pulled = await importing.get(`/v2/decks/import/${randomUUID()}`, {
        token: player.token,
      })
      expect(pulled.status, JSON.stringify(pulled.body)).toBe(200)
      await eventually(async () => hooks.received.length, 1)
      const [id] = (
        await t.db.query<{ id: number }>('SELECT id FROM deck WHERE player_id = $1', [player.id])
      ).map((row) => row.id)
      expect(JSON.parse(hooks.received[0]?.body ?? '')).toMatchObject({
        type: 'deck.saved',
        player: { badge: player.badge },
        data: { deck: { id, is_snapshot: false, is_public: false } },
      })
    } finally {
      await importing.close()
      await source.close()
    }
  })

  it('apps without decks:read, with a revoked grant, or granted by another player hear nothing', async () => {
    const hooks = await receiver()
    const player = await createPlayer(t)
    const other = await createPlayer(t)
    const resultsOnly = await grantedApp(t, developer, player, {
      scopes: ['results:write'],
      webhookUrl: hooks.url,
    })
    const revoked = await grantedApp(t, developer, player, {
      scopes: ['decks:read'],
      webhookUrl: hooks.url,
      revoked: true,
    })
    const others = await grantedApp(t, developer, other, {
      scopes: ['decks:read'],
      webhookUrl: hooks.url,
    })
    const listening = await grantedApp(t, developer, player, {
      scopes: ['decks:read'],
      webhookUrl: hooks.url,
    })
    await saveDeck(t, player.token)
    expect(await eventually(async () => hooks.received.length, 1)).toBe(1)
    for (const app of [resultsOnly, revoked, others])
      expect((await deliveries(t, app.clientId)).body.deliveries).toEqual([])
    expect((await deliveries(t, listening.clientId)).body.deliveries).toHaveLength(1)
  })

  it("an app's deliveries are listed to its developer only", async () => {
    const player = await createPlayer(t)
    const app = await grantedApp(t, developer, player, { scopes: ['decks:read'] })
    const stranger = await createPlayer(t)
    const answer = await t.get(`/v2/apps/${app.clientId}/webhook-deliveries`, {
      token: stranger.token,
    })
    expect(answer.status).toBe(404)
    expect((await t.get(`/v2/apps/${app.clientId}/webhook-deliveries`)).status).toBe(401)
  })

  it('a delivery queued by a server that stopped is sent by the next one on the same database', async () => {
    const hooks = await receiver()
    const queuing = await startTestApp({
      sameDatabaseAs: t,
      config: { webhooks: { ...TEST_WEBHOOKS, deliver: false } },
    })
    const player = await createPlayer(queuing)
    const app = await grantedApp(queuing, developer, player, {
      scopes: ['decks:read'],
      webhookUrl: hooks.url,
    })
    // The main test server must not send it either: its worker is stopped first.
    await t.app.close()
    await saveDeck(queuing, player.token)
    const queued = (await deliveries(queuing, app.clientId)).body.deliveries
    expect(queued.map((d: { state: string }) => d.state)).toEqual(['pending'])
    await queuing.close()
    expect(hooks.received).toHaveLength(0)

    const restarted = await startTestApp({ sameDatabaseAs: t, config: { webhooks: TEST_WEBHOOKS } })
    try {
      expect(await eventually(async () => hooks.received.length, 1)).toBe(1)
      expect(hooks.received[0]?.headers['ashes-webhook-id']).toBe(queued[0].event_id)
      expect(signatureValid(hooks.received[0] ?? ({} as never), app.webhookSecret)).toBe(true)
      t = restarted
    } catch (error) {
      await restarted.app.close()
      throw error
    }
  })
})

describe('webhooks in production', () => {
  /** A database of its own: no test server that may reach 127.0.0.1 picks its deliveries up. */
  let guarded: TestApp
  beforeAll(async () => {
    guarded = await startTestApp({
      config: { webhooks: { ...TEST_WEBHOOKS, allowPrivateAddresses: false, retryBaseMs: 60_000 } },
    })
  })
  afterAll(() => guarded.close())

  it('a webhook URL on a loopback address is refused and the attempt says why', async () => {
    const hooks = await receiver()
    const developer = await createPlayer(guarded)
    const deliveries = (clientId: string) =>
      guarded.get(`/v2/apps/${clientId}/webhook-deliveries`, { token: developer.token })
    const player = await createPlayer(guarded)
    const app = await grantedApp(guarded, developer, player, {
      scopes: ['decks:read'],
      webhookUrl: hooks.url.replace('127.0.0.1', 'localhost'),
    })
    // Without card data here (an import would take this test's time): a deck written as a
    // save leaves it, then deleted through the API, which announces deck.deleted.
    const [deck] = await guarded.db.query<{ id: number }>(
      "INSERT INTO deck (player_id, title) VALUES ($1, 'Empty') RETURNING id",
      [player.id],
    )
    const deleted = await guarded.request('DELETE', `/v2/decks/${deck?.id}`, {
      token: player.token,
    })
    expect(deleted.status).toBe(204)
    const attempts = await eventually(
      async () => (await deliveries(app.clientId)).body.deliveries[0]?.attempts.length ?? 0,
      1,
    )
    expect(attempts).toBe(1)
    const [delivery] = (await deliveries(app.clientId)).body.deliveries
    expect(delivery.state).toBe('pending')
    expect(delivery.attempts[0].status).toBe(null)
    expect(delivery.attempts[0].error).toMatch(/private or loopback/)
    expect(hooks.received).toHaveLength(0)
  })
})
