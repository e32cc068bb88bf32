import { useEffect } from 'react'

/** Where the pane stops covering the page and becomes a column beside it (Tailwind's xl). */
const COLUMN = '(min-width: 80rem)'

/**
 * Below 1280 px the open builder pane covers the page, and the page under it stays still
 * (ui-behaviour §1): a swipe over the uncovered strip or past the pane's end would otherwise
 * scroll the page away from where the player left it. At 1280 px and up the pane is a column
 * beside the page, which scrolls as usual; turning a tablet across is followed.
 */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return
    const column = window.matchMedia(COLUMN)
    const root = document.documentElement
    const apply = () => {
      root.style.overflow = column.matches ? '' : 'hidden'
    }
    apply()
    column.addEventListener('change', apply)
    return () => {
      column.removeEventListener('change', apply)
      root.style.overflow = ''
    }
  }, [locked])
}
