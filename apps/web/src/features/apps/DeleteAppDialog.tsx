import { useEffect, useState } from 'react'
import { Dialog } from '../../components/Dialog.tsx'

/**
 * How long the dialog's Delete ignores clicks after it opens: the second click of a double click
 * on the app's Delete lands here and must not delete (issue 48 item 7).
 */
export const ARMING_MS = 800

/**
 * Asks before an app is deleted, saying what ends with it. Cancel comes first and takes the
 * focus; Delete app answers clicks only once the dialog has been open a moment.
 */
export function DeleteAppDialog({
  name,
  busy,
  onConfirm,
  onClose,
}: {
  name: string
  busy: boolean
  onConfirm: () => void
  onClose: () => void
}) {
  const [armed, setArmed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setArmed(true), ARMING_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <Dialog title={`Delete ${name}?`} onClose={onClose}>
      <p>
        Every player's link to {name} ends at once: its tokens stop working, it leaves their Apps
        lists, and its pending webhook deliveries are dropped. This cannot be undone.
      </p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="button" className="btn min-h-11" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn min-h-11 border-danger-fill bg-danger-fill text-white hover:bg-danger-fill-hover aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          aria-disabled={!armed || busy}
          onClick={() => {
            if (armed && !busy) onConfirm()
          }}
        >
          Delete app
        </button>
      </div>
    </Dialog>
  )
}
