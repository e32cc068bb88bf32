import type { Card } from '@ashes/api'
import { useQueries } from '@tanstack/react-query'
import { cardQuery } from '../../components/cards/useCard.ts'

export interface CardData {
  cards: ReadonlyMap<string, Card>
  pending: boolean
  failed: boolean
  retry: () => void
}

/** The whole cards (costs, text) of a few stubs, from the session's card cache. */
export function useCardData(stubs: readonly string[], legacy: boolean): CardData {
  const results = useQueries({ queries: stubs.map((stub) => cardQuery(stub, legacy)) })
  const cards = new Map<string, Card>()
  for (const result of results) if (result.data) cards.set(result.data.stub, result.data)
  return {
    cards,
    pending: results.some((result) => result.isPending),
    failed: results.some((result) => result.isError),
    retry: () => {
      for (const result of results) if (result.isError) void result.refetch()
    },
  }
}
