import { randomInt } from 'node:crypto'
import type { Queryable } from '@ashes/runtime'
import { isOffensive } from './profanity.ts'

/**
 * Badges make `username#badge` unique (api-core 3.9): a digit, then characters of
 * `a-z 0-9 * -`, then one of `a-z 0-9 * !`; 4 characters, growing by one after ten rounds
 * in which every candidate was offensive or taken (the column holds 8). The reference also draws
 * middle characters from `& + =`, but its client puts badges into query strings unencoded, where
 * `58+d` reads as "58 d" (issue 24): new badges keep to characters URL encoding leaves alone.
 * Badges issued before keep working (they are matched exactly).
 */
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'
const MIDDLE = `${ALPHANUMERIC}*-`
const LAST = `${ALPHANUMERIC}*!`
const CANDIDATES_PER_ROUND = 8
const ROUNDS_PER_LENGTH = 10
const MAX_LENGTH = 8

const pick = (chars: string) => chars.charAt(randomInt(chars.length))

export function randomBadge(length: number): string {
  let badge = pick('0123456789')
  for (let i = 1; i < length - 1; i++) badge += pick(MIDDLE)
  return badge + pick(LAST)
}

/** A badge no player has yet (a concurrent registration may still take it: insert and retry). */
export async function generateBadge(db: Queryable): Promise<string> {
  for (let length = 4; length <= MAX_LENGTH; length++) {
    for (let round = 0; round < ROUNDS_PER_LENGTH; round++) {
      const candidates = Array.from({ length: CANDIDATES_PER_ROUND }, () =>
        randomBadge(length),
      ).filter((badge) => !isOffensive(badge))
      if (candidates.length === 0) continue
      const taken = new Set(
        (
          await db.query<{ badge: string }>(
            'SELECT badge FROM player WHERE badge = ANY($1::text[])',
            [candidates],
          )
        ).map((row) => row.badge),
      )
      const free = candidates.find((badge) => !taken.has(badge))
      if (free) return free
    }
  }
  throw new Error('No free badge found')
}
