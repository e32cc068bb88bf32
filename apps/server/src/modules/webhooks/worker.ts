import type { Db } from '@ashes/runtime'
import type { Config } from '../../config.ts'
import {
  type ClaimedDelivery,
  claimDue,
  type DeliveriesKept,
  giveUpHeld,
  nextDueInMs,
  pruneDeliveries,
  recordAttempt,
} from './delivery-rows.ts'
import { postJson } from './outbound.ts'
import { signedHeaders, signingSecrets } from './signature.ts'

/** How deliveries are sent and retried. */
type WebhookSettings = Config['webhooks']

/** No retry waits longer than this, so a receiver back up is heard from within the hour. */
const LONGEST_WAIT_MS = 60 * 60 * 1000

/** Finished deliveries kept unless the settings say otherwise: a month, and 1000 per app. */
const DELIVERIES_KEPT: DeliveriesKept = { days: 30, perApp: 1000 }
/** How often a worker prunes finished deliveries (at start, then on a wake past this). */
const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * An attempt under way this long stops counting against `concurrency`: receivers that hang, more
 * apps of them than `concurrency` allows, still leave room for the others' deliveries, which
 * would otherwise wait for their time limits (issue 48 item 5). All attempts, slow ones
 * included, stay within `concurrency` times SLOW_ROOM, each holding a connection: when that many
 * are open and another delivery is claimed, the longest-held is cut off (a failed attempt, retried
 * with back-off and counted by its app's circuit), so however many receivers hang, a delivery to
 * another app waits for none of them.
 */
const SLOW_AFTER_MS = 500
const SLOW_ROOM = 16

/** The wait before attempt `attempts + 1` after `attempts` failed: base, 2 base, 4 base... */
const retryDelayMs = (settings: WebhookSettings, attempts: number) =>
  Math.min(LONGEST_WAIT_MS, settings.retryBaseMs * 2 ** Math.max(0, attempts - 1))

/**
 * Sends queued webhook deliveries. Idle, it sends no query: it wakes on the `webhook_due`
 * notification that every queued event raises (migration 0018), on a timer for the next retry
 * it knows of, and when one of its attempts ends. Each wake claims what is due, app by app
 * (claimDue), as far as it has room (`concurrency` attempts under way), and sends each delivery
 * as soon as it is claimed: no attempt waits for another, so a receiver that never answers
 * holds only its own app's few attempts (`perApp`), never another app's (issue 48 item 5), and
 * attempts that hang leave `concurrency` after a moment (SLOW_AFTER_MS). A delivery answered
 * 2xx is done; any other answer, or none, is retried with back-off until a day after its event,
 * then given up. An app whose attempts fail `breakerFailures` times in a
 * row has its deliveries held, unsent, for the back-off (its circuit, recordAttempt). Finished
 * deliveries are pruned at start and then at most once an hour, after a wake's claims: the table
 * grows only when events wake the workers, so an idle site has nothing to prune.
 */
export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = false
  private unlisten: (() => Promise<void>) | undefined
  /** Attempts under way, oldest first, each with what cuts it off; each wakes the worker. */
  private readonly sending = new Map<Promise<void>, AbortController>()
  /** Those of them cut off and not yet recorded: their connections are closed. */
  private cut = 0
  /** Those of them under way for less than SLOW_AFTER_MS. */
  private fresh = 0
  /** When this worker last pruned finished deliveries (performance.now()); never: -Infinity. */
  private pruned = Number.NEGATIVE_INFINITY

  constructor(
    private readonly db: Db,
    private readonly settings: WebhookSettings,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    if (!this.settings.deliver) return
    this.unlisten = await this.db.listen('webhook_due', () => this.wake())
    // What was queued while no server was sending (a restart) goes now.
    this.wake()
  }

  /** Stops claiming, and waits for the attempts under way (each within its time limit). */
  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    await this.unlisten?.()
    await this.running
    await Promise.all(this.sending.keys())
  }

  private wake(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.pass()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined
        if (this.again) {
          this.again = false
          this.wake()
        }
      })
  }

  private async pass(): Promise<void> {
    const { concurrency, perApp } = this.settings
    for (;;) {
      if (this.stopped) return
      const room = concurrency - this.fresh
      // Full: the end of an attempt under way, or its turning slow, wakes the worker again.
      if (room <= 0) return
      const due = await claimDue(this.db, room, perApp)
      for (const delivery of due) {
        if (this.sending.size - this.cut >= concurrency * SLOW_ROOM) this.cutOffOldest()
        this.dispatch(delivery)
      }
      if (due.length < room) break
    }
    if (performance.now() - this.pruned >= PRUNE_EVERY_MS) {
      this.pruned = performance.now()
      // A failed prune is logged and tried again in an hour; retries are still scheduled.
      await giveUpHeld(this.db, this.settings.retryForMs)
        .then(() => pruneDeliveries(this.db, this.settings.kept ?? DELIVERIES_KEPT))
        .catch(this.onError)
    }
    const wait = await nextDueInMs(this.db, perApp)
    if (wait === null || this.stopped) return
    this.timer = setTimeout(() => this.wake(), Math.max(50, Math.min(wait, LONGEST_WAIT_MS)))
    this.timer.unref()
  }

  /**
   * Ends the attempt held longest that is still open. All open ones but the `fresh` (the newest)
   * have waited SLOW_AFTER_MS or more, and there are far more of them than fresh ones.
   */
  private cutOffOldest(): void {
    for (const controller of this.sending.values()) {
      if (controller.signal.aborted) continue
      this.cut += 1
      controller.abort()
      return
    }
  }

  private dispatch(delivery: ClaimedDelivery): void {
    const controller = new AbortController()
    this.fresh += 1
    let counted = true
    const uncount = () => {
      if (!counted) return
      counted = false
      this.fresh -= 1
    }
    const slow = setTimeout(() => {
      uncount()
      this.wake()
    }, SLOW_AFTER_MS)
    slow.unref()
    const attempt: Promise<void> = this.send(delivery, controller.signal)
      .catch(this.onError)
      .finally(() => {
        clearTimeout(slow)
        uncount()
        if (controller.signal.aborted) this.cut -= 1
        this.sending.delete(attempt)
        this.wake()
      })
    this.sending.set(attempt, controller)
  }

  private async send(delivery: ClaimedDelivery, cutOff: AbortSignal): Promise<void> {
    const started = performance.now()
    const result = delivery.webhook_url
      ? await postJson(
          delivery.webhook_url,
          signedHeaders(signingSecrets(delivery), {
            eventId: delivery.event_id,
            event: delivery.event,
            body: delivery.body,
          }),
          delivery.body,
          this.settings,
          cutOff,
        )
      : { error: 'The app has no webhook URL any more.' }
    const ok = result.status !== undefined && result.status >= 200 && result.status < 300
    const retryInMs = retryDelayMs(this.settings, delivery.attempts)
    const outcome = ok
      ? { delivered: true as const }
      : delivery.age_ms + retryInMs > this.settings.retryForMs
        ? { gaveUp: true as const }
        : { retryInMs }
    await recordAttempt(
      this.db,
      {
        id: delivery.id,
        clientId: delivery.client_id,
        attempt: delivery.attempts,
        status: result.status ?? null,
        error: ok ? null : (result.error ?? `The receiver answered ${result.status}.`),
        durationMs: performance.now() - started,
        outcome,
      },
      {
        failures: this.settings.breakerFailures,
        baseMs: this.settings.retryBaseMs,
        longestMs: LONGEST_WAIT_MS,
      },
    )
  }
}
