import {
  moveCardRowFocus,
  moveCardTileFocus,
  stepFocusedCardCount,
} from '../features/builder/keys.ts'
import { dispatchShortcut, isTypingTarget, type Shortcut } from '../lib/shortcuts.ts'

/** What the commands need of the page shell. */
export interface ShortcutContext {
  openList: () => void
}

/** The card browser's search box (FilterBar). */
const CARD_SEARCH = 'card-search'

function focusCardSearch(): boolean {
  const search = document.getElementById(CARD_SEARCH)
  if (!search) return false
  search.focus()
  return true
}

/**
 * Escape in a field: a search box with text is emptied (through its input event, so the page's
 * own change handler runs), any other field is left. Anywhere else the key is not ours: the open
 * dialog, menu or narrow builder pane closes itself (Dialog, useDismiss, BuilderPane), one layer
 * per press.
 */
function clearOrLeaveField(): boolean {
  const field = document.activeElement
  if (!(field instanceof HTMLElement) || !isTypingTarget(field)) return false
  if (
    field instanceof HTMLInputElement &&
    field.type === 'search' &&
    field.value &&
    !field.readOnly
  ) {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, '')
    field.dispatchEvent(new Event('input', { bubbles: true }))
    return true
  }
  field.blur()
  return true
}

const IN_BUILDER = 'Builder on, focus in a card row'

/** Every keyboard shortcut of the site, in the order the `?` list shows them. */
export const SHORTCUTS: readonly Shortcut<ShortcutContext>[] = [
  {
    keys: ['/'],
    label: '/',
    description: 'Focus the card search',
    when: 'Card browser',
    run: focusCardSearch,
  },
  {
    keys: ['Escape'],
    label: 'Esc',
    description: 'Clear the search or leave a field; close a dialog, menu or the builder pane',
    when: 'Anywhere',
    inFields: true,
    run: clearOrLeaveField,
  },
  {
    keys: ['?'],
    label: '?',
    description: 'Show this list of shortcuts',
    when: 'Anywhere',
    run: (context) => {
      context.openList()
      return true
    },
  },
  {
    keys: ['+'],
    label: '+',
    description: 'One more copy of the card',
    when: IN_BUILDER,
    run: () => stepFocusedCardCount(1),
  },
  {
    keys: ['-'],
    label: '-',
    description: 'One copy fewer of the card',
    when: IN_BUILDER,
    run: () => stepFocusedCardCount(-1),
  },
  {
    keys: ['ArrowDown'],
    label: '↓',
    description: 'Next card row',
    when: IN_BUILDER,
    run: () => moveCardRowFocus(1),
  },
  {
    keys: ['ArrowUp'],
    label: '↑',
    description: 'Previous card row',
    when: IN_BUILDER,
    run: () => moveCardRowFocus(-1),
  },
  {
    keys: ['ArrowRight'],
    label: '→',
    description: 'Next card in the binder',
    when: IN_BUILDER,
    run: () => moveCardTileFocus(1),
  },
  {
    keys: ['ArrowLeft'],
    label: '←',
    description: 'Previous card in the binder',
    when: IN_BUILDER,
    run: () => moveCardTileFocus(-1),
  },
]

/** Runs the shortcut of a key press, if one applies (the one listener: KeyboardShortcuts.tsx). */
export const runShortcut = (event: KeyboardEvent, context: ShortcutContext): boolean =>
  dispatchShortcut(event, SHORTCUTS, context)
