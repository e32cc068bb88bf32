import { lazy } from 'react'
import { LoadWhenNear } from '../../components/LoadWhenNear.tsx'
import type { FirstFiveDeck } from './deck.ts'

// The odds and their tables load only where a deck page shows them, once they are near.
const FirstFiveSection = lazy(() => import('./FirstFiveSection.tsx'))

/** A deck page's First Five with the first roll's odds, and the draw odds. */
export function FirstFiveSlot({ deck }: { deck: FirstFiveDeck }) {
  return (
    <LoadWhenNear
      testId="first-five-slot"
      fallback={<p className="text-stone-600">Loading the First Five...</p>}
    >
      <FirstFiveSection deck={deck} />
    </LoadWhenNear>
  )
}
