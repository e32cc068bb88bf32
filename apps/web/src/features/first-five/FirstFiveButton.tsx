import { lazy, Suspense, useState } from 'react'
import type { FirstFiveDeck } from './deck.ts'
import type { FirstFiveEditorProps } from './FirstFiveDialog.tsx'

const FirstFiveDialog = lazy(() => import('./FirstFiveDialog.tsx'))

interface FirstFiveButtonProps extends Omit<FirstFiveEditorProps, 'deck' | 'onClose'> {
  /** How many cards the First Five holds (firstFiveChosen). */
  chosen: number
  /**
   * Reads the deck, called only while the picker is open: the builder's deck changes with each
   * card added, which renders the button only when its count changes.
   */
  useDeck: () => FirstFiveDeck
}

/** The builder pane's "First Five" button: the picker and its odds load when it opens. */
export function FirstFiveButton({ chosen, useDeck, onChange }: FirstFiveButtonProps) {
  const [open, setOpen] = useState(false)
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
          <OpenPicker useDeck={useDeck} onChange={onChange} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}

function OpenPicker({
  useDeck,
  ...props
}: Omit<FirstFiveEditorProps, 'deck'> & Pick<FirstFiveButtonProps, 'useDeck'>) {
  return <FirstFiveDialog deck={useDeck()} {...props} />
}
