import { type RefObject, useEffect, useRef } from 'react'

/**
 * While `open`, calls `onDismiss` on a pointer press outside `root` ('outside') or on Escape
 * ('escape'). Escape is consumed here, so a surrounding layer (the builder pane, a dialog) that
 * also closes on Escape stays open: one key press closes one layer. A modal dialog opened from
 * inside `root` (a deck action's) is the layer above: while it is up, its presses and its Escape
 * are its own.
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (how: 'outside' | 'escape') => void,
): void {
  const dismiss = useRef(onDismiss)
  dismiss.current = onDismiss
  useEffect(() => {
    if (!open) return
    const dialogAbove = () => {
      const dialog = document.querySelector('[aria-modal="true"]')
      return dialog !== null && !root.current?.contains(dialog)
    }
    const onPointer = (event: PointerEvent) => {
      if (dialogAbove()) return
      if (!root.current?.contains(event.target as Node)) dismiss.current('outside')
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || dialogAbove()) return
      event.stopPropagation()
      dismiss.current('escape')
    }
    document.addEventListener('pointerdown', onPointer)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('pointerdown', onPointer)
      document.removeEventListener('keydown', onKey)
    }
  }, [open, root])
}
