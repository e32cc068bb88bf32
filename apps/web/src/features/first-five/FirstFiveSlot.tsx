import { lazy, Suspense } from 'react'
import type { FirstFiveDeck } from './deck.ts'

// The odds and their tables load only where a deck page shows them.
const FirstFiveSection = lazy(() => import('./FirstFiveSection.tsx'))

/** A deck page's First Five with the first roll's odds, and the draw odds. */
export function FirstFiveSlot({ deck }: { deck: FirstFiveDeck }) {
  return (
    <Suspense fallback={<p className="text-stone-600">Loading the First Five...</p>}>
      <FirstFiveSection deck={deck} />
    </Suspense>
  )
}
