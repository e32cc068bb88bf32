import { selectionInDeck } from '@ashes/game'
import { useMemo } from 'react'
import type { FirstFiveDeck } from './deck.ts'

/** The First Five as stored, read for the deck as it stands (a removed card no longer counts). */
export function useSelection(deck: FirstFiveDeck) {
  return useMemo(
    () => selectionInDeck(deck, { cards: deck.cards, phoenixborn: deck.phoenixborn?.stub ?? null }),
    [deck],
  )
}
