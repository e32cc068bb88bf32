import { type DrawDeck, newSeed } from '@ashes/game'
import { lazy, Suspense } from 'react'
import { useSearchParams } from '../../lib/router/index.ts'

const TestDrawDialog = lazy(() => import('./TestDrawDialog.tsx'))

/**
 * "Draw a hand": the seed lives in the query string (`param`, `draw` on deck pages), so a draw
 * is reproducible by its URL; opening makes a new seed, closing drops it. The builder uses its
 * own parameter, so its draw and the page's never open together. The builder passes its deck
 * only while its draw is open (null otherwise), as each card added would render the button again.
 */
export function TestDraw({ deck, param = 'draw' }: { deck: DrawDeck | null; param?: string }) {
  const [search, setSearch] = useSearchParams()
  const seed = search.get(param)
  const setSeed = (next: string | null) =>
    void setSearch(
      (current) => {
        if (next === null) current.delete(param)
        else current.set(param, next)
        return current
      },
      { replace: true, preventScrollReset: true },
    )
  return (
    <>
      <button type="button" className="btn min-h-11 w-full" onClick={() => setSeed(newSeed())}>
        Draw a hand
      </button>
      {seed && deck ? (
        <Suspense fallback={null}>
          <TestDrawDialog
            deck={deck}
            seed={seed}
            onReset={() => setSeed(newSeed())}
            onClose={() => setSeed(null)}
          />
        </Suspense>
      ) : null}
    </>
  )
}
