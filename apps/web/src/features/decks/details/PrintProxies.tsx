import { lazy, Suspense, useState } from 'react'

// Loaded on first use: deck pages stay within the first-load budget.
const PrintProxiesDialog = lazy(() => import('./PrintProxiesDialog.tsx'))

/**
 * "Print proxies" (issue 19 item 3): a dialog choosing the paper and whether conjurations are
 * printed, then the deck's proxies PDF from the API. `saved` prints the owner's saved version,
 * as the private deck page shows it.
 */
export function PrintProxies({
  deck,
  saved = false,
}: {
  deck: { id: number; title?: string | null }
  saved?: boolean
}) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn min-h-11 w-full" onClick={() => setOpen(true)}>
        Print proxies
      </button>
      {open ? (
        <Suspense fallback={null}>
          <PrintProxiesDialog deckId={deck.id} saved={saved} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
