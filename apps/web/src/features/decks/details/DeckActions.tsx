import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { Icon } from '../../../components/Icon.tsx'
import { useLocation } from '../../../lib/router/index.ts'
import { useDismiss } from '../../../lib/useDismiss.ts'

/** What a keyboard can reach among the actions, in page order (walked, as a selector list is
 * not returned in page order by every DOM). */
const reachable = (panel: HTMLElement | null) =>
  [...(panel?.querySelectorAll<HTMLElement>('*') ?? [])].filter((element) =>
    element.matches('a[href], button:not(:disabled)'),
  )

/**
 * A deck page's actions (Buy, Share, History, Draw a hand, the owner's and the clone buttons, and
 * whatever else the page places here): a column of full-width buttons beside the deck at ≥1024 px,
 * an "Actions" menu button on phones and tablets (issue 18), which shows them below it in a
 * panel two buttons wide (a group of buttons, such as the owner's, lends them to the grid), above
 * the page's floating builder button.
 *
 * The actions stay mounted while the panel is closed, so each keeps what it holds: a dialog it
 * opened (dialogs render at the end of the body, outside the panel), Delete's 'Confirm?', the
 * buy link's `#buy`. The panel stays open while an action's dialog is up, so closing the dialog
 * gives focus back to its button; a press outside the panel, focus moving on past it, Escape
 * (focus back on "Actions") or another page closes it. Arrow keys, Home and End move between the actions.
 */
export function DeckActions({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  // Open on the page it was opened on: following an action to another page (a clone) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null)
  const open = openAt === pathname
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLFieldSetElement>(null)
  useDismiss(open, root, (how) => {
    setOpenAt(null)
    if (how === 'escape') button.current?.focus()
  })

  useEffect(() => {
    if (open) reachable(panel.current)[0]?.focus()
  }, [open])

  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) return
    const actions = reachable(panel.current)
    if (actions.length === 0) return
    const at = actions.indexOf(document.activeElement as HTMLElement)
    const next =
      event.key === 'ArrowDown'
        ? (at + 1) % actions.length
        : event.key === 'ArrowUp'
          ? (at - 1 + actions.length) % actions.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? actions.length - 1
              : null
    if (next === null) return
    event.preventDefault()
    actions[next]?.focus()
  }

  // Focus moving on past the actions (Tab from the last) closes the menu; focus taken by a dialog
  // an action opened does not.
  const onBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget
    if (!open || !(next instanceof Element) || root.current?.contains(next)) return
    if (!next.closest('[aria-modal="true"]')) setOpenAt(null)
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn min-h-11 w-full lg:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenAt(open ? null : pathname)}
      >
        Actions
        <Icon name="chevron" className={`size-4 ${open ? 'rotate-180' : ''}`} />
      </button>
      <fieldset
        ref={panel}
        id={id}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        className={`absolute inset-x-0 z-40 mt-1 max-h-[70vh] min-w-0 grid-cols-2 gap-2 overflow-y-auto rounded-md bg-raised p-2 shadow-lg ring-1 ring-stone-200 max-lg:[&>div]:contents lg:static lg:mt-0 lg:block lg:max-h-none lg:space-y-3 lg:overflow-visible lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0 ${
          open ? 'grid' : 'hidden'
        }`}
      >
        <legend className="sr-only">Deck actions</legend>
        {children}
      </fieldset>
    </div>
  )
}
