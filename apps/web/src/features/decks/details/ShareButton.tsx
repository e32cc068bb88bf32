import { lazy, Suspense, useState } from 'react'
import type { ShareableDeck } from '../types.ts'

// Loaded on first use: deck pages stay within the first-load budget.
const ShareDeckModal = lazy(() => import('../ShareDeckModal.tsx'))

/** 'Share...' opens the share and export modal. */
export function ShareButton({ deck }: { deck: ShareableDeck }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn w-full" onClick={() => setOpen(true)}>
        Share...
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDeckModal deck={deck} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
