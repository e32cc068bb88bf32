import type { CardDetails } from '@ashes/api'

type Usage = CardDetails['usage']

/**
 * How long a usage count is kept. Counts include private decks, whose saves move no shared
 * version (a row bumped by every autosave would make all saves wait on each other), so another
 * server's saves show here after at most this long; saves through this server show at once.
 */
const USAGE_MAX_AGE_MS = 30_000

/**
 * Card usage counts (card details' `usage`) kept in memory, per set of counted cards. `forget`
 * drops them all: the server calls it after each write it answers, so a player who saves a deck
 * sees the count move on their next read (a count still being read then is not kept).
 */
export class CardUsageMemory {
  private readonly kept = new Map<string, { at: number; usage: Promise<Usage>; counted?: Usage }>()

  constructor(
    /** Told of each lookup, whether it was a hit (the cache-hit metric). */
    private readonly counted: (hit: boolean) => void,
    private readonly maxAgeMs = USAGE_MAX_AGE_MS,
  ) {}

  forget(): void {
    this.kept.clear()
  }

  /** The count kept under `key` once it has been read and while it is fresh; a hit if found. */
  peek(key: string): Usage | undefined {
    const entry = this.kept.get(key)
    if (!entry?.counted || Date.now() - entry.at >= this.maxAgeMs) return undefined
    this.counted(true)
    return entry.counted
  }

  obtain(key: string, count: () => Promise<Usage>): Promise<Usage> {
    const entry = this.kept.get(key)
    const now = Date.now()
    this.counted(entry !== undefined && now - entry.at < this.maxAgeMs)
    if (entry && now - entry.at < this.maxAgeMs) return entry.usage
    // Requests arriving together share one count; a failed one is not kept.
    const usage = count()
    const fresh: { at: number; usage: Promise<Usage>; counted?: Usage } = { at: now, usage }
    this.kept.set(key, fresh)
    usage.then(
      (counted) => {
        fresh.counted = counted
      },
      () => {
        if (this.kept.get(key)?.usage === usage) this.kept.delete(key)
      },
    )
    return usage
  }
}
