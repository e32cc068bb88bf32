import type { DiceFilterName } from '@ashes/game'

/** The dice filter's logic buttons: 'Only' and 'Incl.' (SPEC, card browser). */
export type DiceLogic = 'only' | 'includes'

/** The dice filter's part of a listing's filters (the card browser's, the public decks'). */
export interface DiceSelection {
  dice: DiceFilterName[]
  diceLogic: DiceLogic
}

/** Toggles a die. */
export function toggleDie<F extends DiceSelection>(filters: F, die: DiceFilterName): F {
  const dice = filters.dice.includes(die)
    ? filters.dice.filter((d) => d !== die)
    : [...filters.dice, die]
  return { ...filters, dice }
}

/** 'Incl.' logic never keeps basic magic (ui-behaviour §3). */
export function setDiceLogic<F extends DiceSelection>(filters: F, diceLogic: DiceLogic): F {
  const dice = diceLogic === 'includes' ? filters.dice.filter((d) => d !== 'basic') : filters.dice
  return { ...filters, diceLogic, dice }
}
