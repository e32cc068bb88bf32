import { type MouseEvent, useEffect, useRef, useState } from 'react'

const CONFIRM_WINDOW_MS = 3000
/** Longer than the gap between the two clicks of a double click or a double tap. */
const DELIBERATE_MS = 500

/**
 * Two-step destructive actions (SPEC §4 Delete): the first click arms the button for 3 s
 * ('Confirm?'), a second click inside that window performs the action, otherwise it disarms.
 * The confirm must be deliberate: for its first half second the armed button is `settling`
 * (shown with `aria-disabled`, so it keeps its focus) and ignores clicks, as it ignores the
 * second click of a double click (`detail` 2 and more): a player double-clicking out of habit
 * arms the button and deletes nothing.
 */
export function useConfirm(action: () => void) {
  const [armed, setArmed] = useState(false)
  const [settling, setSettling] = useState(false)
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const clear = () => {
    for (const timer of timers.current) clearTimeout(timer)
    timers.current = []
  }
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer)
    },
    [],
  )
  const click = (event?: MouseEvent) => {
    if ((event?.detail ?? 0) > 1 || settling) return
    clear()
    if (armed) {
      setArmed(false)
      action()
      return
    }
    setArmed(true)
    setSettling(true)
    timers.current = [
      setTimeout(() => setSettling(false), DELIBERATE_MS),
      setTimeout(() => setArmed(false), CONFIRM_WINDOW_MS),
    ]
  }
  return { armed, settling, click }
}
