import type { Card } from '@ashes/api'
import { type DeckStats, deckDiceOdds, deckStats } from '@ashes/game'

/** What the insight panel reads of a deck: a deck page's deck or the builder's. */
export interface InsightDeck {
  phoenixborn: { stub: string; name: string } | null
  dice: readonly { name: string; count: number }[]
  cards: readonly { stub: string; count: number }[]
  is_legacy?: boolean | null | undefined
}

export interface Insight {
  stats: DeckStats
  odds: { card: Card; odds: number }[]
}

/** The stubs whose whole cards the panel needs: the Phoenixborn and the deck's cards. */
export function insightStubs(deck: InsightDeck): string[] {
  return [...(deck.phoenixborn ? [deck.phoenixborn.stub] : []), ...deck.cards.map((c) => c.stub)]
}

/**
 * Statistics and dice odds of the deck from its loaded cards; a card not loaded yet is left
 * out (the panel says it is still loading). Cheap enough to run on every builder change.
 */
export function insightOf(deck: InsightDeck, cards: ReadonlyMap<string, Card>): Insight {
  const entries = deck.cards.flatMap(({ stub, count }) => {
    const card = cards.get(stub)
    return card && count > 0 ? [{ card, count }] : []
  })
  const statsDeck = {
    phoenixborn: (deck.phoenixborn && cards.get(deck.phoenixborn.stub)) || null,
    dice: deck.dice,
    cards: entries,
    cardByStub: (stub: string) => cards.get(stub),
  }
  return { stats: deckStats(statsDeck), odds: deckDiceOdds(statsDeck) }
}
