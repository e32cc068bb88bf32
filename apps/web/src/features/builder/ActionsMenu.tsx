import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useDismiss } from '../../lib/useDismiss.ts'
import { setUnrestricted, toggleRedRains } from './commands.ts'
import { canPublish, canSave } from './deck-data.ts'
import { KIND_LOCKED } from './kind-lock.ts'
import { useBuilder } from './state.ts'

export type BuilderModal = 'preview' | 'share' | 'snapshot' | 'publish'

interface Item {
  label: string
  disabled: boolean
  /** Present for the two toggles. */
  checked?: boolean
  /** Why the item is disabled, shown under it. */
  reason?: string | undefined
  run: () => void
}

const CheckMark = ({ checked }: { checked: boolean }) => (
  <span aria-hidden="true" className="w-3">
    {checked ? '✓' : ''}
  </span>
)

/** The builder's actions menu (SPEC §2): a menu button with arrow-key navigation. */
export function ActionsMenu({ onOpen }: { onOpen: (modal: BuilderModal) => void }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const reasonIds = useId()
  const view = useBuilder(
    useShallow((state) => ({
      saved: state.deck.id !== null && canSave(state.deck),
      publishable: canPublish(state),
      unrestricted: state.deck.is_unrestricted,
      redRains: state.deck.is_red_rains,
      saving: state.isSaving,
      published: state.published,
    })),
  )
  // The server refuses to change a published deck's kind: the toggles say so instead.
  const locked = view.published ? KIND_LOCKED : undefined
  const items: Item[] = [
    {
      label: 'Legal Mode',
      checked: !view.unrestricted,
      disabled: view.published,
      reason: locked,
      run: () => setUnrestricted(!view.unrestricted),
    },
    { label: 'Preview', disabled: false, run: () => onOpen('preview') },
    { label: 'Share...', disabled: !view.saved, run: () => onOpen('share') },
    { label: 'Snapshot...', disabled: !view.saved || view.saving, run: () => onOpen('snapshot') },
    { label: 'Publish...', disabled: !view.publishable, run: () => onOpen('publish') },
    {
      label: 'Red Rains',
      checked: view.redRains,
      disabled: view.unrestricted || view.published,
      reason: view.unrestricted ? undefined : locked,
      run: () => toggleRedRains(),
    },
  ]

  useEffect(() => {
    if (open)
      menu.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([disabled])')?.focus()
  }, [open])

  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  // A press outside closes the menu; Escape closes it and goes no further, so the narrow pane
  // around it stays open: one press, one layer.
  useDismiss(open, root, (how) => (how === 'escape' ? close() : setOpen(false)))
  const onKeyDown = (event: KeyboardEvent) => {
    const entries = [
      ...(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([disabled])') ?? []),
    ]
    const at = entries.indexOf(document.activeElement as HTMLElement)
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
    if (step) {
      event.preventDefault()
      entries[(at + step + entries.length) % entries.length]?.focus()
    } else if (event.key === 'Tab') setOpen(false)
  }

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn size-9 p-0 text-lg"
        aria-label="Deck actions"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">…</span>
      </button>
      {open ? (
        <div
          ref={menu}
          role="menu"
          aria-label="Deck actions"
          tabIndex={-1}
          onKeyDown={onKeyDown}
          className="absolute right-0 z-10 mt-1 w-56 rounded border border-stone-300 bg-raised py-1 text-sm shadow-lg"
        >
          {items.map((item, index) => {
            const reasonId = item.reason ? `${reasonIds}-${index}` : undefined
            const common = {
              type: 'button' as const,
              disabled: item.disabled,
              // A reason names the item by its label alone and describes it by the reason.
              ...(reasonId ? { 'aria-label': item.label, 'aria-describedby': reasonId } : {}),
              className:
                'block w-full px-3 py-1.5 text-left hover:bg-stone-100 focus:bg-stone-100 disabled:cursor-not-allowed',
              onClick: () => {
                close()
                item.run()
              },
            }
            const content = (
              <>
                <span className={`flex items-center gap-2 ${item.disabled ? 'opacity-40' : ''}`}>
                  <CheckMark checked={item.checked === true} />
                  {item.label}
                </span>
                {reasonId ? (
                  <span id={reasonId} className="block pl-5 text-xs text-stone-600">
                    {item.reason}
                  </span>
                ) : null}
              </>
            )
            return item.checked === undefined ? (
              <button key={item.label} role="menuitem" {...common}>
                {content}
              </button>
            ) : (
              <button
                key={item.label}
                role="menuitemcheckbox"
                aria-checked={item.checked}
                {...common}
              >
                {content}
              </button>
            )
          })}
        </div>
      ) : null}
    </div>
  )
}
