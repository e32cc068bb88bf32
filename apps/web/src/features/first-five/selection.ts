import { selectionInDeck } from '@ashes/game'
import { useMemo } from 'react'
import type { FirstFiveDeck } from './deck.ts'

/** The First Five as stored, read for the deck as it stands (a removed card no longer counts). */
const selectionOf = (deck: FirstFiveDeck) =>
  selectionInDeck(deck, { cards: deck.cards, phoenixborn: deck.phoenixborn?.stub ?? null })

export function useSelection(deck: FirstFiveDeck) {
  return useMemo(() => selectionOf(deck), [deck])
}

/** How many cards the deck's First Five holds, as it stands. */
export const firstFiveChosen = (deck: FirstFiveDeck): number => selectionOf(deck).first_five.length
