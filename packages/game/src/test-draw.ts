import { isConjuredType } from './card-types.ts'
import { randomFrom, seedState, shuffled } from './random.ts'

/** A card entry of a deck (the deck API's minimal card). */
export interface DrawCard {
  stub: string
  name: string
  type: string
  count: number
}

export interface DrawDeck {
  cards: readonly DrawCard[]
  dice: readonly { name: string; count: number }[]
  /** The chosen First Five (stubs); empty when none is chosen. */
  first_five?: readonly string[] | null | undefined
}

export type DieFaceName = 'power' | 'class' | 'basic'

export interface RolledDie {
  name: string
  face: DieFaceName
}

/** One card in a test draw (one copy). */
export type DrawnCopy = Omit<DrawCard, 'count'>

/** A test draw (issue 17 item 4); a pure value, so each step is a function of the last. */
export interface DrawState {
  round: number
  hand: DrawnCopy[]
  /** The shuffled rest, top card first. */
  pile: DrawnCopy[]
  discard: DrawnCopy[]
  dice: RolledDie[]
  /** Where the seeded generator goes on from: the same seed replays the same draw. */
  random: number
}

export const HAND_SIZE = 5

/** A die's face from a uniform number in [0, 1): power 1/6, class 2/6, basic 3/6. */
export function faceOfRoll(value: number): DieFaceName {
  const side = Math.floor(value * 6)
  return side === 0 ? 'power' : side <= 2 ? 'class' : 'basic'
}

function roll(dice: DrawDeck['dice'], random: () => number): RolledDie[] {
  return dice.flatMap((die) =>
    Array.from({ length: Math.max(0, die.count) }, () => ({
      name: die.name,
      face: faceOfRoll(random()),
    })),
  )
}

/** The cards that can be drawn: one entry per copy, without the Phoenixborn and conjurations. */
function drawable(cards: readonly DrawCard[]): DrawnCopy[] {
  return cards
    .filter((card) => card.type !== 'Phoenixborn' && !isConjuredType(card.type))
    .flatMap(({ count, ...copy }) =>
      Array.from({ length: Math.max(0, count) }, () => ({ ...copy })),
    )
}

/**
 * A new draw: the deck's First Five in hand (those of its cards still in the deck), topped up
 * to five from the shuffled rest, and a roll of the dice.
 */
export function startDraw(deck: DrawDeck, seed: string): DrawState {
  const rest = drawable(deck.cards)
  const hand: DrawnCopy[] = []
  for (const stub of new Set(deck.first_five ?? [])) {
    const at = rest.findIndex((copy) => copy.stub === stub)
    if (at < 0 || hand.length === HAND_SIZE) continue
    hand.push(...rest.splice(at, 1))
  }
  const { result, state } = randomFrom(seedState(seed), (random) => ({
    pile: shuffled(rest, random),
    dice: roll(deck.dice, random),
  }))
  hand.push(...result.pile.splice(0, HAND_SIZE - hand.length))
  return { round: 1, hand, pile: result.pile, discard: [], dice: result.dice, random: state }
}

/** "Draw": the top card of the pile joins the hand (nothing when the pile is empty). */
export function drawCard(state: DrawState): DrawState {
  const [top, ...pile] = state.pile
  return top ? { ...state, hand: [...state.hand, top], pile } : state
}

/** A card leaves the hand for the discard pile (played or discarded), making room to draw. */
export function discardFromHand(state: DrawState, index: number): DrawState {
  const card = state.hand[index]
  if (!card) return state
  return {
    ...state,
    hand: state.hand.filter((_, i) => i !== index),
    discard: [...state.discard, card],
  }
}

/** "Next round": the hand is drawn up to five and every die is rolled again. */
export function nextRound(state: DrawState): DrawState {
  const missing = Math.max(0, HAND_SIZE - state.hand.length)
  const drawn = state.pile.slice(0, missing)
  const { result, state: random } = randomFrom(state.random, (next) =>
    state.dice.map((die) => ({ name: die.name, face: faceOfRoll(next()) })),
  )
  return {
    round: state.round + 1,
    hand: [...state.hand, ...drawn],
    pile: state.pile.slice(drawn.length),
    discard: state.discard,
    dice: result,
    random,
  }
}
