import type { Db, Queryable } from '@ashes/runtime'

/** How often a server re-reads the version anyway, in case a notification was lost. */
const POLL_MS = 5000

/**
 * A version number kept in one database row and announced on a NOTIFY channel when it moves,
 * known in memory between changes so that checking it costs no round trip. A notification, a
 * write made through this server (`invalidate`) or the poll interval makes the next `current()`
 * read it again; a read that raced with such an event is used but not kept.
 */
export class WatchedVersion {
  private known: number | undefined
  private events = 0
  private reading: { events: number; promise: Promise<number> } | undefined
  private stopListening: (() => Promise<void>) | undefined
  private timer: NodeJS.Timeout | undefined

  /**
   * `table` holds the version in row 1 (see migrations 0004, 0005 and card_data_state).
   * `onInvalidate` runs after each notification and poll: an owner keeping data built at a
   * version can then check the version and rebuild it before anyone asks.
   */
  constructor(
    private readonly db: Db,
    private readonly channel: string,
    private readonly table: string,
    private readonly onInvalidate?: () => void,
    /** Told how long each notice took to arrive, in seconds (migration 0015's payload). */
    private readonly onNotice?: (lagSeconds: number) => void,
  ) {}

  async start(): Promise<void> {
    const moved = () => {
      this.invalidate()
      this.onInvalidate?.()
    }
    this.stopListening = await this.db.listen(this.channel, (payload) => {
      // 'version sentMs'; empty after a reconnection, and older servers' notices carry no time.
      const sentMs = Number(payload.split(' ')[1])
      if (sentMs > 0) this.onNotice?.(Math.max(0, Date.now() - sentMs) / 1000)
      moved()
    })
    this.timer = setInterval(moved, POLL_MS)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    await this.stopListening?.()
  }

  invalidate(): void {
    this.known = undefined
    this.events += 1
  }

  /** The version while it is known (no read pending), else undefined: a check that never waits. */
  peek(): number | undefined {
    return this.known
  }

  current(): Promise<number> {
    if (this.known !== undefined) return Promise.resolve(this.known)
    // Requests arriving together share one read, unless something happened since it started.
    if (this.reading?.events !== this.events) {
      const events = this.events
      const promise = this.read().then((version) => {
        if (events === this.events) this.known = version
        return version
      })
      promise.catch(() => {
        if (this.reading?.promise === promise) this.reading = undefined
      })
      this.reading = { events, promise }
    }
    return this.reading.promise
  }

  private read(): Promise<number> {
    return readVersion(this.db, this.table)
  }
}

/** The version kept in row 1 of `table`, read through `db` (a transaction reads its own view). */
export async function readVersion(db: Queryable, table: string): Promise<number> {
  const [row] = await db.query<{ version: number }>(`SELECT version FROM ${table} WHERE id = 1`)
  return row?.version ?? 0
}
