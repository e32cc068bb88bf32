import { isConjuredType } from './card-types.ts'
import { type CostInput, type CostStep, type MagicCost, parseCost } from './cost.ts'
import { payProbability } from './dice-odds.ts'

/**
 * The First Five (issue 17 item 3): the five different cards a player starts with, the effect
 * costs they plan to pay in round 1 and the cards their tutors fetch, in the deck API's shape.
 */
export interface FirstFiveSelection {
  first_five: string[]
  effect_costs: string[]
  tutor_map: Record<string, string>
}

export const FIRST_FIVE_SIZE = 5

/** Phoenixborn and conjurations never start in hand. */
export const canStartInHand = (type: string) => type !== 'Phoenixborn' && !isConjuredType(type)

/** A card whose text fetches a card from the draw pile into play or hand: it may be a tutor. */
export const isTutor = (text: string | undefined) => /search your draw pile/i.test(text ?? '')

/**
 * Adds a card to the First Five or takes it out; a sixth card is refused (unchanged), and a card
 * taken out drops its effect cost and tutor pick. The Phoenixborn's effect cost stays.
 */
export function toggleFirstFive(
  selection: FirstFiveSelection,
  stub: string,
  phoenixborn: string | null,
): FirstFiveSelection {
  if (!selection.first_five.includes(stub)) {
    if (selection.first_five.length >= FIRST_FIVE_SIZE) return selection
    return { ...selection, first_five: [...selection.first_five, stub] }
  }
  const first_five = selection.first_five.filter((held) => held !== stub)
  const { [stub]: _dropped, ...tutor_map } = selection.tutor_map
  const effect_costs = selection.effect_costs.filter(
    (held) => held !== stub && (first_five.includes(held) || held === phoenixborn),
  )
  return { first_five, effect_costs, tutor_map }
}

export function togglePaidEffect(selection: FirstFiveSelection, stub: string): FirstFiveSelection {
  const effect_costs = selection.effect_costs.includes(stub)
    ? selection.effect_costs.filter((held) => held !== stub)
    : [...selection.effect_costs, stub]
  return { ...selection, effect_costs }
}

/** Sets (or with null clears) the card a tutor fetches. */
export function setTutorPick(
  selection: FirstFiveSelection,
  tutor: string,
  pick: string | null,
): FirstFiveSelection {
  const { [tutor]: _old, ...tutor_map } = selection.tutor_map
  return { ...selection, tutor_map: pick === null ? tutor_map : { ...tutor_map, [tutor]: pick } }
}

/**
 * The selection as it applies to the deck as it stands: First Five cards still in it (at most
 * five), effect costs of those and of the Phoenixborn, tutor picks of those tutors that fetch a
 * card of the deck. The server keeps the rest hidden until the cards come back (api-decks 3.5).
 */
export function selectionInDeck(
  selection: {
    first_five?: readonly string[] | null | undefined
    effect_costs?: readonly string[] | null | undefined
    tutor_map?: Readonly<Record<string, string>> | null | undefined
  },
  deck: { cards: readonly { stub: string; type: string }[]; phoenixborn: string | null },
): FirstFiveSelection {
  const held = new Set(deck.cards.filter((card) => canStartInHand(card.type)).map((c) => c.stub))
  const first_five = [...new Set(selection.first_five ?? [])]
    .filter((stub) => held.has(stub))
    .slice(0, FIRST_FIVE_SIZE)
  const payers = new Set([...first_five, ...(deck.phoenixborn ? [deck.phoenixborn] : [])])
  const effect_costs = [...new Set(selection.effect_costs ?? [])].filter((stub) => payers.has(stub))
  const tutor_map = Object.fromEntries(
    Object.entries(selection.tutor_map ?? {}).filter(
      ([tutor, pick]) => payers.has(tutor) && held.has(pick),
    ),
  )
  return { first_five, effect_costs, tutor_map }
}

/** An effect magic cost (`{"charm:class": 1, "a:class / b:class": 1}`) as cost steps. */
export function effectCostSteps(effect: Readonly<MagicCost> | undefined): CostStep[] {
  return Object.entries(effect ?? {}).map(([key, count]) => {
    const ways = key.split(' / ').map((symbol) => `${count} [[${symbol}]]`)
    return ways.length === 1 ? (ways[0] as string) : ways
  })
}

export interface FirstFiveCard {
  stub: string
  cost?: CostInput | undefined
  effectMagicCost?: Readonly<MagicCost> | undefined
}

/**
 * The chance that the first round's roll pays each planned cost: a First Five card's main cost
 * plus its effect cost when marked, the Phoenixborn's effect cost when marked; and, as one joint
 * assignment of the same roll, all of them together.
 */
export function firstFiveOdds(
  cards: readonly FirstFiveCard[],
  paidEffects: readonly string[],
  dice: readonly { name: string; count: number }[],
): { each: Map<string, number>; together: number } {
  const each = new Map<string, number>()
  const all: CostStep[] = []
  for (const card of cards) {
    const effect = paidEffects.includes(card.stub) ? effectCostSteps(card.effectMagicCost) : []
    const steps = [...(card.cost === undefined ? [] : parseCost(card.cost)), ...effect]
    each.set(card.stub, payProbability(steps, dice))
    all.push(...steps)
  }
  return { each, together: payProbability(all, dice) }
}
