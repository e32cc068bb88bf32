import type { WatchedVersion } from './watched-version.ts'

interface Entry<T> {
  version: number
  cardVersion: number
  value: T
  size: number
}

/**
 * Built responses of public deck data, each kept while the public-deck version (migration 0004,
 * `AppContext.publicDecks`) and the card-data
 * version it was built under are current: popular pages then cost no query. Least recently used
 * entries go first once the cache holds `maxSize` (in characters of JSON, roughly bytes).
 */
export class PublicDeckCache<T> {
  private readonly entries = new Map<string, Entry<T>>()
  private size = 0

  constructor(
    private readonly version: WatchedVersion,
    private readonly sizeOf: (value: T) => number,
    /** Told of each lookup, whether it was a hit (the cache-hit metric). */
    private readonly counted: (hit: boolean) => void,
    private readonly maxSize = 20_000_000,
  ) {}

  /**
   * The value kept under `key`, or else the one `build` reads. `build` answers the public-deck
   * version it read the value at, or undefined when the value is not the same for every caller
   * (then it is not kept); that version must be read with its data or before it, never after.
   */
  async obtain(
    key: string,
    cardVersion: number,
    build: () => Promise<{ value: T; version: number | undefined }>,
  ): Promise<T> {
    const kept = await this.get(key, cardVersion)
    this.counted(kept !== undefined)
    if (kept !== undefined) return kept
    const { value, version } = await build()
    if (version !== undefined) this.set(key, version, cardVersion, value)
    return value
  }

  /**
   * The entry kept under `key` while it is known to be current without a read (the public-deck
   * version known), else undefined; counted as a hit when found, as `obtain` would.
   */
  peek(key: string, cardVersion: number): { value: T } | undefined {
    const entry = this.entries.get(key)
    const version = this.version.peek()
    if (!entry || entry.cardVersion !== cardVersion || version === undefined) return undefined
    if (entry.version !== version) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    this.counted(true)
    return entry
  }

  private async get(key: string, cardVersion: number): Promise<T | undefined> {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.cardVersion !== cardVersion || entry.version !== (await this.version.current())) {
      this.remove(key)
      return undefined
    }
    // Moved to the end: the Map's order is the order of use.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  private set(key: string, version: number, cardVersion: number, value: T): void {
    this.remove(key)
    const size = this.sizeOf(value)
    if (size > this.maxSize) return
    this.entries.set(key, { version, cardVersion, value, size })
    this.size += size
    for (const [oldest] of this.entries) {
      if (this.size <= this.maxSize) break
      this.remove(oldest)
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.size -= entry.size
  }
}
