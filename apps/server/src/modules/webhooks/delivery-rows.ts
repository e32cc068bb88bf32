import type { Queryable } from '@ashes/runtime'

/** A delivery a worker claimed, with where it goes and how to sign it. */
export interface ClaimedDelivery {
  id: number
  client_id: string
  event_id: string
  event: string
  body: string
  attempts: number
  /** Milliseconds since the event: past the retry window it is given up after this attempt. */
  age_ms: number
  webhook_url: string | null
  webhook_secret: string
  /** The webhook secret replaced last, while its grace lasts (signature.ts, signingSecrets). */
  previous_webhook_secret: string | null
}

/** How long a claim holds a delivery: longer than an attempt's timeout, so no one else sends it. */
const LEASE = "interval '2 minutes'"

/** A delivery nobody is sending: never claimed, recorded, or its claimer died (lease over). */
const UNLEASED = (alias: string) =>
  `(${alias}.locked_until IS NULL OR ${alias}.locked_until < now())`
const PENDING = (alias: string) => `${alias}.delivered IS NULL AND ${alias}.gave_up IS NULL`

/**
 * How many attempts an app may have under way at once (`leased`), with its circuit `c`: none
 * while open, one while it is tried again (half-open), else `perApp` (`$2`).
 */
const ROOM = `CASE WHEN c.open_until IS NULL THEN $2::int ELSE 1 END - leased.n`

/**
 * Claims up to `limit` due deliveries for this worker, app by app (migration 0029): each app
 * whose circuit is not open gets its oldest due deliveries up to its room (at most `perApp`
 * under way, counted from the leases of every server), and the apps take turns, so one app's
 * backlog never fills a claim; in each turn, apps whose last attempt failed (a circuit row) come
 * after the others, so receivers that hang or fail cannot keep a working app's delivery waiting.
 * Players take turns too (migration 0031): a player's candidates are counted on from the attempts
 * of theirs under way, so a player with none goes before one whose many apps hold the room, and
 * one player's links, however many, cannot queue a wave ahead of everyone else's.
 * Rows other servers are claiming are skipped, and each claimed row's lease and attempt count are
 * set in the same statement.
 */
export async function claimDue(
  db: Queryable,
  limit: number,
  perApp: number,
): Promise<ClaimedDelivery[]> {
  return db.query<ClaimedDelivery>(
    `WITH busy AS (
       SELECT l.player_id, count(*)::int AS n FROM webhook_delivery l
       WHERE l.locked_until >= now() GROUP BY l.player_id
     ), candidate AS (
       SELECT pick.id, pick.turn, pick.next_attempt, c.failures IS NOT NULL AS failing,
         pick.player_id, row_number() OVER (PARTITION BY pick.player_id
           ORDER BY pick.turn, c.failures IS NOT NULL, pick.next_attempt, pick.id) AS player_turn
       FROM oauth_app a
       LEFT JOIN webhook_circuit c ON c.client_id = a.client_id
       CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM webhook_delivery l
         WHERE l.client_id = a.client_id AND l.locked_until >= now()) leased
       CROSS JOIN LATERAL (SELECT p.id, p.next_attempt, p.player_id,
           row_number() OVER (ORDER BY p.next_attempt, p.id) AS turn
         FROM webhook_delivery p
         WHERE p.client_id = a.client_id AND ${PENDING('p')} AND p.next_attempt <= now()
           AND ${UNLEASED('p')}
         ORDER BY p.next_attempt, p.id LIMIT greatest(0, ${ROOM})) pick
       WHERE c.open_until IS NULL OR c.open_until <= now()
     )
     UPDATE webhook_delivery d SET locked_until = now() + ${LEASE}, attempts = d.attempts + 1
     FROM (SELECT w.id FROM webhook_delivery w
           WHERE w.id IN (
             SELECT k.id FROM candidate k
             LEFT JOIN busy ON busy.player_id = k.player_id
             ORDER BY coalesce(busy.n, 0) + k.player_turn, k.turn, k.failing, k.next_attempt
             LIMIT $1)
             -- Checked again on the row as it is when locked: another server may have claimed it.
             AND ${PENDING('w')} AND w.next_attempt <= now() AND ${UNLEASED('w')}
           FOR UPDATE OF w SKIP LOCKED) due, oauth_app a
     WHERE d.id = due.id AND a.client_id = d.client_id
     RETURNING d.id::int AS id, d.client_id, d.event_id::text AS event_id, d.event, d.body,
       d.attempts, (extract(epoch FROM now() - d.created) * 1000)::float8 AS age_ms,
       a.webhook_url, a.webhook_secret, CASE WHEN a.previous_webhook_secret_expires > now()
         THEN a.previous_webhook_secret END AS previous_webhook_secret`,
    [limit, perApp],
  )
}

/** An attempt's outcome, and what becomes of the delivery: done, retried at a time, or given up. */
export interface AttemptRecord {
  id: number
  clientId: string
  attempt: number
  status: number | null
  error: string | null
  durationMs: number
  outcome: { delivered: true } | { retryInMs: number } | { gaveUp: true }
}

/** When an app's circuit opens: after `failures` in a row, for `baseMs` doubled at each opening up to `longestMs`. */
export interface CircuitSettings {
  failures: number
  baseMs: number
  longestMs: number
}

/**
 * Records an attempt and what becomes of its delivery, and keeps its app's circuit (migration
 * 0029) in the same statement: a delivery closes it (the row goes); a failure counts, and the
 * one that reaches `circuit.failures` in a row, or fails the try of a half-open circuit, opens
 * it for the next back-off. Attempts that were under way when it opened and fail after change
 * nothing more.
 */
export async function recordAttempt(
  db: Queryable,
  record: AttemptRecord,
  circuit: CircuitSettings,
): Promise<void> {
  const { outcome } = record
  const retryMs = 'retryInMs' in outcome ? outcome.retryInMs : null
  // Whether this failure opens the circuit, and until when, for the row `c` as it was.
  const opens = 'coalesce(c.open_until <= now(), true) AND c.failures + 1 >= $10'
  const openUntil = (trips: string) =>
    `now() + least($12::float8, $11::float8 * 2 ^ ${trips}) * interval '1 millisecond'`
  await db.query(
    `WITH attempt AS (
       INSERT INTO webhook_attempt (delivery_id, attempt, status, error, duration_ms)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING
     ), closed AS (
       DELETE FROM webhook_circuit WHERE $6 AND client_id = $9
     ), failed AS (
       INSERT INTO webhook_circuit AS c (client_id, failures, trips, open_until)
       SELECT $9, 1, CASE WHEN $10 <= 1 THEN 1 ELSE 0 END,
         CASE WHEN $10 <= 1 THEN ${openUntil('0')} END
       WHERE NOT $6
       ON CONFLICT (client_id) DO UPDATE SET failures = c.failures + 1,
         trips = CASE WHEN ${opens} THEN c.trips + 1 ELSE c.trips END,
         open_until = CASE WHEN ${opens} THEN ${openUntil('c.trips')} ELSE c.open_until END
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
      record.clientId,
      circuit.failures,
      circuit.baseMs,
      circuit.longestMs,
    ],
  )
}

/**
 * Milliseconds until a claim would find a delivery (null: none pending): an app's oldest due
 * delivery nobody is sending, once its circuit is not open and it has room (else when its
 * circuit closes or its first lease ends), or the end of a lease of a server that died.
 */
export async function nextDueInMs(db: Queryable, perApp: number): Promise<number | null> {
  const [row] = await db.query<{ wait: number | null }>(
    `SELECT (extract(epoch FROM min(CASE
         WHEN c.open_until > now() THEN greatest(a.due, c.open_until)
         WHEN a.leased >= CASE WHEN c.open_until IS NULL THEN $1::int ELSE 1 END
           THEN greatest(a.due, a.lease_ends)
         ELSE coalesce(a.due, a.lease_ends) END) - now()) * 1000)::float8 AS wait
     FROM (SELECT d.client_id,
             min(d.next_attempt) FILTER (WHERE ${UNLEASED('d')}) AS due,
             count(*) FILTER (WHERE d.locked_until >= now()) AS leased,
             min(d.locked_until) FILTER (WHERE d.locked_until >= now()) AS lease_ends
           FROM webhook_delivery d WHERE ${PENDING('d')} GROUP BY d.client_id) a
     LEFT JOIN webhook_circuit c ON c.client_id = a.client_id`,
    [perApp],
  )
  return row?.wait ?? null
}

/**
 * Gives up the deliveries an open circuit held past their retry window (`retryForMs` after the
 * event): they were never tried again, so no attempt of theirs gave them up. Answers how many.
 */
export async function giveUpHeld(db: Queryable, retryForMs: number): Promise<number> {
  const rows = await db.query(
    `UPDATE webhook_delivery d SET gave_up = now()
     FROM webhook_circuit c
     WHERE c.client_id = d.client_id AND c.open_until IS NOT NULL AND ${PENDING('d')}
       AND ${UNLEASED('d')} AND d.created < now() - $1::float8 * interval '1 millisecond'
     RETURNING d.id`,
    [retryForMs],
  )
  return rows.length
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
  id: number
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
    `SELECT d.id::int AS id, d.event_id::text AS event_id, d.event, d.created, d.delivered, d.gave_up,
       greatest(d.next_attempt, c.open_until) AS next_attempt,
       coalesce((SELECT jsonb_agg(jsonb_build_object('attempt', t.attempt,
           'attempted', to_char(t.attempted AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
           'status', t.status, 'error', t.error, 'duration_ms', t.duration_ms) ORDER BY t.attempt)
         FROM webhook_attempt t WHERE t.delivery_id = d.id), '[]'::jsonb) AS attempts
     FROM webhook_delivery d LEFT JOIN webhook_circuit c ON c.client_id = d.client_id
     WHERE d.client_id = $1 ORDER BY d.id DESC LIMIT $2`,
    [clientId, limit],
  )
}
