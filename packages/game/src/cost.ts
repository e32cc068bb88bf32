import { DICE, diceFlags } from './dice.ts'

/** One step of a cost: a token, or an either/or choice between tokens. */
export type CostStep = string | string[]

export type CostInput = string | readonly (string | readonly string[])[]

export type MagicCost = Record<string, number>

const STEP_SEPARATOR = /\s+-\s+/
const CHOICE_SEPARATOR = /\s+(?:\/|or)\s+/
const MAGIC = new Set<string>(['basic', ...DICE])

function normaliseChoice(parts: readonly string[]): CostStep | null {
  const kept = parts.map((part) => part.trim()).filter((part) => part !== '')
  if (kept.length === 0) return null
  // A one-way "choice" is a plain step, as the reference stores it.
  return kept.length === 1 ? (kept[0] as string) : kept
}

/**
 * Parses a cost as the admin card forms send it (api-core 6.3): either one string such as
 * `[[main]] - 1 [[charm:class]] or 1 [[time:class]]`, or a list of steps.
 */
export function parseCost(input: CostInput): CostStep[] {
  const items = typeof input === 'string' ? input.split(STEP_SEPARATOR) : input
  const steps: CostStep[] = []
  for (const item of items) {
    const parts = typeof item === 'string' ? item.split(CHOICE_SEPARATOR) : item
    const step = normaliseChoice(parts)
    if (step !== null) steps.push(step)
  }
  return steps
}

/**
 * The largest count a cost may name. Far above any card (the largest is 7 [[basic]]), and small
 * enough that a cost's weight stays a 32-bit integer for any cost a request can carry.
 */
export const MAX_COST_COUNT = 99
const COUNT = /\d+/g

/** Whether every count in one cost text is at most MAX_COST_COUNT. */
export function costCountsFit(text: string): boolean {
  for (const [digits] of text.matchAll(COUNT)) if (Number(digits) > MAX_COST_COUNT) return false
  return true
}

const WEIGHT_TOKEN = /^\s*(\d*)\s*\[\[([^\]]+)\]\]\s*$/

function tokenWeight(token: string | undefined): number {
  const match = token === undefined ? null : WEIGHT_TOKEN.exec(token)
  if (!match) return 0
  const count = match[1] ? Number.parseInt(match[1], 10) : 0
  const [type = '', subtype] = (match[2] ?? '').toLowerCase().split(':')
  if (MAGIC.has(type) && count) {
    const face = subtype === 'class' ? 1 : subtype === 'power' ? 2 : 0
    return count * (100 + face)
  }
  if (type === 'discard' && count) return count * 3
  if (type === 'side') return 4
  if (type === 'main') return 5
  return 0
}

/** Sort weight of a cost (api-core 6.3): magic dominates, then discards, then actions. */
export function costWeight(steps: readonly CostStep[]): number {
  let weight = 0
  for (const step of steps) {
    weight +=
      typeof step === 'string'
        ? tokenWeight(step)
        : Math.max(tokenWeight(step[0]), tokenWeight(step[1]))
  }
  return weight
}

const MAGIC_TOKEN = new RegExp(`^(\\d+)\\s+\\[\\[((?:${[...MAGIC].join('|')})(?::\\w+)?)\\]\\]`)

/**
 * The magic part of a cost as `{symbol: count}` (api-core 6.4). Matching is case-sensitive and
 * anchored at the start of a step, exactly like the reference, so stored `magicCost` values
 * survive a round trip.
 */
export function magicCostOf(steps: readonly CostStep[]): MagicCost {
  const cost: MagicCost = {}
  for (const step of steps) {
    if (typeof step === 'string') {
      const match = MAGIC_TOKEN.exec(step)
      if (match?.[2]) cost[match[2]] = Number(match[1])
      continue
    }
    const first = MAGIC_TOKEN.exec(step[0] ?? '')
    const second = MAGIC_TOKEN.exec(step[1] ?? '')
    if (!first?.[2] || !second?.[2]) continue
    cost[`${first[2]} / ${second[2]}`] = Math.max(Number(first[1]), Number(second[1]))
  }
  return cost
}

function dieOfKey(key: string): string {
  return key.split(':')[0] ?? key
}

/**
 * Dice a card needs (api-core 6.4), derived from its play and effect magic costs: `dice` from
 * single symbols (may include `basic`), `altDice` from both halves of every either/or key.
 */
export function deriveDice(
  magicCost: Readonly<MagicCost> | undefined,
  effectMagicCost: Readonly<MagicCost> | undefined,
): { dice: string[]; altDice: string[] } {
  const dice = new Set<string>()
  const altDice = new Set<string>()
  for (const key of [...Object.keys(magicCost ?? {}), ...Object.keys(effectMagicCost ?? {})]) {
    const halves = key.split(' / ')
    if (halves.length > 1) {
      for (const half of halves.slice(0, 2)) altDice.add(dieOfKey(half))
    } else {
      dice.add(dieOfKey(key))
    }
  }
  return { dice: [...dice], altDice: [...altDice] }
}

/**
 * The stored dice filter columns of a card (api-core 6.2). Unknown die names throw UnknownDieError:
 * bad data must surface at import time, not silently vanish from dice filters.
 */
export function diceOfCard(card: { dice?: readonly string[]; altDice?: readonly string[] }): {
  flags: number
  altFlags: number
} {
  return { flags: diceFlags(card.dice ?? []), altFlags: diceFlags(card.altDice ?? []) }
}
