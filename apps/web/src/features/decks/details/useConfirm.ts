import { useEffect, useRef, useState } from 'react'

const CONFIRM_WINDOW_MS = 3000

/**
 * Two-step destructive actions (SPEC §4 Delete): the first click arms the button for 3 s
 * ('Confirm?'), a second click inside that window performs the action, otherwise it disarms.
 */
export function useConfirm(action: () => void) {
  const [armed, setArmed] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const click = () => {
    clearTimeout(timer.current)
    if (armed) {
      setArmed(false)
      action()
      return
    }
    setArmed(true)
    timer.current = setTimeout(() => setArmed(false), CONFIRM_WINDOW_MS)
  }
  return { armed, click }
}
