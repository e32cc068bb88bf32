/**
 * Fixed-window counters. `hit` counts one attempt under `key` and says how many attempts the
 * current window holds and when it ends; `undo` takes back one hit of the current window (an
 * attempt that turned out not to count). In memory for a single server; in Redis when several
 * servers must share the counts (REDIS_URL).
 */
export interface RateLimiter {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>
  undo(key: string): Promise<void>
  /** Resolves once the store is usable, or after a short wait if it is not. */
  ready(): Promise<void>
  close(): Promise<void>
}

/** `now` is the clock (tests move their own). */
export function memoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; endsAt: number }>()
  let hits = 0
  return {
    async hit(key, windowMs) {
      const time = now()
      // Drop ended windows now and then so the map cannot grow without bound.
      if (++hits % 1000 === 0) {
        for (const [k, w] of windows) if (w.endsAt <= time) windows.delete(k)
      }
      let window = windows.get(key)
      if (!window || window.endsAt <= time) {
        window = { count: 0, endsAt: time + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return { count: window.count, resetInMs: window.endsAt - time }
    },
    async undo(key) {
      const window = windows.get(key)
      if (window && window.endsAt > now() && window.count > 0) window.count -= 1
    },
    async ready() {},
    async close() {
      windows.clear()
    },
  }
}

// INCR and PEXPIRE in one atomic step, so a window always gets its expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}`

// A window that has ended meanwhile is left alone (no counter without an expiry is made).
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end`

export function redisRateLimiter(url: string, prefix: string): RateLimiter {
  // ioredis loads when Redis is configured, not with the server: one without REDIS_URL never
  // uses it, and it cost some 100 ms of every start.
  const connecting = import('ioredis').then(({ Redis }) => {
    // Fail at once rather than queue while Redis is away: a request must not wait for it.
    const redis = new Redis(url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 1000,
    })
    redis.on('error', () => {}) // reported by the failing command; ioredis reconnects by itself
    return redis
  })
  return {
    async hit(key, windowMs) {
      const redis = await connecting
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowMs)) as [
        number,
        number,
      ]
      return { count, resetInMs: ttl }
    },
    async undo(key) {
      await (await connecting).eval(UNDO_SCRIPT, 1, `${prefix}${key}`)
    },
    async ready() {
      const redis = await connecting
      if (redis.status === 'ready') return
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          redis.off('ready', done)
          resolve()
        }
        const timer = setTimeout(done, 2000)
        redis.once('ready', done)
      })
    },
    async close() {
      const redis = await connecting
      redis.disconnect()
    },
  }
}

/** How often a store that failed is tried again while its stand-in counts. */
const RETRY_STORE_MS = 1000

/**
 * `shared` (Redis), standing in `local` (this process's memory) while it fails: the limits hold
 * per process rather than lapse, and the requests waiting for it are not slowed, since it is
 * tried again at most once a second. `onOutage` hears once when it fails, with the error, and
 * once when it answers again. Counts made meanwhile stay local: when it is back, each window
 * starts from what it holds.
 */
export function withStandIn(
  shared: RateLimiter,
  local: RateLimiter,
  onOutage: (event: { down: true; error: unknown } | { down: false }) => void,
  now: () => number = Date.now,
): RateLimiter {
  let downSince: number | undefined
  let lastTry = 0
  /** Runs `work` on the shared store unless it is down and not due to be tried again. */
  const attempt = async <T>(work: (store: RateLimiter) => Promise<T>): Promise<T> => {
    if (downSince !== undefined && now() - lastTry < RETRY_STORE_MS) return work(local)
    lastTry = now()
    try {
      const result = await work(shared)
      if (downSince !== undefined) {
        downSince = undefined
        onOutage({ down: false })
      }
      return result
    } catch (error) {
      if (downSince === undefined) {
        downSince = lastTry
        onOutage({ down: true, error })
      }
      return work(local)
    }
  }
  return {
    hit: (key, windowMs) => attempt((store) => store.hit(key, windowMs)),
    undo: (key) => attempt((store) => store.undo(key)),
    ready: () => shared.ready(),
    async close() {
      await Promise.all([shared.close(), local.close()])
    },
  }
}
