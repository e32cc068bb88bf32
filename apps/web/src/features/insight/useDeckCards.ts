import type { Card } from '@ashes/api'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { api, withQuery } from '../../lib/api.ts'

export interface DeckCardsResult {
  /** Every card loaded so far, the deck's and the conjurations they reach, by stub. */
  cards: ReadonlyMap<string, Card>
  pending: boolean
  error: Error | null
  retry: () => void
}

// The card popups' key (components/cards/useCard.ts): a card loaded by either serves both.
const cardKey = (stub: string, legacy: boolean) => ['card', stub, legacy] as const

/**
 * The whole cards of a deck (costs, magic, conjurations, pile sizes), which deck pages and the
 * builder do not hold: one cached request per card, and per conjuration the loaded cards name.
 * Each card that arrives re-renders, and the walk over the cache then asks for its conjurations.
 */
export function useDeckCards(stubs: readonly string[], legacy: boolean): DeckCardsResult {
  const client = useQueryClient()
  const wanted = new Set(stubs)
  for (const stub of wanted) {
    const card = client.getQueryData<Card>(cardKey(stub, legacy))
    for (const conjuration of card?.conjurations ?? []) wanted.add(conjuration.stub)
  }
  const loaded = useQueries({
    queries: [...wanted].map((stub) => ({
      queryKey: cardKey(stub, legacy),
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        api<Card>(withQuery(`/v2/cards/${encodeURIComponent(stub)}`, { show_legacy: legacy }), {
          signal,
        }),
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    })),
    // Combined once per change of the results, so the map stays the same object between
    // renders and the statistics are not computed again for nothing.
    combine: (results) => {
      const cards = new Map<string, Card>()
      for (const result of results) if (result.data) cards.set(result.data.stub, result.data)
      return {
        cards,
        pending: results.some((result) => result.isPending),
        error: results.find((result) => result.isError)?.error ?? null,
        failed: results.filter((result) => result.isError),
      }
    },
  })
  return {
    cards: loaded.cards,
    pending: loaded.pending,
    error: loaded.error,
    retry: () => {
      for (const result of loaded.failed) void result.refetch()
    },
  }
}
