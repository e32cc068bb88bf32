import { type ReactNode, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { Icon } from './Icon.tsx'

/** Wraps Tab and Shift+Tab around the dialog's first and last focusable elements. */
function keepFocusInside(panel: HTMLElement, event: KeyboardEvent) {
  const focusable = panel.querySelectorAll<HTMLElement>(
    'a[href], button:not(:disabled), input:not(:disabled), textarea:not(:disabled), select:not(:disabled)',
  )
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last?.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first?.focus()
  }
}

/**
 * A modal dialog: focus moves in and stays inside, Escape or the close button closes, and focus
 * returns to where it was. It renders at the end of the body, so its backdrop covers the whole
 * page (the builder pane too) wherever it is opened: inside a contained or transformed box, such
 * as the builder pane, a fixed backdrop would cover that box alone.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string
  onClose: () => void
  children: ReactNode
}) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    // The first field or action, or else Close: focus is inside a modal dialog while it is open.
    const inside = panel.current
    const first =
      inside?.querySelector<HTMLElement>('input, textarea, button:not([aria-label="Close"])') ??
      inside?.querySelector<HTMLElement>('button')
    first?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current()
      if (event.key === 'Tab' && panel.current) keepFocusInside(panel.current, event)
    }
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('keydown', onKey)
      opener?.focus()
    }
  }, [])
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-black/40 p-4 pt-16">
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md space-y-4 rounded-lg bg-raised p-5 shadow-xl"
      >
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="min-w-0 text-lg font-bold wrap-anywhere">
            {title}
          </h2>
          <button type="button" className="btn px-2" onClick={onClose} aria-label="Close">
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  )
}
