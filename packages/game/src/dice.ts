/** Dice types in flag order (api-core 6.2); the bit of each is `1 << index`. */
export const DICE = [
  'ceremonial',
  'charm',
  'illusion',
  'natural',
  'divine',
  'sympathy',
  'time',
  'artifice',
  'astral',
] as const

export type DieName = (typeof DICE)[number]

/** Dice names accepted by the card-list dice filter: the dice plus `basic` (flag 0). */
export type DiceFilterName = DieName | 'basic'

export const DIE_FLAGS: Readonly<Record<DiceFilterName, number>> = {
  basic: 0,
  ceremonial: 1,
  charm: 2,
  illusion: 4,
  natural: 8,
  divine: 16,
  sympathy: 32,
  time: 64,
  artifice: 128,
  astral: 256,
}

export const DICE_PER_DECK = 10

export class UnknownDieError extends Error {
  readonly die: string

  constructor(die: string) {
    super(`Unknown die: ${die}`)
    this.name = 'UnknownDieError'
    this.die = die
  }
}

const dieNames: ReadonlySet<string> = new Set(DICE)

export function isDieName(s: string): s is DieName {
  return dieNames.has(s)
}

export function isDiceFilterName(s: string): s is DiceFilterName {
  return s === 'basic' || dieNames.has(s)
}

/** OR of the flags of the given dice; `basic` adds nothing. Throws UnknownDieError. */
export function diceFlags(names: readonly string[]): number {
  let flags = 0
  for (const name of names) {
    if (!isDiceFilterName(name)) throw new UnknownDieError(name)
    flags |= DIE_FLAGS[name]
  }
  return flags
}

/** The dice whose bits are set, in DICE order. */
export function diceFromFlags(flags: number): DieName[] {
  return DICE.filter((die) => (flags & DIE_FLAGS[die]) !== 0)
}
