import { Redis } from 'ioredis'

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
  // Fail at once rather than queue while Redis is away: a request must not wait for it.
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
  })
  redis.on('error', () => {}) // reported by the failing command; ioredis reconnects by itself
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}${key}`, windowMs)) as [
        number,
        number,
      ]
      return { count, resetInMs: ttl }
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, `${prefix}${key}`)
    },
    async ready() {
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
      redis.disconnect()
    },
  }
}
