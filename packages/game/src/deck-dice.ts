import { DICE_PER_DECK } from './dice.ts'

export interface DieEntry<N extends string = string> {
  name: N
  count: number
}

/**
 * A deck's dice as stored: repeated names merged (first position kept), in submitted order,
 * with a running total capped at 10 — an entry that would pass 10 keeps only the remainder and
 * later entries are dropped (natural 8, sympathy 10, charm 5 → natural 8, sympathy 2).
 */
export function capDice<N extends string>(dice: readonly DieEntry<N>[]): DieEntry<N>[] {
  const merged = new Map<N, number>()
  for (const die of dice) merged.set(die.name, (merged.get(die.name) ?? 0) + Math.max(0, die.count))
  const capped: DieEntry<N>[] = []
  let remaining = DICE_PER_DECK
  for (const [name, count] of merged) {
    if (remaining <= 0) break
    const kept = Math.min(count, remaining)
    if (kept > 0) capped.push({ name, count: kept })
    remaining -= kept
  }
  return capped
}
