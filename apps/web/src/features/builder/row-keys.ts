/**
 * The builder's card rows for the keyboard. A card row (`data-card-row`, in a list marked
 * `data-card-rows`: the pane's cards, the card browser's rows) is "focused" when focus is
 * anywhere inside it; `+` and `-` step the copies of its card through its quantity buttons' own
 * command, and the arrow keys move focus to the row's neighbour. Cheap: no rules are loaded here.
 */

/** Steps a card's copies by one as its buttons would: registered by each copies control. */
type Step = (delta: 1 | -1) => void

const steps = new WeakMap<Element, Step>()

/** A copies control (`data-copies`) registers how its card's count steps. */
export function registerCopies(control: Element | null, step: Step): void {
  if (control) steps.set(control, step)
}

function focusedRow(): HTMLElement | null {
  return document.activeElement?.closest<HTMLElement>('[data-card-row]') ?? null
}

/** `+` or `-` on the focused row; false when no row with copies has focus. */
export function stepFocusedCard(delta: 1 | -1): boolean {
  const control = focusedRow()?.querySelector('[data-copies]')
  const step = control ? steps.get(control) : undefined
  if (!step) return false
  step(delta)
  return true
}

/**
 * Moves focus to the previous or next row of the same list, onto its current count's button
 * ("2 copies of ...": the card and its count, for a screen reader), else its first button, else
 * its card link (whose preview, opening on focus, would cover the rows); at either end focus
 * stays. False when no row has focus.
 */
export function moveRowFocus(delta: 1 | -1): boolean {
  const row = focusedRow()
  const list = row?.closest('[data-card-rows]')
  if (!row || !list) return false
  const rows = [...list.querySelectorAll<HTMLElement>('[data-card-row]')]
  const next = rows[rows.indexOf(row) + delta]
  const target =
    next?.querySelector<HTMLElement>('[data-copies] [aria-pressed="true"]') ??
    next?.querySelector<HTMLElement>('button:not(:disabled)') ??
    next?.querySelector<HTMLElement>('a[href]')
  target?.focus()
  return true
}
