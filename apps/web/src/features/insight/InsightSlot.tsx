import { lazy, Suspense } from 'react'
import { LoadWhenNear } from '../../components/LoadWhenNear.tsx'
import { InsightLoading } from './InsightLoading.tsx'
import type { InsightDeck } from './insight.ts'

// The panel, its charts and the mathematics load only where a panel shows.
const DeckInsight = lazy(() => import('./DeckInsight.tsx'))

/**
 * Statistics and dice odds of a deck (issue 17 items 1 and 2). On a deck page, below the cards,
 * they load once the reader comes near them; in the builder (`compact`) the player opened the
 * section to see them, so they load at once.
 */
export function DeckInsightSlot({
  deck,
  compact = false,
}: {
  deck: InsightDeck
  compact?: boolean
}) {
  const panel = <DeckInsight deck={deck} compact={compact} />
  if (compact) return <Suspense fallback={<InsightLoading compact />}>{panel}</Suspense>
  return (
    <LoadWhenNear testId="deck-insight-slot" fallback={<InsightLoading compact={false} />}>
      {panel}
    </LoadWhenNear>
  )
}
