/**
 * Keyboard shortcuts: each command is defined once (key, label, when it applies, what it does),
 * and the one listener and the `?` list both read that definition, so the list cannot drift
 * from what the keys do.
 */
export interface Shortcut<Context> {
  /** `KeyboardEvent.key` values that run the command. */
  keys: readonly string[]
  /** The key as the list shows it. */
  label: string
  description: string
  when: string
  /** Also while typing in a field (Escape, to clear it or leave it). */
  inFields?: boolean
  /** Runs the command; false when it does not apply now, so the key keeps its usual meaning. */
  run: (context: Context) => boolean
}

const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file'])

/** Whether keys pressed on `target` are text being typed (a field, or editable content). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type)
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement
}

/**
 * Runs the shortcut of a key press, if one applies; a run command keeps the key from anything
 * else. Keys with Ctrl, Alt or Meta belong to the browser, keys an element already handled to
 * that element, and every key to an open modal dialog.
 */
export function dispatchShortcut<Context>(
  event: KeyboardEvent,
  shortcuts: readonly Shortcut<Context>[],
  context: Context,
): boolean {
  if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return false
  if (event.isComposing || document.querySelector('[aria-modal="true"]')) return false
  const typing = isTypingTarget(event.target)
  const shortcut = shortcuts.find(
    (entry) => entry.keys.includes(event.key) && (entry.inFields || !typing),
  )
  if (!shortcut?.run(context)) return false
  event.preventDefault()
  event.stopPropagation()
  return true
}
