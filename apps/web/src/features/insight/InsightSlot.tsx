import { lazy, Suspense } from 'react'
import type { InsightDeck } from './insight.ts'

// The panel, its charts and the mathematics load only where a panel shows.
const DeckInsight = lazy(() => import('./DeckInsight.tsx'))

/** Statistics and dice odds of a deck (issue 17 items 1 and 2), loaded on first show. */
export function DeckInsightSlot({
  deck,
  compact = false,
}: {
  deck: InsightDeck
  compact?: boolean
}) {
  return (
    <Suspense fallback={<p className="text-stone-600">Loading statistics...</p>}>
      <DeckInsight deck={deck} compact={compact} />
    </Suspense>
  )
}
