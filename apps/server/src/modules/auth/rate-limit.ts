import type { Config } from '../../config.ts'
import { ApiError } from '../../http/api-error.ts'
import { memoryRateLimiter, type RateLimiter, redisRateLimiter } from './rate-limiter.ts'

/**
 * Limits on the endpoints that send mail or check passwords, per client address and per email,
 * so neither one client nor many clients aimed at one account can flood mail or guess passwords.
 */
export interface RateRule {
  limit: number
  windowSeconds: number
}
export type RateLimitedAction = 'token' | 'invite' | 'reset'
export type RateLimitSettings = {
  /** Key prefix in Redis (lets several sites or tests share one Redis). */
  prefix: string
} & Record<RateLimitedAction, { perAddress: RateRule; perEmail: RateRule }>

declare module '../../config.ts' {
  interface Config {
    /** Overrides of the default limits (tests use small ones). */
    rateLimits?: {
      prefix?: string
    } & Partial<Record<RateLimitedAction, Partial<{ perAddress: RateRule; perEmail: RateRule }>>>
  }
}

const MINUTE = 60
const HOUR = 3600
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  prefix: 'ashes:rate:',
  token: {
    perAddress: { limit: 30, windowSeconds: MINUTE },
    perEmail: { limit: 10, windowSeconds: MINUTE },
  },
  invite: {
    perAddress: { limit: 20, windowSeconds: HOUR },
    perEmail: { limit: 5, windowSeconds: HOUR },
  },
  reset: {
    perAddress: { limit: 20, windowSeconds: HOUR },
    perEmail: { limit: 5, windowSeconds: HOUR },
  },
}

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.'

export function rateLimitSettings(config: Config): RateLimitSettings {
  const overrides = config.rateLimits ?? {}
  const merged = { ...DEFAULT_RATE_LIMITS, prefix: overrides.prefix ?? DEFAULT_RATE_LIMITS.prefix }
  for (const action of ['token', 'invite', 'reset'] as const) {
    merged[action] = { ...DEFAULT_RATE_LIMITS[action], ...overrides[action] }
  }
  return merged
}

export interface RateLimit {
  /** Counts one attempt; throws 429 (with Retry-After) when either limit is exceeded. */
  check(action: RateLimitedAction, address: string, email: string): Promise<void>
  ready(): Promise<void>
  close(): Promise<void>
}

export function createRateLimit(
  config: Config,
  onStoreError: (error: unknown) => void = () => {},
): RateLimit {
  const settings = rateLimitSettings(config)
  const store: RateLimiter = config.redisUrl
    ? redisRateLimiter(config.redisUrl, settings.prefix)
    : memoryRateLimiter()
  return {
    async check(action, address, email) {
      const rules = settings[action]
      const buckets = [
        { key: `${action}:ip:${address}`, rule: rules.perAddress },
        { key: `${action}:email:${email}`, rule: rules.perEmail },
      ]
      const waits = await Promise.all(
        buckets.map(async ({ key, rule }) => {
          try {
            const { count, resetInMs } = await store.hit(key, rule.windowSeconds * 1000)
            return count > rule.limit ? resetInMs : 0
          } catch (error) {
            // An unreachable Redis must not lock everyone out: let the attempt through, loudly.
            onStoreError(error)
            return 0
          }
        }),
      )
      const retryAfterMs = Math.max(...waits)
      if (retryAfterMs > 0) {
        throw new ApiError(429, TOO_MANY_ATTEMPTS, {
          'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
        })
      }
    },
    ready: () => store.ready(),
    close: () => store.close(),
  }
}
