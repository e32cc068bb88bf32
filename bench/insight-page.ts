// Runs in the page of bench/insight.ts, bundled with packages/game by the web app's bundler:
// times recomputing a deck's statistics and dice odds after a builder change.
import { deckDiceOdds, deckStats, type StatsCard } from '../packages/game/src/index.ts'

export interface BenchDeck {
  title: string
  phoenixborn: string
  dice: { name: string; count: number }[]
  cards: { stub: string; count: number }[]
}

export interface MeasureArgs {
  decks: BenchDeck[]
  cards: StatsCard[]
  samples: number
  changes: number
}

/** Per-change milliseconds of each deck, `samples` each; a sample is the mean of `changes`. */
export function measure({ decks, cards, samples, changes }: MeasureArgs): number[][] {
  const byStub = new Map(cards.map((card) => [card.stub, card]))
  // What the panel does on a change: the deck's whole cards by stub, then statistics and odds.
  const recompute = (deck: BenchDeck) => {
    const entries = deck.cards.flatMap(({ stub, count }) => {
      const card = byStub.get(stub)
      return card && count > 0 ? [{ card, count }] : []
    })
    const input = {
      phoenixborn: byStub.get(deck.phoenixborn) ?? null,
      dice: deck.dice,
      cards: entries,
      cardByStub: (stub: string) => byStub.get(stub),
    }
    return deckStats(input).types.length + deckDiceOdds(input).length
  }
  const figures: number[][] = []
  let sink = 0
  for (const deck of decks) {
    const times: number[] = []
    for (let sample = 0; sample <= samples; sample++) {
      const start = performance.now()
      for (let change = 0; change < changes; change++) {
        // A builder change: a new deck object with one card's count set (3 → 2 → 3 ...).
        const at = change % deck.cards.length
        const now = deck.cards.map((entry, i) =>
          i === at ? { ...entry, count: entry.count === 3 ? 2 : 3 } : entry,
        )
        sink += recompute({ ...deck, cards: now })
      }
      // The first sample warms the JIT up and is dropped.
      if (sample > 0) times.push((performance.now() - start) / changes)
    }
    figures.push(times)
  }
  // Kept alive so the work cannot be optimised away.
  ;(globalThis as { benchSink?: number }).benchSink = sink
  return figures
}
