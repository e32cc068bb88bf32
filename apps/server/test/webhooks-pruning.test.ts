import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Config } from '../src/config.ts'
import { startTestApp, type TestApp } from './support/app.ts'
import { eventually } from './support/eventually.ts'
import { grantedApp } from './support/granted-apps.ts'
import { createPlayer, type TestPlayer } from './support/players.ts'
import { TEST_WEBHOOKS } from './support/webhook-receiver.ts'

// Webhook deliveries are not kept forever: a delivering server prunes finished ones past a month
// or past the newest N of their app (migration 0022), and keeps pending ones.
const WEBHOOKS: Config['webhooks'] = { ...TEST_WEBHOOKS, kept: { days: 30, perApp: 3 } }

/** The server that writes the rows: it sends and prunes nothing. */
let queuing: TestApp
let developer: TestPlayer
let player: TestPlayer

beforeAll(async () => {
  queuing = await startTestApp({ config: { webhooks: { ...WEBHOOKS, deliver: false } } })
  developer = await createPlayer(queuing)
  player = await createPlayer(queuing)
})
afterAll(() => queuing.close())

type State = 'delivered' | 'gave_up' | 'pending'

/** A delivery of the app's written directly, `daysOld` days after its event; pending ones are not due. */
async function delivery(clientId: string, state: State, daysOld: number): Promise<string> {
  const eventId = randomUUID()
  const [row] = await queuing.db.query<{ id: number }>(
    `INSERT INTO webhook_delivery (event_id, client_id, event, body, created, next_attempt,
       attempts, delivered, gave_up)
     VALUES ($1, $2, 'deck.saved', '{}', now() - $3::float8 * interval '1 day',
       now() + interval '1 day', 1,
       CASE WHEN $4 = 'delivered' THEN now() END, CASE WHEN $4 = 'gave_up' THEN now() END)
     RETURNING id`,
    [eventId, clientId, daysOld, state],
  )
  await queuing.db.query(
    'INSERT INTO webhook_attempt (delivery_id, attempt, status, duration_ms) VALUES ($1, 1, 500, 5)',
    [row?.id],
  )
  return eventId
}

const kept = async (clientId: string) =>
  (
    await queuing.db.query<{ event_id: string }>(
      'SELECT event_id::text AS event_id FROM webhook_delivery WHERE client_id = $1 ORDER BY id',
      [clientId],
    )
  ).map((row) => row.event_id)

describe('webhook deliveries pruned', () => {
  it('a delivering server deletes finished deliveries past a month or past the newest of their app, with their attempts, and keeps pending ones', async () => {
    const aged = await grantedApp(queuing, developer, player, { scopes: ['decks:read'] })
    const busy = await grantedApp(queuing, developer, player, { scopes: ['decks:read'] })
    const oldDelivered = await delivery(aged.clientId, 'delivered', 31)
    const oldGivenUp = await delivery(aged.clientId, 'gave_up', 40)
    const oldPending = await delivery(aged.clientId, 'pending', 31)
    const recent = await delivery(aged.clientId, 'delivered', 29)
    // The busy app: six recent deliveries, the oldest of them pending; three are kept.
    const busyIds = [await delivery(busy.clientId, 'pending', 2)]
    for (let day = 5; day > 0; day -= 1)
      busyIds.push(await delivery(busy.clientId, 'delivered', day))
    expect(await kept(aged.clientId)).toEqual([oldDelivered, oldGivenUp, oldPending, recent])

    const delivering = await startTestApp({
      sameDatabaseAs: queuing,
      config: { webhooks: WEBHOOKS },
    })
    try {
      const left = await eventually(async () => (await kept(aged.clientId)).length, 2)
      expect(left).toBe(2)
      expect(await kept(aged.clientId)).toEqual([oldPending, recent])
      expect(await kept(busy.clientId)).toEqual([busyIds[0], ...busyIds.slice(3)])
      const [orphans] = await queuing.db.query<{ count: number }>(
        `SELECT count(*)::int AS count FROM webhook_attempt t
         WHERE NOT EXISTS (SELECT FROM webhook_delivery d WHERE d.id = t.delivery_id)`,
      )
      expect(orphans?.count).toBe(0)
    } finally {
      await delivering.app.close()
    }
  })

  it("an app's developer is listed its newest 50 deliveries", async () => {
    const app = await grantedApp(queuing, developer, player, { scopes: ['decks:read'] })
    const ids: string[] = []
    for (let index = 0; index < 55; index += 1) ids.push(await delivery(app.clientId, 'pending', 1))
    const listed = await queuing.get(`/v2/apps/${app.clientId}/webhook-deliveries`, {
      token: developer.token,
    })
    expect(listed.status).toBe(200)
    expect(listed.body.deliveries.map((d: { event_id: string }) => d.event_id)).toEqual(
      ids.slice(5).reverse(),
    )
  })
})
