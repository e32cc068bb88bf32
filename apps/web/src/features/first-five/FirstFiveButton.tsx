import { lazy, Suspense, useState } from 'react'
import type { FirstFiveEditorProps } from './FirstFiveDialog.tsx'
import { useSelection } from './selection.ts'

const FirstFiveDialog = lazy(() => import('./FirstFiveDialog.tsx'))

/** The builder pane's "First Five" button: the picker and its odds load when it opens. */
export function FirstFiveButton({ deck, onChange }: Omit<FirstFiveEditorProps, 'onClose'>) {
  const [open, setOpen] = useState(false)
  const chosen = useSelection(deck).first_five.length
  return (
    <>
      <button
        type="button"
        className="btn min-h-11 w-full"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        First Five ({chosen}/5)
      </button>
      {open ? (
        <Suspense fallback={null}>
          <FirstFiveDialog deck={deck} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
