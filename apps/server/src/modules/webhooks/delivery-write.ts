import type { Queryable } from '@ashes/runtime'

/** A delivery queued by the app's developer: its id and the event id it carries. */
export interface QueuedDelivery {
  id: number
  event_id: string
}

/** Wakes the servers' delivery workers (worker.ts listens), as webhook_announce does. */
const wakeWorkers = (db: Queryable) => db.query(`SELECT pg_notify('webhook_due', '')`)

/**
 * Queues a `ping` to the app's webhook URL (issue 48 item 7): saving a webhook URL checks it,
 * and the developer reads the outcome in the delivery list like any other delivery. Nothing is
 * queued for an app without a webhook URL.
 */
export async function queuePing(
  db: Queryable,
  clientId: string,
): Promise<QueuedDelivery | undefined> {
  const [queued] = await db.query<QueuedDelivery>(
    `WITH event AS (SELECT gen_random_uuid() AS id)
     INSERT INTO webhook_delivery (event_id, client_id, event, body, player_id)
     SELECT event.id, a.client_id, 'ping', jsonb_build_object('id', event.id, 'type', 'ping',
         'created', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
         'player', NULL,
         'data', jsonb_build_object('app', jsonb_build_object('client_id', a.client_id)))::text,
       a.owner_id
     FROM oauth_app a, event WHERE a.client_id = $1 AND a.webhook_url IS NOT NULL
     RETURNING id::int AS id, event_id::text AS event_id`,
    [clientId],
  )
  if (queued) await wakeWorkers(db)
  return queued
}

/**
 * Queues a copy of a past delivery of the app, if `ownerId` owns it: the same event id and body
 * (a receiver that handled the event drops the copy as a repeat), attempted anew. Undefined
 * when there is no such delivery of the owner's app (pruned, or never there).
 */
export async function queueRedelivery(
  db: Queryable,
  clientId: string,
  ownerId: number,
  deliveryId: number,
): Promise<QueuedDelivery | undefined> {
  const [queued] = await db.query<QueuedDelivery>(
    `INSERT INTO webhook_delivery (event_id, client_id, event, body, player_id)
     SELECT d.event_id, d.client_id, d.event, d.body, a.owner_id
     FROM webhook_delivery d JOIN oauth_app a ON a.client_id = d.client_id
     WHERE d.id = $1 AND d.client_id = $2 AND a.owner_id = $3
     RETURNING id::int AS id, event_id::text AS event_id`,
    [deliveryId, clientId, ownerId],
  )
  if (queued) await wakeWorkers(db)
  return queued
}
