import { type ReactNode, Suspense, useRef } from 'react'
import { useSeen } from '../lib/useSeen.ts'

/**
 * Renders `children` (a lazy panel) once its place comes near the viewport, showing `fallback`
 * until then and while it loads: a panel below the fold costs a first visit nothing, which keeps
 * a deck page's first-load JavaScript within its budget.
 */
export function LoadWhenNear({
  children,
  fallback,
  testId,
}: {
  children: ReactNode
  fallback: ReactNode
  /** Names the place, so a browser test can scroll to it. */
  testId: string
}) {
  const place = useRef<HTMLDivElement>(null)
  const seen = useSeen(place)
  return (
    <div ref={place} data-testid={testId}>
      {seen ? <Suspense fallback={fallback}>{children}</Suspense> : fallback}
    </div>
  )
}
