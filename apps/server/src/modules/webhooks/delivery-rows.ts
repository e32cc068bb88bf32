import type { Queryable } from '@ashes/runtime'

/** A delivery a worker claimed, with where it goes and how to sign it. */
export interface ClaimedDelivery {
  id: number
  event_id: string
  event: string
  body: string
  attempts: number
  /** Milliseconds since the event: past the retry window it is given up after this attempt. */
  age_ms: number
  webhook_url: string | null
  webhook_secret: string
}

/** How long a claim holds a delivery: longer than an attempt's timeout, so no one else sends it. */
const LEASE = "interval '2 minutes'"

/**
 * Claims up to `limit` due deliveries for this worker: rows other servers are sending are
 * skipped, and each claimed row's lease and attempt count are set in the same statement.
 */
export async function claimDue(db: Queryable, limit: number): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `UPDATE webhook_delivery d SET locked_until = now() + ${LEASE}, attempts = d.attempts + 1
     FROM (SELECT id FROM webhook_delivery
           WHERE delivered IS NULL AND gave_up IS NULL AND next_attempt <= now()
             AND (locked_until IS NULL OR locked_until < now())
           ORDER BY next_attempt LIMIT $1 FOR UPDATE SKIP LOCKED) due, oauth_app a
     WHERE d.id = due.id AND a.client_id = d.client_id
     RETURNING d.id::int AS id, d.event_id::text AS event_id, d.event, d.body, d.attempts,
       (extract(epoch FROM now() - d.created) * 1000)::float8 AS age_ms,
       a.webhook_url, a.webhook_secret`,
    [limit],
  )
}

/** An attempt's outcome, and what becomes of the delivery: done, retried at a time, or given up. */
export interface AttemptRecord {
  id: number
  attempt: number
  status: number | null
  error: string | null
  durationMs: number
  outcome: { delivered: true } | { retryInMs: number } | { gaveUp: true }
}

export async function recordAttempt(db: Queryable, record: AttemptRecord): Promise<void> {
  const { outcome } = record
  const retryMs = 'retryInMs' in outcome ? outcome.retryInMs : null
  await db.query(
    `WITH attempt AS (
       INSERT INTO webhook_attempt (delivery_id, attempt, status, error, duration_ms)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING
     )
     UPDATE webhook_delivery SET locked_until = NULL,
       delivered = CASE WHEN $6 THEN now() END,
       gave_up = CASE WHEN $7 THEN now() END,
       next_attempt = CASE WHEN $8::float8 IS NULL THEN next_attempt
         ELSE now() + $8::float8 * interval '1 millisecond' END
     WHERE id = $1`,
    [
      record.id,
      record.attempt,
      record.status,
      record.error,
      Math.round(record.durationMs),
      'delivered' in outcome,
      'gaveUp' in outcome,
      retryMs,
    ],
  )
}

/** Milliseconds until the next pending delivery is due (or its lease ends); null: none pending. */
export async function nextDueInMs(db: Queryable): Promise<number | null> {
  const [row] = await db.query<{ wait: number | null }>(
    `SELECT (extract(epoch FROM min(greatest(next_attempt, coalesce(locked_until, next_attempt)))
       - now()) * 1000)::float8 AS wait
     FROM webhook_delivery WHERE delivered IS NULL AND gave_up IS NULL`,
  )
  return row?.wait ?? null
}

/** Which finished deliveries are kept: those less than `days` old among their app's newest `perApp`. */
export interface DeliveriesKept {
  days: number
  perApp: number
}

/** Rows deleted per statement, so a long backlog never holds one long transaction. */
const PRUNE_BATCH = 1000

/**
 * Deletes finished deliveries (delivered or given up; their attempts go with them) older than
 * `kept.days`, or past the newest `kept.perApp` deliveries of their app; pending ones stay.
 * Answers how many went.
 */
export async function pruneDeliveries(db: Queryable, kept: DeliveriesKept): Promise<number> {
  let pruned = 0
  for (;;) {
    const rows = await db.query<{ id: number }>(
      `WITH old AS (
         SELECT id FROM webhook_delivery
         WHERE (delivered IS NOT NULL OR gave_up IS NOT NULL)
           AND created < now() - $1::float8 * interval '1 day'
         ORDER BY created LIMIT $3
       ), past_cap AS (
         -- An app's oldest delivery kept is its perApp-th newest; \`cut\` is the one before it.
         SELECT gone.id FROM oauth_app a
         CROSS JOIN LATERAL (SELECT id FROM webhook_delivery
           WHERE client_id = a.client_id ORDER BY id DESC OFFSET $2 LIMIT 1) cut
         CROSS JOIN LATERAL (SELECT w.id FROM webhook_delivery w
           WHERE w.client_id = a.client_id AND w.id <= cut.id
             AND (w.delivered IS NOT NULL OR w.gave_up IS NOT NULL)
           ORDER BY w.id DESC LIMIT $3) gone
       )
       DELETE FROM webhook_delivery WHERE id IN (SELECT id FROM old UNION SELECT id FROM past_cap)
       RETURNING id`,
      [kept.days, kept.perApp, PRUNE_BATCH],
    )
    pruned += rows.length
    if (rows.length < PRUNE_BATCH) return pruned
  }
}

/** A delivery as the app's settings list it, its attempts oldest first. */
export interface DeliveryListRow {
  event_id: string
  event: string
  created: Date | string
  delivered: Date | string | null
  gave_up: Date | string | null
  next_attempt: Date | string
  attempts: {
    attempt: number
    attempted: string
    status: number | null
    error: string | null
    duration_ms: number
  }[]
}

/** The app's latest `limit` deliveries, newest first, if `ownerId` owns the app; else undefined. */
export async function latestDeliveries(
  db: Queryable,
  clientId: string,
  ownerId: number,
  limit: number,
): Promise<DeliveryListRow[] | undefined> {
  const [app] = await db.query('SELECT 1 FROM oauth_app WHERE client_id = $1 AND owner_id = $2', [
    clientId,
    ownerId,
  ])
  if (!app) return undefined
  return db.query<DeliveryListRow>(
    `SELECT d.event_id::text AS event_id, d.event, d.created, d.delivered, d.gave_up, d.next_attempt,
       coalesce((SELECT jsonb_agg(jsonb_build_object('attempt', t.attempt,
           'attempted', to_char(t.attempted AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'status', t.status, 'error', t.error, 'duration_ms', t.duration_ms) ORDER BY t.attempt)
         FROM webhook_attempt t WHERE t.delivery_id = d.id), '[]'::jsonb) AS attempts
     FROM webhook_delivery d WHERE d.client_id = $1 ORDER BY d.id DESC LIMIT $2`,
    [clientId, limit],
  )
}
