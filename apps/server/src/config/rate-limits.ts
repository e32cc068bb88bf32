/** How many requests a rate limit allows in its window. */
export interface RateRule {
  limit: number
  windowSeconds: number
}

/**
 * The actions that send mail or check passwords, and likes (each empties cached public pages),
 * each limited (modules/auth/rate-limit.ts).
 */
export type RateLimitedAction = 'token' | 'invite' | 'reset' | 'like'

/**
 * Overrides of the default rate limits, set by no variable: tests use small ones, and their own
 * clock in memory.
 */
export type RateLimitOverrides = {
  /** Key prefix in Redis (lets several sites or tests share one Redis). */
  prefix?: string
  now?: () => number
} & Partial<
  Record<RateLimitedAction, Partial<{ perAddress: RateRule; perEmail: RateRule | RateRule[] }>>
>
