import {
  lazy,
  type MouseEvent,
  type PointerEvent,
  Suspense,
  useContext,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { HOVER_CLOSE_MS, HOVER_OPEN_MS } from '../../lib/config.ts'
import { Link } from '../../lib/router/index.ts'
import { cardPath } from './paths.ts'
import { CardPopupExtra } from './popup-extra.ts'
import { type PopupPlace, popupPlace } from './popup-place.ts'

// The preview's body loads when a preview is first wanted (hover, focus or tap): a page of card
// links does not need the drawn card and its rules text to show. The hover delay covers the load.
// biome-ignore lint/suspicious/noImportCycles: card-text recursion (README.md): text renders card links, whose preview draws the card with its text
const loadPopup = () => import('./CardPopup.tsx')
const CardPopup = lazy(loadPopup)

interface CardLinkProps {
  stub: string
  name: string
  legacy?: boolean
  className?: string
}

/** A link to a card that shows the card in a popup after 200 ms of hover (first tap on touch). */
export function CardLink({ stub, name, legacy = false, className = 'link' }: CardLinkProps) {
  const [open, setOpen] = useState(false)
  const [position, setPosition] = useState<PopupPlace>({ top: 0, left: 0, width: 0 })
  const anchor = useRef<HTMLAnchorElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const touch = useRef(false)
  const given = useContext(CardPopupExtra)
  const extra = legacy ? null : given

  // No unmount effect to clear the timer: a hover timer that fires after the link is gone finds
  // no anchor and sets the state of an unmounted component, which React ignores. An effect here
  // would cost every card row added to the builder pane a scheduled task before its frame.

  const place = () => {
    const rect = anchor.current?.getBoundingClientRect()
    if (!rect) return
    const view = { width: window.innerWidth, height: window.innerHeight }
    setPosition(popupPlace(rect, view, extra?.height ?? 0))
  }
  const schedule = (next: boolean) => {
    if (next) void loadPopup()
    clearTimeout(timer.current)
    timer.current = setTimeout(
      () => {
        if (next) place()
        setOpen(next)
      },
      next ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
    )
  }
  const onPointerDown = (event: PointerEvent) => {
    touch.current = event.pointerType === 'touch'
  }
  const onClick = (event: MouseEvent) => {
    if (touch.current && !open) {
      event.preventDefault()
      void loadPopup()
      place()
      setOpen(true)
    }
  }

  // A tap on the preview is a second tap too, following the link (a link inside the preview
  // keeps its own); on a phone the preview sits above or below the link, which stays in view.
  const onPopupClick = (event: MouseEvent) => {
    if (touch.current && !(event.target as Element).closest('a')) anchor.current?.click()
  }

  return (
    <>
      <Link
        ref={anchor}
        to={cardPath(stub, legacy)}
        className={className}
        onMouseEnter={() => schedule(true)}
        onMouseLeave={() => schedule(false)}
        onFocus={() => schedule(true)}
        onBlur={() => schedule(false)}
        onPointerDown={onPointerDown}
        onClick={onClick}
      >
        {name}
      </Link>
      {open
        ? createPortal(
            // biome-ignore lint/a11y/useKeyWithClickEvents: a touch's second tap alone; a keyboard follows the focused link itself
            <div
              role="tooltip"
              className="fixed z-50 rounded-lg bg-raised shadow-xl ring-1 ring-stone-300"
              style={position}
              onMouseEnter={() => clearTimeout(timer.current)}
              onMouseLeave={() => schedule(false)}
              onClick={onPopupClick}
            >
              <Suspense fallback={<p className="p-3 text-sm">Loading {name}...</p>}>
                <CardPopup stub={stub} name={name} legacy={legacy} />
              </Suspense>
              {extra ? (
                <div className="overflow-hidden" style={{ height: extra.height }}>
                  {extra.render(stub)}
                </div>
              ) : null}
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
