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

/** Focus onto a row: its current count's button, else its first button, else its card link. */
function focusRow(row: HTMLElement | undefined): void {
  const target =
    row?.querySelector<HTMLElement>('[data-copies] [aria-pressed="true"]') ??
    row?.querySelector<HTMLElement>('button:not(:disabled)') ??
    row?.querySelector<HTMLElement>('a[href]')
  target?.focus()
}

/**
 * The row above or below on screen: in a list the neighbour, in the binder's grid the tile in the
 * nearest line whose column is closest (the next tile in the markup is the one to the right).
 * Without a layout (nothing measured) the neighbour in the markup.
 */
function rowAcross(rows: HTMLElement[], row: HTMLElement, delta: 1 | -1): HTMLElement | undefined {
  const here = row.getBoundingClientRect()
  if (here.height === 0) return rows[rows.indexOf(row) + delta]
  const centre = here.left + here.width / 2
  let best: { row: HTMLElement; line: number; column: number } | undefined
  for (const other of rows) {
    const box = other.getBoundingClientRect()
    // Half a row's overlap still counts as the same line (wrapped tiles of unequal height).
    const beyond =
      delta > 0
        ? box.top >= here.bottom - here.height / 2
        : box.bottom <= here.top + here.height / 2
    if (other === row || !beyond) continue
    const line = Math.abs(delta > 0 ? box.top - here.top : here.top - box.top)
    const column = Math.abs(box.left + box.width / 2 - centre)
    if (
      !best ||
      line < best.line - 1 ||
      (Math.abs(line - best.line) <= 1 && column < best.column)
    ) {
      best = { row: other, line, column }
    }
  }
  return best?.row
}

function focusedRowIn(): { row: HTMLElement; rows: HTMLElement[]; list: HTMLElement } | undefined {
  const row = focusedRow()
  const list = row?.closest<HTMLElement>('[data-card-rows]')
  if (!row || !list) return undefined
  return { row, list, rows: [...list.querySelectorAll<HTMLElement>('[data-card-row]')] }
}

/**
 * ↑ and ↓: moves focus to the row above or below in the same list, onto its current count's button
 * ("2 copies of ...": the card and its count, for a screen reader), else its first button, else
 * its card link (whose preview, opening on focus, would cover the rows); at either end focus
 * stays. False when no row has focus.
 */
export function moveRowFocus(delta: 1 | -1): boolean {
  const found = focusedRowIn()
  if (!found) return false
  focusRow(rowAcross(found.rows, found.row, delta))
  return true
}

/**
 * ← and →: in the binder's grid (`data-card-rows="grid"`), the tile before or after; in a list
 * the keys are left to the page. False when no grid tile has focus.
 */
export function moveTileFocus(delta: 1 | -1): boolean {
  const found = focusedRowIn()
  if (found?.list.dataset.cardRows !== 'grid') return false
  focusRow(found.rows[found.rows.indexOf(found.row) + delta])
  return true
}
