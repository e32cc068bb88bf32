import type { RateLimitedAction, RateRule } from '../../config/rate-limits.ts'
import type { Config } from '../../config.ts'
import { ApiError } from '../../http/api-error.ts'
import {
  memoryRateLimiter,
  type RateLimiter,
  redisRateLimiter,
  withStandIn,
} from './rate-limiter.ts'

/**
 * Limits on the endpoints that send mail or check passwords, so neither one client nor many
 * clients aimed at one account can flood mail or guess passwords, and yet no stranger can lock an
 * account's owner out (the reasoning is in the README, "Rate limits and lock-outs").
 */
export interface ActionLimits {
  /** Requests from one client address. */
  perAddress: RateRule
  /**
   * Per email, every rule applying: log-ins that FAILED (per account and per known device),
   * invitation and reset mails actually sent.
   */
  perEmail: RateRule[]
}
export type RateLimitSettings = {
  /** Key prefix in Redis (lets several sites or tests share one Redis). */
  prefix: string
} & Record<RateLimitedAction, ActionLimits>

const MINUTE = 60
const HOUR = 3600
const DAY = 24 * HOUR
const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  prefix: 'ashes:rate:',
  token: {
    perAddress: { limit: 30, windowSeconds: MINUTE },
    // A growing back-off for guessers: at most 10 failures a minute, 30 an hour, 100 a day.
    perEmail: [
      { limit: 10, windowSeconds: MINUTE },
      { limit: 30, windowSeconds: HOUR },
      { limit: 100, windowSeconds: DAY },
    ],
  },
  invite: {
    perAddress: { limit: 20, windowSeconds: HOUR },
    perEmail: [{ limit: 3, windowSeconds: 15 * MINUTE }],
  },
  reset: {
    perAddress: { limit: 20, windowSeconds: HOUR },
    perEmail: [{ limit: 3, windowSeconds: 15 * MINUTE }],
  },
  // Likes and unlikes, counted per player (its id where the others count an email).
  like: {
    perAddress: { limit: 120, windowSeconds: MINUTE },
    perEmail: [
      { limit: 30, windowSeconds: MINUTE },
      { limit: 300, windowSeconds: HOUR },
    ],
  },
}

const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'
export const REDIS_DOWN =
  'Rate-limit store (Redis) unreachable: limits are kept in this server’s memory until it is back'
export const REDIS_BACK = 'Rate-limit store (Redis) reachable again: limits are shared again'

function rateLimitSettings(config: Config): RateLimitSettings {
  const overrides = config.rateLimits ?? {}
  const merged = { ...DEFAULT_RATE_LIMITS, prefix: overrides.prefix ?? DEFAULT_RATE_LIMITS.prefix }
  for (const action of ['token', 'invite', 'reset', 'like'] as const) {
    const { perAddress, perEmail } = overrides[action] ?? {}
    merged[action] = {
      perAddress: perAddress ?? DEFAULT_RATE_LIMITS[action].perAddress,
      perEmail: perEmail ? [perEmail].flat() : DEFAULT_RATE_LIMITS[action].perEmail,
    }
  }
  return merged
}

export interface LoginAttempt {
  /** The password was right: the attempt is taken back from the failure counts. */
  succeeded(): Promise<void>
}

export interface RateLimit {
  /** Counts one request from `address`; 429 (with Retry-After) once it is over its limit. */
  checkAddress(action: RateLimitedAction, address: string): Promise<void>
  /** Counts one request from `address` and for `email`; 429 once either is over its limit. */
  check(action: RateLimitedAction, address: string, email: string): Promise<void>
  /**
   * Counts a log-in to `email` as failed until it succeeds. A client over the account's failure
   * budget gets 429, unless it is a known device (see known-device.ts) within its own budget.
   */
  beginLogin(email: string, device: string | undefined): Promise<LoginAttempt>
  /** Whether another invitation or reset mail may go to `email` now (a refused one is not counted). */
  mayMail(action: 'invite' | 'reset', email: string): Promise<boolean>
  ready(): Promise<void>
  close(): Promise<void>
}

interface Counted {
  key: string
  /** Milliseconds until the window ends when the count is over its limit, else 0. */
  overForMs: number
}

const longestWait = (counts: Counted[]) => Math.max(0, ...counts.map((c) => c.overForMs))

function tooMany(waitMs: number): ApiError {
  return new ApiError(429, TOO_MANY_ATTEMPTS, {
    'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))),
  })
}

/**
 * The limits, counted in Redis when REDIS_URL is set (in this process's memory while Redis is
 * unreachable: `onOutage` hears when that starts and ends), else in memory.
 */
export function createRateLimit(
  config: Config,
  onOutage: Parameters<typeof withStandIn>[2] = () => {},
): RateLimit {
  const settings = rateLimitSettings(config)
  const memory = memoryRateLimiter(config.rateLimits?.now)
  const store: RateLimiter = config.redisUrl
    ? withStandIn(redisRateLimiter(config.redisUrl, settings.prefix), memory, onOutage)
    : memory

  const hit = async (key: string, rule: RateRule): Promise<Counted> => {
    const { count, resetInMs } = await store.hit(key, rule.windowSeconds * 1000)
    return { key, overForMs: count > rule.limit ? resetInMs : 0 }
  }
  const hitEach = (action: RateLimitedAction, kind: string, id: string) =>
    Promise.all(
      settings[action].perEmail.map((rule) =>
        hit(`${action}:${kind}:${rule.windowSeconds}s:${id}`, rule),
      ),
    )
  const undo = (counts: Counted[]) => Promise.all(counts.map((c) => store.undo(c.key)))

  const checkAddress = async (action: RateLimitedAction, address: string) => {
    const counted = await hit(`${action}:ip:${address}`, settings[action].perAddress)
    if (counted.overForMs > 0) throw tooMany(counted.overForMs)
  }

  return {
    checkAddress,
    async check(action, address, email) {
      const [byAddress, byEmail] = await Promise.all([
        hit(`${action}:ip:${address}`, settings[action].perAddress),
        hitEach(action, 'email', email),
      ])
      const wait = longestWait([byAddress, ...byEmail])
      if (wait > 0) throw tooMany(wait)
    },
    async beginLogin(email, device) {
      const [account, byDevice] = await Promise.all([
        hitEach('token', 'email', email),
        device ? hitEach('token', 'device', device) : [],
      ])
      const known = device !== undefined && longestWait(byDevice) === 0
      const wait = known ? 0 : longestWait(account)
      const counts = [...account, ...byDevice]
      if (wait > 0) {
        // Only password checks that failed count; a refused attempt checked nothing.
        await undo(counts)
        throw tooMany(wait)
      }
      return { succeeded: async () => void (await undo(counts)) }
    },
    async mayMail(action, email) {
      const counts = await hitEach(action, 'email', email)
      if (longestWait(counts) === 0) return true
      await undo(counts)
      return false
    },
    ready: () => store.ready(),
    close: () => store.close(),
  }
}
