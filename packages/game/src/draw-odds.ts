import { HAND_SIZE } from './test-draw.ts'

/**
 * Draw odds (issue 17 item 5): the chance to have seen at least one copy of a card by round 1,
 * 2, 3, computed exactly (hypergeometric). The rules fix only the First Five of round 1; how
 * many new cards a later round brings depends on what was played or discarded, so the odds
 * assume the most: each later round draws five new cards (the hand played or discarded, then
 * drawn back up to five).
 */

export const DRAW_ROUNDS = 3

/**
 * Chance that `draws` cards taken at random from `population` cards include at least one of
 * the `copies` among them: 1 − C(population − copies, draws) / C(population, draws), as a
 * product of ratios so no binomial grows past a double.
 */
export function atLeastOneChance(population: number, copies: number, draws: number): number {
  if (copies <= 0 || draws <= 0 || population <= 0) return 0
  let miss = 1
  for (let i = 0; i < Math.min(draws, population); i++) {
    const others = population - copies - i
    if (others <= 0) return 1
    miss *= others / (population - i)
  }
  return 1 - miss
}

export interface DrawOddsCard {
  stub: string
  count: number
}

/**
 * For each card of the deck (conjurations are not in the draw pile), the chance to have seen
 * at least one copy by each of the first `rounds` rounds. Chosen First Five cards are in the
 * opening hand; the rest of the opening five (all of it when none is chosen) is random.
 */
export function drawOdds(
  cards: readonly DrawOddsCard[],
  firstFive: readonly string[],
  rounds = DRAW_ROUNDS,
): Map<string, number[]> {
  const held = new Set(cards.filter((card) => card.count > 0).map((card) => card.stub))
  const known = new Set(firstFive.filter((stub) => held.has(stub)).slice(0, HAND_SIZE))
  const chosen = known.size
  const rest = cards.reduce((sum, card) => sum + Math.max(card.count, 0), 0) - chosen
  const odds = new Map<string, number[]>()
  for (const card of cards) {
    const seen = Array.from({ length: rounds }, (_, round) =>
      known.has(card.stub)
        ? 1
        : atLeastOneChance(rest, card.count, HAND_SIZE * (round + 1) - chosen),
    )
    odds.set(card.stub, seen)
  }
  return odds
}
