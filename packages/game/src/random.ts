/**
 * Seeded random numbers for reproducible test draws (a seed in the URL gives the same hand on
 * every load). The generator's whole state is one 32-bit number, so a pure state machine can
 * carry it between steps. Not for anything secret.
 */

/** A 32-bit state from any text: FNV-1a over its UTF-16 code units, then one mixing round. */
export function seedState(seed: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  hash ^= hash >>> 16
  hash = Math.imul(hash, 0x45d9f3b)
  return (hash ^ (hash >>> 16)) >>> 0
}

/**
 * Runs `use` with a generator of numbers in [0, 1) that starts at `state`, and returns its
 * result with the state to continue from. The step is a Weyl sequence (add an odd constant)
 * scrambled by multiply–xorshift rounds, the shape of mulberry32.
 */
export function randomFrom<T>(state: number, use: (random: () => number) => T) {
  let current = state >>> 0
  const random = () => {
    current = (current + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(current ^ (current >>> 15), current | 1)
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61)
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296
  }
  const result = use(random)
  return { result, state: current }
}

/** A shuffled copy (Fisher–Yates: every order equally likely for a uniform source). */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    const swap = copy[i] as T
    copy[i] = copy[j] as T
    copy[j] = swap
  }
  return copy
}

/** A fresh seed for a new draw: short, readable in a URL. */
export function newSeed(): string {
  const values = new Uint32Array(1)
  globalThis.crypto.getRandomValues(values)
  return (values[0] as number).toString(36)
}
